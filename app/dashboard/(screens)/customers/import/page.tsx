import type { Metadata } from "next";
import { ClientImport } from "@/components/customers/client-import";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { requireUser } from "@/lib/auth/session";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Import clients" };

/** Import clients from a CSV file (owners and managers): preview first, then one import. */
export default async function ImportClientsPage() {
  const user = await requireUser({ can: ["manage", "customers"] });
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <ScreenHeader title="Import clients" back={{ href: CUSTOMERS_PATH, label: "All customers" }}>
        Bring your client list from Fresha, Booksy or a spreadsheet. You see what will happen before anything is
        imported.
      </ScreenHeader>
      {user.business ? (
        <ClientImport />
      ) : (
        <SetupRequired role={user.role} message="Please complete your business setup before importing clients." />
      )}
    </section>
  );
}
