import type { Metadata } from "next";
import Link from "next/link";
import { AddClientForm } from "@/components/customers/add-client-form";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { FormCard } from "@/components/ui/form-card";
import { requireUser } from "@/lib/auth/session";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";

export const metadata: Metadata = { title: "Add client" };

/** Add client (owners and managers): a customer before their first booking. */
export default async function AddClientPage() {
  const user = await requireUser({ can: ["manage", "customers"] });
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <div>
        <Link href={CUSTOMERS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
          ← All customers
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Add client</h1>
        <p className="mt-1 text-slate-600">
          A client in your client book, ready for New appointment before they have booked.
        </p>
      </div>
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
