import { CalendarCheck, CircleCheckBig, CircleX, Hourglass, type LucideIcon } from "lucide-react";
import type { BookingStatus } from "@/lib/constants";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/filters-schema";
import { formatCount } from "@/lib/format/count";

type Props = { counts: Record<BookingStatus, number> };

/** Four status count tiles, in this order; colours follow the status badges. One slim row of four on phones. */
const TILES: { status: BookingStatus; Icon: LucideIcon; iconClass: string }[] = [
  { status: "confirmed", Icon: CalendarCheck, iconClass: "bg-green-100 text-green-800" },
  { status: "pending", Icon: Hourglass, iconClass: "bg-yellow-100 text-yellow-900" },
  { status: "cancelled", Icon: CircleX, iconClass: "bg-red-100 text-red-800" },
  { status: "completed", Icon: CircleCheckBig, iconClass: "bg-blue-100 text-blue-800" },
];

export function StatusTiles({ counts }: Props) {
  return (
    <ul
      aria-label="Bookings by status"
      className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4 lg:gap-4"
    >
      {TILES.map(({ status, Icon, iconClass }) => (
        <li
          key={status}
          data-testid="status-tile"
          data-status={status}
          className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white px-2 py-1.5 shadow-sm sm:rounded-2xl sm:p-4"
        >
          <span className={`hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex ${iconClass}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-xs font-medium text-slate-600 sm:text-sm">
              {BOOKING_STATUS_LABELS[status]}
            </span>
            <span
              data-testid="status-tile-count"
              className="block text-lg font-bold text-slate-900 tabular-nums sm:text-2xl"
            >
              {formatCount(counts[status])}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
