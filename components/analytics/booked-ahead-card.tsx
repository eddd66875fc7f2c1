import { formatCount } from "@/lib/format/count";
import { formatDuration } from "@/lib/format/duration";
import { formatPence } from "@/lib/format/money";
import { formatPercent } from "@/lib/metrics/analytics";
import type { BookedAhead } from "@/lib/metrics/booked-ahead";
import { ChartCard } from "./chart-card";

type Props = { bookedAhead: BookedAhead; periodDays: number; untilLabel: string };

/**
 * What is booked for the coming days, beside the period's completed figures: appointments, their value and
 * each staff member's booked share of their working hours. Every figure says what it counts.
 */
export function BookedAheadCard({ bookedAhead, periodDays, untilLabel }: Props) {
  const figures = [
    {
      label: "Booked appointments",
      value: formatCount(bookedAhead.bookings),
      description: "Pending and confirmed, starting from now on",
    },
    {
      label: "Booked revenue",
      value: formatPence(bookedAhead.revenuePence),
      description: "Their prices, before they are completed",
    },
  ];
  return (
    <ChartCard id="booked-ahead" title="Booked Ahead" description={`The next ${periodDays} days, to ${untilLabel}.`}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        {figures.map((figure) => (
          <div key={figure.label} data-testid="booked-ahead-figure" className="min-w-0 rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{figure.value}</dd>
            <dd className="mt-1 text-xs text-slate-600">{figure.description}</dd>
          </div>
        ))}
      </dl>
      {bookedAhead.staff.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No staff members yet</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Booked ahead by staff member</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Staff member
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Appointments
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Booked time
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Utilisation
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bookedAhead.staff.map((row) => (
              <tr key={row.staffId ?? row.name} data-testid="booked-ahead-staff" className="text-slate-900">
                <th scope="row" className="py-2 pr-3 font-medium break-words">
                  {row.name}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.bookings)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatDuration(row.minutes)}</td>
                <td className="py-2 text-right tabular-nums">
                  {row.utilisationPercent === null ? "—" : formatPercent(row.utilisationPercent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Utilisation: booked time as a share of their working hours (their own hours within your opening hours; days off
        you have blocked still count as working time).
      </p>
    </ChartCard>
  );
}
