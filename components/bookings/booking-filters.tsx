"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
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

const STATUS_OPTIONS = BOOKING_STATUS_FILTERS.map((option) => ({
  value: option,
  label: BOOKING_STATUS_FILTER_LABELS[option],
}));

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
      <Input
        id="booking-date-filter"
        dense
        label="Filter by date"
        name="date"
        type="date"
        defaultValue={date ?? ""}
        onChange={(event) => apply({ status, date: event.currentTarget.value || null })}
      />
      <Select
        id="booking-status-filter"
        dense
        label="Filter by status"
        name="status"
        options={STATUS_OPTIONS}
        defaultValue={status}
        onChange={(event) => apply({ status: event.currentTarget.value as BookingStatusFilter, date })}
      />
    </form>
  );
}
