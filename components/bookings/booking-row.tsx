"use client";

import { useEffect, useRef, useState } from "react";
import { Bell, BellRing, ChevronDown, StickyNote } from "lucide-react";
import { WholeWords } from "@/components/ui/whole-words";
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

function useHighlight(highlighted: boolean) {
  const ref = useRef<HTMLTableRowElement>(null);
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

/**
 * The rows of one page, as one client component: handed the rows as data, so the server's payload is one
 * element with plain props rather than one element per row (React's payload writer puts every element past
 * its first 3.2 kB in a row of its own, which the HTML renderer then waits for and streams as a separate
 * segment with its own script).
 */
export function BookingRows({
  rows,
  highlightId,
  canModify,
}: {
  rows: BookingRowData[];
  highlightId: string | null;
  canModify: boolean;
}) {
  return rows.map((row) => (
    <BookingRow key={row.id} booking={row} highlighted={row.id === highlightId} canModify={canModify} />
  ));
}

// booking-cell (app/globals.css): the same horizontal padding as the headers (bookings-list.tsx), so the columns line up.

/**
 * One booking: a table row on wide screens; below md the row is a compact card (same DOM, so one highlight,
 * one action menu and no duplicate ids): date and status, customer and price, service and staff, then the
 * actions. The customer's email, phone and notes and the reminder wait behind Details there, so a phone
 * screen holds four or more bookings.
 */
export function BookingRow({ booking, highlighted, canModify }: Props) {
  const { ref, active } = useHighlight(highlighted);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = `booking-${booking.id}-details`;
  const hasDetails = Boolean(booking.customerEmail || booking.customerPhone || booking.notes || booking.reminder);
  // Phones: shown only once opened; from md always.
  const onPhone = detailsOpen ? "" : "hidden md:block";
  return (
    <tr
      ref={ref}
      data-testid="booking-row"
      data-booking-id={booking.id}
      data-status={booking.status}
      data-highlighted={active ? "true" : undefined}
      aria-current={active ? "true" : undefined}
      className={`grid scroll-mt-24 grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-3 transition-colors duration-500 last:border-b-0 md:table-row md:p-0 ${
        active ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-brand-500)]" : ""
      }`}
    >
      <td className="booking-cell" data-column="when">
        <time
          dateTime={booking.startsAtIso}
          className="font-medium whitespace-nowrap text-slate-900 tabular-nums"
          data-testid="booking-when"
        >
          {booking.when}
        </time>
      </td>
      <td className="booking-cell row-start-2" data-column="customer">
        <WholeWords text={booking.customerName} className="block font-semibold text-slate-900" />
        <div id={detailsId} className={onPhone}>
          {/* A walk-in may have been booked without an email address. */}
          {booking.customerEmail ? (
            <p className="text-sm text-slate-600">
              <span className="sr-only">Email: </span>
              <a
                href={`mailto:${booking.customerEmail}`}
                className="inline-flex min-h-6 max-w-full items-center hover:text-slate-900 hover:underline"
              >
                <WholeWords text={booking.customerEmail} email />
              </a>
            </p>
          ) : null}
          {booking.customerPhone ? (
            <p className="text-sm text-slate-600">
              <span className="sr-only">Phone: </span>
              <a
                href={`tel:${booking.customerPhone.replace(/\s+/g, "")}`}
                className="inline-flex min-h-6 items-center whitespace-nowrap hover:text-slate-900 hover:underline"
              >
                {booking.customerPhone}
              </a>
            </p>
          ) : null}
          {booking.notes ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
              <StickyNote className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Notes: </span>
              <span className="min-w-0 break-words whitespace-pre-line">{booking.notes}</span>
            </p>
          ) : null}
          {/* The reminder's own place on a phone (the status cell's line is for wide screens). */}
          {detailsOpen && booking.reminder ? (
            <p className="mt-1 text-xs text-slate-600 md:hidden">{booking.reminder.label}</p>
          ) : null}
        </div>
      </td>
      <td className="booking-cell row-start-3 text-sm md:text-base" data-column="service">
        <WholeWords text={booking.serviceName} className="block text-slate-900" />
        {booking.visit ? (
          <span className="mt-0.5 block text-xs text-violet-800" data-testid="booking-visit">
            {booking.visit}
          </span>
        ) : null}
        {booking.rooms ? (
          <span className="mt-0.5 block text-xs text-slate-600" data-testid="booking-rooms">
            <span className="sr-only">Room: </span>
            {booking.rooms}
          </span>
        ) : null}
      </td>
      <td className="booking-cell row-start-3 text-right text-sm md:text-left md:text-base" data-column="staff">
        <WholeWords
          text={booking.staffName || "No staff assigned"}
          className="block text-slate-700 md:text-slate-900"
        />
      </td>
      <td className="booking-cell row-start-2 text-right" data-column="price">
        <span className="font-medium text-slate-900 tabular-nums">{booking.price}</span>
      </td>
      <td className="booking-cell col-start-2 row-start-1 text-right md:text-left" data-column="status">
        <StatusBadge status={booking.status} />
        {booking.reminder ? (
          <p className="mt-1.5 hidden items-start gap-1 text-xs text-slate-600 md:flex" data-testid="booking-reminder">
            {booking.reminder.sent ? (
              <BellRing className="mt-px size-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Bell className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            )}
            <span>{booking.reminder.label}</span>
          </p>
        ) : null}
      </td>
      <td className="booking-cell col-span-2 row-start-4" data-column="actions">
        <div className="flex items-center justify-between gap-2 md:justify-end">
          {hasDetails ? (
            <button
              type="button"
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((open) => !open)}
              className="-ml-1 inline-flex min-h-9 shrink-0 items-center gap-1 rounded-lg px-1 text-sm font-medium text-slate-700 hover:bg-slate-100 md:hidden"
            >
              Details
              <span className="sr-only"> for {booking.customerName}</span>
              <ChevronDown className={`size-4 transition ${detailsOpen ? "rotate-180" : ""}`} aria-hidden="true" />
            </button>
          ) : (
            <span className="md:hidden" />
          )}
          {canModify ? <BookingActions booking={booking} /> : <span className="sr-only">No actions</span>}
        </div>
      </td>
    </tr>
  );
}
