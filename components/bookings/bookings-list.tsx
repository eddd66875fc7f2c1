import Link from "next/link";
import { CalendarX2, SearchX } from "lucide-react";
import { BOOKINGS_PATH } from "@/lib/validations/booking-filters";
import { BookingRow } from "./booking-row";
import type { BookingRowData } from "./types";

type ListProps = {
  rows: BookingRowData[];
  highlightId: string | null;
  canModify: boolean;
};

/** The bookings as rows: a five-column grid on wide screens, stacked cards on phones. */
export function BookingsList({ rows, highlightId, canModify }: ListProps) {
  return (
    <section aria-labelledby="booking-list-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="booking-list-heading" className="sr-only">
        Booking list
      </h2>
      {/* Visual column headings only; every cell carries its own label for screen readers and phones. */}
      <div
        aria-hidden="true"
        className="hidden gap-4 border-b border-slate-200 px-5 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase xl:grid xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,0.6fr)_auto]"
      >
        <span>Customer</span>
        <span>Service &amp; staff</span>
        <span>Date &amp; time</span>
        <span>Price</span>
        <span className="min-w-32 text-right">Status</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <BookingRow key={row.id} booking={row} highlighted={row.id === highlightId} canModify={canModify} />
        ))}
      </ul>
    </section>
  );
}

/** 'No bookings found' when there are none at all, 'No bookings match your filters' otherwise. */
export function BookingsEmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchX : CalendarX2;
  return (
    <div
      data-testid="bookings-empty"
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">
        {filtered ? "No bookings match your filters" : "No bookings found"}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {filtered
          ? "Try another date or status, or clear the filters to see every booking."
          : "Bookings made on your booking page will appear here."}
      </p>
      {filtered ? <ClearFiltersLink className="mt-6" /> : null}
    </div>
  );
}

export function ClearFiltersLink({ className = "" }: { className?: string }) {
  return (
    <Link
      href={BOOKINGS_PATH}
      className={`inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 ${className}`}
    >
      Clear Filters
    </Link>
  );
}
