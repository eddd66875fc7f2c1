import Link from "next/link";
import {
  BOOKING_VIEW_LABELS,
  BOOKING_VIEWS,
  buildBookingsHref,
  type BookingFilters,
} from "@/lib/bookings/filters-schema";

type Props = { filters: Pick<BookingFilters, "view" | "q" | "status" | "from" | "to"> };

/**
 * Upcoming / Past / All as links (each a URL, so Back, bookmarks and middle-click work); the
 * current one has aria-current="page". Switching keeps search, status and dates and goes to page 1.
 */
export function BookingTabs({ filters }: Props) {
  return (
    <nav aria-label="Booking views">
      <ul className="flex gap-1 border-b border-slate-200">
        {BOOKING_VIEWS.map((view) => {
          const current = view === filters.view;
          return (
            <li key={view}>
              <Link
                href={buildBookingsHref({ ...filters, view })}
                aria-current={current ? "page" : undefined}
                scroll={false}
                className={`-mb-px inline-block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold transition ${
                  current
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {BOOKING_VIEW_LABELS[view]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
