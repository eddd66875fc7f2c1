import type { Metadata } from "next";
import { AddClientForm } from "@/components/customers/add-client-form";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { FormCard } from "@/components/ui/form-card";
import { requireUser } from "@/lib/auth/session";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Add client" };

/** Add client (owners and managers): a customer before their first booking. */
export default async function AddClientPage() {
  const user = await requireUser({ can: ["manage", "customers"] });
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <ScreenHeader title="Add client" back={{ href: CUSTOMERS_PATH, label: "All customers" }}>
        A client in your client book, ready for New appointment before they have booked.
      </ScreenHeader>
      {user.business ? (
        <FormCard title="Client details" headingId="client-details-heading">
          <AddClientForm />
        </FormCard>
      ) : (
        <SetupRequired role={user.role} message="Please complete your business setup before adding clients." />
      )}
    </section>
  );
}
