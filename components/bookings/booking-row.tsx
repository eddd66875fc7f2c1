"use client";

import { useEffect, useRef, useState } from "react";
import { Mail, Phone, StickyNote } from "lucide-react";
import { BookingActions } from "./booking-actions";
import { StatusBadge } from "./status-badge";
import type { BookingRowData } from "./types";

/** A booking opened from a link stays highlighted this long. */
export const HIGHLIGHT_DURATION_MS = 5000;

type Props = {
  booking: BookingRowData;
  highlighted: boolean;
  canModify: boolean;
};

/** Shown before each value on phones, where the column headings are hidden (below xl); screen readers hear it everywhere. */
function CellLabel({ children }: { children: React.ReactNode }) {
  return (
    <span className="mb-0.5 block text-xs font-medium tracking-wide text-slate-500 uppercase xl:sr-only">
      {children}
    </span>
  );
}

function useHighlight(highlighted: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  const [active, setActive] = useState(highlighted);
  const [previous, setPrevious] = useState(highlighted);
  // A new ?highlightBooking for an already-mounted row (same page) highlights it again.
  if (highlighted !== previous) {
    setPrevious(highlighted);
    setActive(highlighted);
  }
  useEffect(() => {
    if (!active) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ref.current?.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
    const timer = window.setTimeout(() => setActive(false), HIGHLIGHT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  return { ref, active };
}

export function BookingRow({ booking, highlighted, canModify }: Props) {
  const { ref, active } = useHighlight(highlighted);
  return (
    <li
      ref={ref}
      data-testid="booking-row"
      data-booking-id={booking.id}
      data-status={booking.status}
      data-highlighted={active ? "true" : undefined}
      aria-current={active ? "true" : undefined}
      className={`grid scroll-mt-24 gap-4 p-4 transition-colors duration-500 sm:grid-cols-2 sm:p-5 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,0.6fr)_auto] xl:items-center ${
        active ? "relative z-10 rounded-xl bg-brand-50 ring-2 ring-brand-500" : ""
      }`}
    >
      <div className="min-w-0">
        <CellLabel>Customer</CellLabel>
        <p className="font-semibold break-words text-slate-900">{booking.customerName}</p>
        <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
          <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="sr-only">Email:</span>
          <a
            href={`mailto:${booking.customerEmail}`}
            className="min-w-0 break-all hover:text-slate-900 hover:underline"
          >
            {booking.customerEmail}
          </a>
        </p>
        {booking.customerPhone ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Phone:</span>
            <a
              href={`tel:${booking.customerPhone.replace(/\s+/g, "")}`}
              className="hover:text-slate-900 hover:underline"
            >
              {booking.customerPhone}
            </a>
          </p>
        ) : null}
        {booking.notes ? (
          <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-700">
            <StickyNote className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Notes:</span>
            <span className="min-w-0 break-words whitespace-pre-line">{booking.notes}</span>
          </p>
        ) : null}
      </div>

      <div className="min-w-0">
        <CellLabel>Service</CellLabel>
        <p className="font-medium break-words text-slate-900">{booking.serviceName}</p>
        <p className="mt-0.5 text-sm break-words text-slate-600">
          <span className="sr-only">Staff: </span>
          {booking.staffName || "No staff assigned"}
        </p>
      </div>

      <div className="grid grid-cols-2 gap-4 xl:contents">
        <div>
          <CellLabel>Date &amp; time</CellLabel>
          <p className="font-medium text-slate-900">
            <time dateTime={booking.startsAtIso}>
              <span data-testid="booking-day">{booking.dayLabel}</span>
              <span className="block text-sm font-normal text-slate-600 tabular-nums" data-testid="booking-time">
                {booking.time}
              </span>
            </time>
          </p>
        </div>
        <div>
          <CellLabel>Price</CellLabel>
          <p className="font-medium text-slate-900 tabular-nums">{booking.price}</p>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 xl:flex-col xl:items-end xl:justify-center">
        <span>
          <span className="sr-only">Status: </span>
          <StatusBadge status={booking.status} />
        </span>
        {canModify ? <BookingActions booking={booking} /> : null}
      </div>
    </li>
  );
}
