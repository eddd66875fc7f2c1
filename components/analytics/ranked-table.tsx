import { formatPence } from "@/lib/format/money";
import type { RankedRow } from "@/lib/metrics/analytics";
import { formatCount } from "@/lib/format/count";

type Props = {
  rows: RankedRow[];
  /** Column heading for the name, e.g. 'Service' or 'Staff member'. */
  nameHeading: string;
  caption: string;
  rowTestId: string;
};

/** The figures behind a ranked chart: name, bookings and revenue (completed bookings), largest first. */
export function RankedTable({ rows, nameHeading, caption, rowTestId }: Props) {
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            {nameHeading}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Bookings
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.name} data-testid={rowTestId} className="text-slate-900">
            <th scope="row" className="py-2 pr-3 font-medium">
              {row.name}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.bookings)}</td>
            <td className="py-2 text-right tabular-nums">{formatPence(row.revenuePence)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
