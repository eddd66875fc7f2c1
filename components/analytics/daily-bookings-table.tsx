import { format, parseISO } from "date-fns";
import type { DailyCount } from "@/lib/metrics/analytics";
import { formatCount } from "@/lib/format/count";

/** Bookings per day as a table, folded away under the chart (keyboard and screen-reader friendly). */
export function DailyBookingsTable({ data }: { data: DailyCount[] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show bookings per day</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Bookings per day</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Bookings
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.map((day) => (
            <tr key={day.date} data-testid="daily-bookings" data-date={day.date} className="text-slate-900">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {format(parseISO(day.date), "EEE dd/MM/yyyy")}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatCount(day.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
