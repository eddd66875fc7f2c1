import type { StatusSlice } from "@/lib/metrics/analytics";

/** The status figures as text, each beside its colour: doubles as the chart's legend. */
export function StatusLegend({ data }: { data: StatusSlice[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Bookings by status">
      {data.map((slice) => (
        <li
          key={slice.status}
          data-testid="status-count"
          data-status={slice.status}
          className="flex items-center gap-2 text-slate-700"
        >
          <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.colour }} aria-hidden="true" />
          <span>{slice.label}</span>
          <span className="ml-auto font-semibold tabular-nums text-slate-900 sm:ml-0">{slice.count}</span>
        </li>
      ))}
    </ul>
  );
}
