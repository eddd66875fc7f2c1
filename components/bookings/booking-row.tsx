"use client";

import { useEffect, useRef, useState } from "react";
import { Bell, BellRing, StickyNote } from "lucide-react";
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

// booking-cell (app/globals.css): the same horizontal padding as the headers (bookings-list.tsx), so the columns line
// up, and on phones, where the header row is hidden, the column's name (data-label) above each value.

/**
 * One booking: a table row on wide screens; below md the row and its cells are blocks, laid out as a
 * card (same DOM, so one highlight, one action menu and no duplicate ids).
 */
export function BookingRow({ booking, highlighted, canModify }: Props) {
  const { ref, active } = useHighlight(highlighted);
  return (
    <tr
      ref={ref}
      data-testid="booking-row"
      data-booking-id={booking.id}
      data-status={booking.status}
      data-highlighted={active ? "true" : undefined}
      aria-current={active ? "true" : undefined}
      className={`grid scroll-mt-24 grid-cols-2 gap-x-4 gap-y-3 border-b border-slate-100 p-4 transition-colors duration-500 last:border-b-0 md:table-row md:p-0 ${
        active ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-brand-500)]" : ""
      }`}
    >
      <td className="booking-cell col-span-2" data-column="when" data-label="Date & time">
        <time
          dateTime={booking.startsAtIso}
          className="font-medium whitespace-nowrap text-slate-900 tabular-nums"
          data-testid="booking-when"
        >
          {booking.when}
        </time>
      </td>
      <td className="booking-cell col-span-2" data-column="customer" data-label="Customer">
        <p className="font-semibold break-words text-slate-900">{booking.customerName}</p>
        {/* A walk-in may have been booked without an email address. */}
        {booking.customerEmail ? (
          <p className="text-sm break-words text-slate-600">
            <span className="sr-only">Email: </span>
            <a
              href={`mailto:${booking.customerEmail}`}
              className="inline-flex min-h-6 items-center hover:text-slate-900 hover:underline"
            >
              {booking.customerEmail}
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
      </td>
      <td className="booking-cell" data-column="service" data-label="Service">
        <span className="break-words text-slate-900">{booking.serviceName}</span>
      </td>
      <td className="booking-cell" data-column="staff" data-label="Staff">
        <span className="break-words text-slate-900">{booking.staffName || "No staff assigned"}</span>
      </td>
      <td className="booking-cell md:text-right" data-column="price" data-label="Price">
        <span className="font-medium text-slate-900 tabular-nums">{booking.price}</span>
      </td>
      <td className="booking-cell" data-column="status" data-label="Status">
        <StatusBadge status={booking.status} />
        {booking.reminder ? (
          <p className="mt-1.5 flex items-start gap-1 text-xs text-slate-600" data-testid="booking-reminder">
            {booking.reminder.sent ? (
              <BellRing className="mt-px size-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Bell className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            )}
            <span>{booking.reminder.label}</span>
          </p>
        ) : null}
      </td>
      <td className="booking-cell col-span-2" data-column="actions">
        {canModify ? <BookingActions booking={booking} /> : <span className="sr-only">No actions</span>}
      </td>
    </tr>
  );
}
