"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import {
  BOOKING_STATUS_FILTER_LABELS,
  BOOKING_STATUS_FILTERS,
  BOOKINGS_PATH,
  buildBookingsHref,
  type BookingStatusFilter,
} from "@/lib/validations/booking-filters";

type Props = {
  status: BookingStatusFilter;
  date: string | null;
};

const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none";

/**
 * The date and status filters. They live in the URL (?status=…&date=…), so a filtered list can be
 * bookmarked and the server filters in SQL; changing one starts again at page 1.
 * The page re-mounts this with a key per filter combination, so the controls follow the URL.
 */
export function BookingFiltersBar({ status, date }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function apply(next: { status: BookingStatusFilter; date: string | null }) {
    startTransition(() => router.push(buildBookingsHref(next), { scroll: false }));
  }

  return (
    <form
      role="search"
      aria-label="Filter bookings"
      action={BOOKINGS_PATH}
      method="get"
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const nextStatus = String(data.get("status") ?? "all") as BookingStatusFilter;
        const nextDate = String(data.get("date") ?? "");
        apply({ status: nextStatus, date: nextDate || null });
      }}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5"
    >
      <div>
        <label htmlFor="booking-date-filter" className="mb-1 block text-sm font-medium text-slate-800">
          Filter by date
        </label>
        <input
          id="booking-date-filter"
          name="date"
          type="date"
          defaultValue={date ?? ""}
          onChange={(event) => apply({ status, date: event.currentTarget.value || null })}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="booking-status-filter" className="mb-1 block text-sm font-medium text-slate-800">
          Filter by status
        </label>
        <select
          id="booking-status-filter"
          name="status"
          defaultValue={status}
          onChange={(event) => apply({ status: event.currentTarget.value as BookingStatusFilter, date })}
          className={controlClass}
        >
          {BOOKING_STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {BOOKING_STATUS_FILTER_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
