import type { Metadata } from "next";
import Link from "next/link";
import { Contact, Upload, UserPlus } from "lucide-react";
import { CustomerPagination } from "@/components/customers/customer-pagination";
import { CustomerSearchForm } from "@/components/customers/customer-search-form";
import { CustomersTable } from "@/components/customers/customers-table";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { listCustomers } from "@/lib/customers/queries";
import { IMPORT_CLIENTS_PATH, NEW_CLIENT_PATH } from "@/lib/customers/clients-schema";
import { parseCustomerListParams } from "@/lib/customers/schema";
import { formatCount } from "@/lib/format/count";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Customers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PRIMARY_LINK =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none";
const SECONDARY_LINK =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none";

/** The business's customers: from its bookings and its client book (owners and managers; staff get 403). */
export default async function CustomersPage({ searchParams }: Props) {
  const user = await requireUser({ can: ["manage", "customers"] });
  if (!user.business) {
    return (
      <section className="space-y-6">
        <ScreenHeader title="Customers" />
        <SetupRequired role={user.role} message="Please complete your business setup before viewing your customers." />
      </section>
    );
  }
  const params = parseCustomerListParams(await searchParams);
  const list = await listCustomers(getDb(), user.business.id, params, new Date());

  return (
    <section className="space-y-6">
      <ScreenHeader
        title="Customers"
        actions={
          <div className="flex shrink-0 flex-col gap-2 whitespace-nowrap sm:flex-row">
            <Link href={IMPORT_CLIENTS_PATH} className={SECONDARY_LINK}>
              <Upload aria-hidden className="size-4" />
              Import clients
            </Link>
            <Link href={NEW_CLIENT_PATH} className={PRIMARY_LINK}>
              <UserPlus aria-hidden className="size-4" />
              Add client
            </Link>
          </div>
        }
      >
        Everyone who has booked with {user.business.name}, and the clients you added or imported.
      </ScreenHeader>
      <CustomerSearchForm q={params.q} sort={params.sort} />
      {list.total === 0 ? (
        params.q ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">No customers match your search</h2>
            <p className="mt-1 text-slate-600">Try part of a name, email address or phone number.</p>
          </div>
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <Contact aria-hidden className="mx-auto size-10 text-slate-500" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">No customers yet</h2>
            <p className="mt-1 text-slate-600">
              Customers appear here as soon as they make their first booking, or when you add or import them.
            </p>
          </div>
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.total === 1 ? "1 customer" : `${formatCount(list.total)} customers`}
            {params.q ? ` matching “${params.q}”` : ""}
          </p>
          <CustomersTable customers={list.items} timeZone={user.business.timeZone} />
          <CustomerPagination params={params} page={list.page} pageCount={list.pageCount} total={list.total} />
        </>
      )}
    </section>
  );
}
