import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerHistory } from "@/components/customers/customer-history";
import { CustomerNoteForm } from "@/components/customers/customer-note-form";
import { CustomerProfile } from "@/components/customers/customer-profile";
import { CustomerDataPanel } from "@/components/privacy/customer-data-panel";
import { FormCard } from "@/components/ui/form-card";
import { can } from "@/lib/access/policy";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getCustomer, getCustomerNote, listCustomerBookings } from "@/lib/customers/queries";
import { countUpcomingLiveBookings } from "@/lib/privacy/queries";

export const metadata: Metadata = { title: "Customer" };

type Props = { params: Promise<{ email: string }> };

/** The segment as the customer's email; a malformed escape is taken as it is (and then not found). */
function decodeEmail(segment: string): string {
  try {
    return decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return segment.trim().toLowerCase();
  }
}

/**
 * One customer (owners and managers): loaded by the session's business AND the email, so another
 * business's customer, or an email that neither booked here nor is in the client book, is the dashboard's not-found.
 */
export default async function CustomerPage({ params }: Props) {
  const user = await requireUser({ can: ["manage", "customers"] });
  if (!user.business) notFound();
  const email = decodeEmail((await params).email);
  const db = getDb();
  const businessId = user.business.id;
  const now = new Date();
  const customer = await getCustomer(db, businessId, email, now);
  if (!customer) notFound();
  const [notes, history, upcoming] = await Promise.all([
    getCustomerNote(db, businessId, customer.email),
    listCustomerBookings(db, businessId, customer.email),
    countUpcomingLiveBookings(db, businessId, customer.email, now),
  ]);
  const timeZone = user.business.timeZone;

  return (
    <div className="space-y-6">
      <CustomerProfile customer={customer} timeZone={timeZone} />
      <FormCard title="Customer Notes" headingId="customer-notes-heading">
        <CustomerNoteForm email={customer.email} initialNotes={notes} />
      </FormCard>
      <CustomerHistory bookings={history} timeZone={timeZone} />
      <CustomerDataPanel
        email={customer.email}
        name={customer.name}
        bookingCount={history.length}
        hasClientRecord={customer.client !== null}
        upcoming={upcoming}
        canErase={can(user, "erase", "customers")}
      />
    </div>
  );
}
