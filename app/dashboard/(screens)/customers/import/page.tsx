import type { Metadata } from "next";
import Link from "next/link";
import { ClientImport } from "@/components/customers/client-import";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { requireUser } from "@/lib/auth/session";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";

export const metadata: Metadata = { title: "Import clients" };

/** Import clients from a CSV file (owners and managers): preview first, then one import. */
export default async function ImportClientsPage() {
  const user = await requireUser({ can: ["manage", "customers"] });
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link href={CUSTOMERS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
          ← All customers
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Import clients</h1>
        <p className="mt-1 text-slate-600">
          Bring your client list from Fresha, Booksy or a spreadsheet. You see what will happen before anything is
          imported.
        </p>
      </div>
      {user.business ? (
        <ClientImport />
      ) : (
        <SetupRequired role={user.role} message="Please complete your business setup before importing clients." />
      )}
    </section>
  );
}
