"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import {
  BOOKING_STATUS_FILTER_LABELS,
  BOOKING_STATUS_FILTERS,
  BOOKINGS_PATH,
  buildBookingsHref,
  dateRangeError,
  MAX_BOOKING_SEARCH_LENGTH,
  normalizeBookingSearch,
  type BookingFilters,
  type BookingStatusFilter,
} from "@/lib/bookings/filters-schema";

type Props = Pick<BookingFilters, "view" | "q" | "status" | "from" | "to">;

const STATUS_OPTIONS = BOOKING_STATUS_FILTERS.map((option) => ({
  value: option,
  label: BOOKING_STATUS_FILTER_LABELS[option],
}));

/**
 * Customer search, status and a From/To date range. They live in the URL, so a filtered list can be
 * bookmarked and the server filters in SQL; applying starts again at page 1 and keeps the tab.
 * Status and dates apply as they change, the search on Enter or the Search button. A 'To' before
 * 'From' is shown as the To field's error and nothing is applied (the typed values stay).
 * The page re-mounts this with a key per filter combination, so the controls follow the URL.
 * On phones the controls fold away behind a Filters button (saying how many are on), so the list starts
 * on the first screen.
 */
export function BookingFiltersBar({ view, q, status, from, to }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const [rangeError, setRangeError] = useState(() => dateRangeError(from, to));
  const [open, setOpen] = useState(false);
  const activeCount = [q, status !== "all", from, to].filter(Boolean).length;

  function apply() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const nextFrom = String(data.get("from") ?? "") || null;
    const nextTo = String(data.get("to") ?? "") || null;
    const error = dateRangeError(nextFrom, nextTo);
    setRangeError(error);
    if (error) return;
    const next = {
      view,
      q: normalizeBookingSearch(String(data.get("q") ?? "")),
      status: String(data.get("status") ?? "all") as BookingStatusFilter,
      from: nextFrom,
      to: nextTo,
    };
    startTransition(() => router.push(buildBookingsHref(next), { scroll: false }));
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="booking-filters"
        onClick={() => setOpen((current) => !current)}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 md:hidden"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
        {activeCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white tabular-nums">
            {activeCount}
            <span className="sr-only"> on</span>
          </span>
        ) : null}
        <ChevronDown className={`size-4 transition ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <form
        id="booking-filters"
        ref={formRef}
        role="search"
        aria-label="Filter bookings"
        action={BOOKINGS_PATH}
        method="get"
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        className={`${open ? "mt-3 grid" : "hidden"} items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 md:mt-0 md:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]`}
      >
        {/* Without JavaScript the GET form still works; keep the tab. */}
        {view !== "upcoming" ? <input type="hidden" name="view" value={view} /> : null}
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Input
            id="booking-search"
            className="min-w-0 flex-1"
            dense
            label="Search customers"
            name="q"
            type="search"
            placeholder="Name, email or phone"
            maxLength={MAX_BOOKING_SEARCH_LENGTH}
            defaultValue={q}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" className="shrink-0" disabled={pending}>
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </div>
        <Select
          id="booking-status-filter"
          dense
          label="Filter by status"
          name="status"
          options={STATUS_OPTIONS}
          defaultValue={status}
          onChange={apply}
        />
        <Input
          id="booking-from-filter"
          dense
          label="From"
          name="from"
          type="date"
          defaultValue={from ?? ""}
          onChange={apply}
        />
        <Input
          id="booking-to-filter"
          dense
          label="To"
          name="to"
          type="date"
          defaultValue={to ?? ""}
          error={rangeError ?? undefined}
          onChange={apply}
        />
      </form>
    </div>
  );
}
