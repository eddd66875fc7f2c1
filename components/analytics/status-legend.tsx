import type { StatusSlice } from "@/lib/metrics/analytics";

/**
 * The status figures as text, each beside its colour: doubles as the chart's legend. Two columns with each count
 * at its column's right edge, so a count never runs into the next status's swatch (the card is half a screen wide).
 */
export function StatusLegend({ data }: { data: StatusSlice[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-x-8 gap-y-2 text-sm" aria-label="Bookings by status">
      {data.map((slice) => (
        <li
          key={slice.status}
          data-testid="status-count"
          data-status={slice.status}
          className="flex items-center gap-2 text-slate-700"
        >
          <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.colour }} aria-hidden="true" />
          <span>{slice.label}</span>
          <span className="ml-auto font-semibold tabular-nums text-slate-900">{slice.count}</span>
        </li>
      ))}
    </ul>
  );
}
