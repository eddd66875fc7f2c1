import type { Metadata } from "next";
import { BookingFiltersBar } from "@/components/bookings/booking-filters";
import { BookingsEmptyState, BookingsList, ClearFiltersLink } from "@/components/bookings/bookings-list";
import { BookingsPagination } from "@/components/bookings/bookings-pagination";
import { StatusTiles } from "@/components/bookings/status-tiles";
import type { BookingRowData } from "@/components/bookings/types";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { canModifyBookings } from "@/lib/bookings/policy";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import {
  countBookingsByStatus,
  findBookingPage,
  listBookings,
  type BookingListItem,
  type ScopedUser,
} from "@/lib/bookings/queries";
import { formatBookingDayLabel } from "@/lib/format/booking-day-label";
import { formatPence } from "@/lib/format/money";
import { toTimeInZone } from "@/lib/time/zoned-time";
import { BOOKINGS_PAGE_SIZE, hasActiveFilters, parseBookingFilters } from "@/lib/validations/booking-filters";

export const metadata: Metadata = { title: "Bookings" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /dashboard/bookings?status=…&date=…&page=…&highlightBooking=… (all optional; bad values fall back
 * to the defaults). Latest appointment first. `highlightBooking` opens the page that holds that
 * booking under the current filters (its position is counted in SQL) and highlights it for 5 s;
 * when the booking isn't visible to the user or doesn't match the filters, the requested page shows.
 */
export default async function BookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Bookings</h1>
        <p className="mt-1 text-slate-600">See every appointment, confirm new requests and keep statuses up to date.</p>
      </div>
      {user.business ? (
        <BookingsView user={{ ...user, business: user.business }} searchParams={await searchParams} />
      ) : (
        <SetupRequired />
      )}
    </section>
  );
}

function toRowData(booking: BookingListItem, now: Date, timeZone: string): BookingRowData {
  return {
    id: booking.id,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    serviceName: booking.serviceName.trim() || "Unknown Service",
    staffName: booking.staffName.trim(),
    notes: booking.notes.trim(),
    price: formatPence(booking.pricePence),
    status: booking.status,
    dayLabel: formatBookingDayLabel(booking.startsAt, now, timeZone),
    time: toTimeInZone(booking.startsAt, timeZone),
    startsAtIso: booking.startsAt.toISOString(),
  };
}

async function BookingsView({ user, searchParams }: { user: ScopedUser; searchParams: SearchParams }) {
  const db = getDb();
  const filters = parseBookingFilters(searchParams);
  const { timeZone, staffAccess } = user.business;

  let page = filters.page;
  if (filters.highlightBooking) {
    page = (await findBookingPage(db, user, filters.highlightBooking, filters, BOOKINGS_PAGE_SIZE)) ?? page;
  }
  const [counts, list] = await Promise.all([
    countBookingsByStatus(db, user),
    listBookings(db, user, { status: filters.status, date: filters.date, page, pageSize: BOOKINGS_PAGE_SIZE }),
  ]);
  // 'Today' is the business's date, not the server's or the visitor's.
  const now = new Date();
  const rows = list.items.map((booking) => toRowData(booking, now, timeZone));
  const canModify = canModifyBookings(user);
  const filtered = hasActiveFilters(filters);
  const ownOnly = user.role === "staff" && !staffAccess.staffCanViewAllBookings;
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + rows.length - 1;

  return (
    <>
      <StatusTiles counts={counts} />

      <BookingFiltersBar key={`${filters.status}|${filters.date ?? ""}`} status={filters.status} date={filters.date} />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
        <p>
          {list.total > 0 ? (
            <>
              Showing <span className="tabular-nums">{first}</span>–<span className="tabular-nums">{last}</span> of{" "}
              <span className="tabular-nums">{list.total}</span> {list.total === 1 ? "booking" : "bookings"}
              {ownOnly ? " assigned to you" : ""}.{" "}
            </>
          ) : null}
          Times are in {timeZone.replaceAll("_", " ")}.
          {canModify ? "" : " You can view bookings; ask your manager to change them."}
        </p>
        {filtered && list.total > 0 ? <ClearFiltersLink /> : null}
      </div>

      {counts.total === 0 ? (
        <BookingsEmptyState filtered={false} />
      ) : list.total === 0 ? (
        <BookingsEmptyState filtered />
      ) : (
        <>
          <BookingsList rows={rows} highlightId={filters.highlightBooking} canModify={canModify} />
          <BookingsPagination filters={filters} page={list.page} pageCount={list.pageCount} />
        </>
      )}
    </>
  );
}
