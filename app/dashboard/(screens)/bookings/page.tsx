import type { Metadata } from "next";
import { BookingFiltersBar } from "@/components/bookings/booking-filters";
import { BookingTabs } from "@/components/bookings/booking-tabs";
import { BookingsEmptyState, BookingsList, ClearFiltersLink } from "@/components/bookings/bookings-list";
import { BookingsPagination } from "@/components/bookings/bookings-pagination";
import { StatusTiles } from "@/components/bookings/status-tiles";
import type { BookingRowData } from "@/components/bookings/types";
import { describeVisitOf } from "@/lib/bookings/visit-label";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { bookingScope, can } from "@/lib/access/policy";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import {
  countBookingsByStatus,
  findBookingPage,
  listBookings,
  type BookingListItem,
  type ScopedUser,
} from "@/lib/bookings/queries";
import { formatBookingDateTime } from "@/lib/format/date-time";
import { formatPenceShort } from "@/lib/format/money";
import {
  BOOKINGS_PAGE_SIZE,
  hasActiveFilters,
  parseBookingFilters,
  type BookingFilters,
} from "@/lib/bookings/filters-schema";
import { formatCount } from "@/lib/format/count";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Bookings" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /dashboard/bookings?view=…&q=…&status=…&from=…&to=…&page=…&highlightBooking=… (all optional; bad
 * values fall back to the defaults). Upcoming (the default) soonest first; Past and All latest first.
 * `highlightBooking` opens the page that holds that booking under the current filters (its position
 * is counted in SQL) and highlights it for 5 s; when the booking isn't visible to the user or doesn't
 * match the filters, the requested page shows.
 */
export default async function BookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  return (
    <section className="space-y-6">
      <ScreenHeader title="Bookings">
        See every appointment, confirm new requests and keep statuses up to date.
      </ScreenHeader>
      {user.business ? (
        <BookingsView user={{ ...user, business: user.business }} searchParams={await searchParams} />
      ) : (
        <SetupRequired role={user.role} />
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
    price: formatPenceShort(booking.pricePence),
    status: booking.status,
    when: formatBookingDateTime(booking.startsAt, now, timeZone),
    startsAtIso: booking.startsAt.toISOString(),
    started: booking.startsAt.getTime() <= now.getTime(),
    reminder: describeReminder(booking, now, timeZone),
    visit: describeVisitOf(booking.id, booking.visitServices),
    rooms: booking.rooms,
  };
}

/** What the owner sees of the reminder email: when it went, or when it will go while the booking is live. */
function describeReminder(booking: BookingListItem, now: Date, timeZone: string): BookingRowData["reminder"] {
  if (booking.reminderSentAt) {
    return { sent: true, label: `Reminder sent ${formatBookingDateTime(booking.reminderSentAt, now, timeZone)}` };
  }
  const live = booking.status === "pending" || booking.status === "confirmed";
  if (live && booking.reminderDueAt && booking.startsAt.getTime() > now.getTime()) {
    return { sent: false, label: `Reminder due ${formatBookingDateTime(booking.reminderDueAt, now, timeZone)}` };
  }
  return null;
}

/**
 * The page to open for ?highlightBooking. A link without ?view= (notifications, Overview) may point
 * at a booking that is already over: then the Past tab opens on it rather than Upcoming without it.
 */
async function highlightTarget(
  user: ScopedUser,
  filters: BookingFilters,
  viewGiven: boolean,
  now: Date,
): Promise<{ view: BookingFilters["view"]; page: number }> {
  const db = getDb();
  const id = filters.highlightBooking;
  if (!id) return { view: filters.view, page: filters.page };
  const page = await findBookingPage(db, user, id, { ...filters, now }, BOOKINGS_PAGE_SIZE);
  if (page !== null || viewGiven || filters.view !== "upcoming")
    return { view: filters.view, page: page ?? filters.page };
  const pastPage = await findBookingPage(db, user, id, { ...filters, view: "past", now }, BOOKINGS_PAGE_SIZE);
  return pastPage === null ? { view: filters.view, page: filters.page } : { view: "past", page: pastPage };
}

async function BookingsView({ user, searchParams }: { user: ScopedUser; searchParams: SearchParams }) {
  const db = getDb();
  const parsed = parseBookingFilters(searchParams);
  const { timeZone } = user.business;
  // One 'now' for the tabs, the labels ('Today' is the business's date) and which actions are offered.
  const now = new Date();

  const { view, page } = await highlightTarget(user, parsed, searchParams.view !== undefined, now);
  const filters = { ...parsed, view };
  const [counts, list] = await Promise.all([
    countBookingsByStatus(db, user),
    listBookings(db, user, { ...filters, now, page, pageSize: BOOKINGS_PAGE_SIZE }),
  ]);
  const rows = list.items.map((booking) => toRowData(booking, now, timeZone));
  const canModify = can(user, "modify", "bookings");
  const filtered = hasActiveFilters(filters);
  const ownOnly = bookingScope(user) !== null;
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + rows.length - 1;

  return (
    <>
      <StatusTiles counts={counts} />

      <BookingTabs filters={filters} />

      <BookingFiltersBar
        key={[filters.view, filters.q, filters.status, filters.from, filters.to].join("|")}
        view={filters.view}
        q={filters.q}
        status={filters.status}
        from={filters.from}
        to={filters.to}
      />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
        <p>
          {list.total > 0 ? (
            <>
              Showing <span className="tabular-nums">{formatCount(first)}</span>–
              <span className="tabular-nums">{formatCount(last)}</span> of{" "}
              <span className="tabular-nums">{formatCount(list.total)}</span>{" "}
              {list.total === 1 ? "booking" : "bookings"}
              {ownOnly ? " assigned to you" : ""}.{" "}
            </>
          ) : null}
          Times are in {timeZone.replaceAll("_", " ")}.
          {canModify ? "" : " You can view bookings; ask your manager to change them."}
        </p>
        {filtered && list.total > 0 ? <ClearFiltersLink view={filters.view} /> : null}
      </div>

      {list.total === 0 ? (
        <BookingsEmptyState filtered={counts.total > 0 && filtered} view={filters.view} />
      ) : (
        <>
          <BookingsList rows={rows} highlightId={filters.highlightBooking} canModify={canModify} />
          <BookingsPagination filters={filters} page={list.page} pageCount={list.pageCount} />
        </>
      )}
    </>
  );
}
