import Link from "next/link";
import { WholeWords } from "@/components/ui/whole-words";
import type { CustomerSummary } from "@/lib/customers/queries";
import { formatDayDate } from "@/lib/format/date-time";
import { formatPence } from "@/lib/format/money";
import { customerHref } from "@/lib/customers/schema";
import { formatCount } from "@/lib/format/count";

type Props = { customers: CustomerSummary[]; timeZone: string };

const dayOrDash = (date: Date | null, timeZone: string) => (date ? formatDayDate(date, timeZone) : "—");

/** A real table from the md breakpoint up; a card per customer on a phone, with the same figures. */
export function CustomersTable({ customers, timeZone }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Customers</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Customer
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Phone
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap text-right">
                Visits
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Last visit
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Next appointment
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap text-right">
                Total spent
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap text-right">
                No-shows
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {customers.map((customer) => (
              <tr key={customer.email} data-testid="customer-row" className="hover:bg-slate-50">
                <td className="max-w-64 px-4 py-3">
                  <Link
                    href={customerHref(customer.email)}
                    className="block font-semibold text-brand-700 hover:underline"
                  >
                    <WholeWords text={customer.name} />
                  </Link>
                  <WholeWords text={customer.email} email className="block text-slate-600" />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{customer.phone || "—"}</td>
                <td className="px-4 py-3 text-right tabular-nums text-slate-900">{formatCount(customer.visits)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {dayOrDash(customer.lastVisit, timeZone)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {dayOrDash(customer.nextAppointment, timeZone)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-slate-900">
                  {formatPence(customer.totalSpentPence)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-slate-900">{formatCount(customer.noShows)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Customers">
        {customers.map((customer) => (
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
              <div>
                <dt className="text-slate-600">Visits</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatCount(customer.visits)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Total spent</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatPence(customer.totalSpentPence)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Last visit</dt>
                <dd className="font-medium text-slate-900">{dayOrDash(customer.lastVisit, timeZone)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Next appointment</dt>
                <dd className="font-medium text-slate-900">{dayOrDash(customer.nextAppointment, timeZone)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">No-shows</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatCount(customer.noShows)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
