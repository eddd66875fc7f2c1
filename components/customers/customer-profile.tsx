import Link from "next/link";
import { Mail, Phone } from "lucide-react";
import type { CustomerSummary } from "@/lib/customers/queries";
import { formatDayDate } from "@/lib/format/date-time";
import { formatPence } from "@/lib/format/money";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";
import { StatCard } from "@/components/ui/stat-card";

/** The customer's name, how to reach them, and their figures with the business. */
export function CustomerProfile({ customer, timeZone }: { customer: CustomerSummary; timeZone: string }) {
  const stats = [
    { label: "Visits", value: String(customer.visits) },
    { label: "Total spent", value: formatPence(customer.totalSpentPence) },
    { label: "No-shows", value: String(customer.noShows) },
    { label: "Customer since", value: formatDayDate(customer.customerSince, timeZone) },
  ];
  return (
    <section aria-labelledby="customer-heading" className="space-y-4">
      <Link href={CUSTOMERS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All customers
      </Link>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 id="customer-heading" className="text-2xl font-bold break-words text-slate-900">
          {customer.name}
        </h1>
        <ul className="mt-2 flex flex-col gap-1 text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden className="size-4 shrink-0 text-slate-500" />
            <a href={`mailto:${customer.email}`} className="break-all text-brand-700 hover:underline">
              {customer.email}
            </a>
          </li>
          {customer.phone ? (
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0 text-slate-500" />
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
                {customer.phone}
              </a>
            </li>
          ) : null}
        </ul>
        {customer.client ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="client-record">
            {customer.client.source === "import" ? "Imported to your client book" : "Added to your client book"}
            {" · "}
            {customer.client.marketingConsent && customer.client.marketingConsentAt
              ? `Accepts marketing (since ${formatDayDate(customer.client.marketingConsentAt, timeZone)})`
              : "No marketing consent"}
          </p>
        ) : null}
      </div>
      <dl aria-label="Customer figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <StatCard key={stat.label} testId="customer-stat" {...stat} />
        ))}
      </dl>
    </section>
  );
}
