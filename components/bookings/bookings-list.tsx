import Link from "next/link";
import { CalendarX2, SearchX } from "lucide-react";
import { buildBookingsHref, type BookingView } from "@/lib/bookings/filters-schema";
import { EmptyState } from "@/components/ui/empty-state";
import { BookingRows } from "./booking-row";
import type { BookingRowData } from "./types";

type ListProps = {
  rows: BookingRowData[];
  highlightId: string | null;
  canModify: boolean;
};

// The same horizontal padding as the cells (booking-row.tsx): a column's header and cells share one left edge.
const HEAD = "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";

const COLUMNS = [
  { label: "Date & time" },
  { label: "Customer" },
  { label: "Service" },
  { label: "Staff" },
  { label: "Price", right: true },
  { label: "Status" },
  { label: "Actions", right: true },
];

/**
 * The bookings as a table on wide screens (md and up: one header row, columns lined up by the table
 * itself); on phones the header row is hidden and each row is a card with its own labels. The table
 * scrolls sideways inside its box if a tablet is too narrow, never the page.
 */
export function BookingsList({ rows, highlightId, canModify }: ListProps) {
  return (
    <div
      data-testid="bookings-table"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm md:overflow-x-auto"
    >
      <table className="block w-full md:table md:min-w-[46rem]">
        <caption className="sr-only">Bookings</caption>
        <thead className="hidden border-b border-slate-200 md:table-header-group">
          <tr>
            {COLUMNS.map(({ label, right }) => (
              <th key={label} scope="col" className={right ? `${HEAD} text-right` : HEAD}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          <BookingRows rows={rows} highlightId={highlightId} canModify={canModify} />
        </tbody>
      </table>
    </div>
  );
}

/** 'No bookings found' when there are none at all, 'No bookings match your filters' otherwise. */
export function BookingsEmptyState({ filtered, view }: { filtered: boolean; view: BookingView }) {
  return (
    <EmptyState
      testId="bookings-empty"
      icon={filtered ? SearchX : CalendarX2}
      muted
      headingLevel="h2"
      title={filtered ? "No bookings match your filters" : "No bookings found"}
      description={
        filtered
          ? "Try another search, date or status, or clear the filters to see every booking."
          : "Bookings made on your booking page will appear here."
      }
    >
      {filtered ? <ClearFiltersLink view={view} /> : null}
    </EmptyState>
  );
}

/** Drops search, status and dates; the tab stays (it is a view, not a filter). */
export function ClearFiltersLink({ view, className = "" }: { view: BookingView; className?: string }) {
  return (
    <Link
      href={buildBookingsHref({ view })}
      className={`inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 ${className}`}
    >
      Clear Filters
    </Link>
  );
}
