import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { WholeWords } from "@/components/ui/whole-words";
import type { CustomerSummary } from "@/lib/customers/queries";
import { formatDayDate } from "@/lib/format/date-time";
import { formatPence } from "@/lib/format/money";
import { customerHref } from "@/lib/customers/schema";
import { formatCount } from "@/lib/format/count";

type Props = { customers: CustomerSummary[]; timeZone: string };

const dayOrDash = (date: Date | null, timeZone: string) => (date ? formatDayDate(date, timeZone) : "—");

/** The columns; a figure is also on the customer's card on a phone, at its place (`figure`). */
const columns = (timeZone: string): (Column<CustomerSummary> & { header: string; figure?: number })[] => [
  {
    header: "Customer",
    className: "max-w-64",
    cell: (customer) => (
      <>
        <Link href={customerHref(customer.email)} className="block font-semibold text-brand-700 hover:underline">
          <WholeWords text={customer.name} />
        </Link>
        <WholeWords text={customer.email} email className="block text-slate-600" />
      </>
    ),
  },
  { header: "Phone", className: "whitespace-nowrap text-slate-700", cell: (customer) => customer.phone || "—" },
  {
    header: "Visits",
    figure: 1,
    numeric: true,
    className: "text-slate-900",
    cell: (customer) => formatCount(customer.visits),
  },
  {
    header: "Last visit",
    figure: 3,
    className: "whitespace-nowrap text-slate-700",
    cell: (customer) => dayOrDash(customer.lastVisit, timeZone),
  },
  {
    header: "Next appointment",
    figure: 4,
    className: "whitespace-nowrap text-slate-700",
    cell: (customer) => dayOrDash(customer.nextAppointment, timeZone),
  },
  {
    header: "Total spent",
    figure: 2,
    numeric: true,
    className: "text-slate-900",
    cell: (customer) => formatPence(customer.totalSpentPence),
  },
  {
    header: "No-shows",
    figure: 5,
    numeric: true,
    className: "text-slate-900",
    cell: (customer) => formatCount(customer.noShows),
  },
];

/** A real table from the md breakpoint up; a card per customer on a phone, with the same figures. */
export function CustomersTable({ customers, timeZone }: Props) {
  const figures = columns(timeZone)
    .filter((column) => column.figure)
    .sort((a, b) => (a.figure ?? 0) - (b.figure ?? 0));
  return (
    <DataTable
      caption="Customers"
      columns={columns(timeZone)}
      rows={customers}
      rowKey={(customer) => customer.email}
      rowTestId="customer-row"
      phone={{
        box: { className: "overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm" },
        listClassName: "space-y-3",
        card: (customer) => (
          <li
            key={customer.email}
            data-testid="customer-card"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Link href={customerHref(customer.email)} className="block font-semibold text-brand-700 hover:underline">
              <WholeWords text={customer.name} />
            </Link>
            <WholeWords text={customer.email} email className="block text-sm text-slate-600" />
            {customer.phone ? <p className="text-sm text-slate-600">{customer.phone}</p> : null}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {figures.map((figure) => (
                <div key={figure.header}>
                  <dt className="text-slate-600">{figure.header}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{figure.cell(customer)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ),
      }}
    />
  );
}
