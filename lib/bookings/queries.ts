import "server-only";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookingStatusCounts, bookings } from "@/db/schema";
import { BOOKING_STATUSES, type BookingStatus } from "@/lib/constants";
import { bookingScope } from "@/lib/access/policy";
import { addDaysToDate, zonedToInstant } from "@/lib/time/zoned-time";
import {
  BOOKINGS_PAGE_SIZE,
  dateRangeError,
  MAX_BOOKINGS_PAGE,
  normalizeBookingSearch,
  type BookingStatusFilter,
  type BookingView,
} from "@/lib/bookings/filters-schema";
import { heldResourceNamesColumn } from "@/lib/resources/hold-queries";

/*
 * The dashboard's bookings queries. Every one starts from `bookingVisibilityFilter(user)` (the user's
 * business; for staff only their own bookings unless the business lets them see all), and every
 * filter is applied in SQL so pagination and counts agree with what is shown.
 *
 * Order: Upcoming soonest first (starts_at, id ascending); Past and All latest first (descending).
 * The id breaks ties so pages are stable.
 */

export type ScopedUser = CurrentUser & { business: NonNullable<CurrentUser["business"]> };

/**
 * Which bookings a signed-in user may see: their business's, and for staff only their own
 * unless the business lets staff view all bookings (the staff portal's permissions).
 */
export function bookingVisibilityFilter(user: ScopedUser): SQL {
  const ofBusiness = eq(bookings.businessId, user.business.id);
  const scope = bookingScope(user);
  if (scope === null) return ofBusiness;
  if (scope.length === 0) return and(ofBusiness, sql`false`)!;
  return and(ofBusiness, inArray(bookings.staffId, scope))!;
}

export type BookingListFilters = {
  /** The tab; undefined = every booking (as 'all'). */
  view?: BookingView;
  /** Customer name, email or phone, matched anywhere, case-insensitively; '' = everyone. */
  q?: string;
  status?: BookingStatusFilter;
  /** 'YYYY-MM-DD' in the business's time zone, inclusive; null/undefined = open-ended. Ignored when to < from. */
  from?: string | null;
  to?: string | null;
  /** The moment Upcoming and Past are split at; the present by default. */
  now?: Date;
};

export type BookingListOptions = BookingListFilters & { page?: number; pageSize?: number };

/** The [start, end) instants of one local day in the zone; 23 or 25 hours long on clock-change days. */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedToInstant(date, "00:00", timeZone),
    end: zonedToInstant(addDaysToDate(date, 1), "00:00", timeZone),
  };
}

/** `value` for LIKE with its wildcards (% and _) and the escape character itself taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Name, email or phone contains the text; a phone also matches without its spaces ('07700900201'). */
function customerSearch(q: string): SQL | undefined {
  const text = normalizeBookingSearch(q);
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const matches: SQL[] = [
    sql`${bookings.customerName} ilike ${pattern} escape '\\'`,
    sql`${bookings.customerEmail} ilike ${pattern} escape '\\'`,
    sql`${bookings.customerPhone} ilike ${pattern} escape '\\'`,
  ];
  const digits = text.replace(/[\s()-]/g, "");
  if (/^\+?\d+$/.test(digits)) {
    matches.push(sql`replace(${bookings.customerPhone}, ' ', '') like ${`%${escapeLike(digits)}%`} escape '\\'`);
  }
  return or(...matches);
}

/** Upcoming: not over yet (a booking under way still counts); Past: over. ends_at > starts_at always (a check). */
function viewCondition(view: BookingView | undefined, now: Date): SQL | undefined {
  if (view === "upcoming") return gt(bookings.endsAt, now);
  if (view === "past") return lte(bookings.endsAt, now);
  return undefined;
}

function listConditions(user: ScopedUser, filters: BookingListFilters): SQL {
  const { view, q, status, from, to } = filters;
  const conditions: (SQL | undefined)[] = [
    bookingVisibilityFilter(user),
    viewCondition(view, filters.now ?? new Date()),
    customerSearch(q ?? ""),
  ];
  if (status && status !== "all") conditions.push(eq(bookings.status, status));
  // A reversed range is the user's typo, shown as a field error; the list then ignores it rather than showing nothing.
  if (!dateRangeError(from ?? null, to ?? null)) {
    const timeZone = user.business.timeZone;
    if (from) conditions.push(gte(bookings.startsAt, localDayRange(from, timeZone).start));
    if (to) conditions.push(lt(bookings.startsAt, localDayRange(to, timeZone).end));
  }
  return and(...conditions)!;
}

function isAscending(view: BookingView | undefined): boolean {
  return view === "upcoming";
}

/** A booking as most reads select it: what, with whom, for whom, its notes, price, status and time. */
export const bookingColumns = {
  id: bookings.id,
  serviceId: bookings.serviceId,
  staffId: bookings.staffId,
  serviceName: bookings.serviceName,
  staffName: bookings.staffName,
  customerName: bookings.customerName,
  customerEmail: bookings.customerEmail,
  customerPhone: bookings.customerPhone,
  notes: bookings.notes,
  pricePence: bookings.pricePence,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
};

/** One live service of a booking's visit, as the schedule and the bookings list show the visit. */
export type VisitServiceRow = { id: string; serviceName: string; staffName: string; startsAt: Date; endsAt: Date };

/**
 * The live services of the row's visit in the visit's order (the row's own among them), read in the same statement
 * as the row (the visit_id index); null for a booking of one. Instants travel as epoch milliseconds in JSON. The
 * outer row is named by its table (`"bookings".visit_id`): drizzle leaves a column unqualified in a query without joins.
 */
export const visitServicesColumn = sql<VisitServiceRow[] | null>`(select json_agg(json_build_object(
    'id', v.id, 'serviceName', v.service_name, 'staffName', v.staff_name,
    'startsAt', extract(epoch from v.starts_at) * 1000, 'endsAt', extract(epoch from v.ends_at) * 1000
  ) order by v.starts_at, v.id)
  from ${bookings} v
  where v.visit_id = ${bookings}.visit_id and v.business_id = ${bookings}.business_id and v.status <> 'cancelled')`.mapWith(
  (value: unknown): VisitServiceRow[] | null => {
    if (value === null || value === undefined) return null;
    const rows = (typeof value === "string" ? JSON.parse(value) : value) as (Omit<
      VisitServiceRow,
      "startsAt" | "endsAt"
    > & { startsAt: number | string; endsAt: number | string })[];
    return rows.map((row) => ({
      ...row,
      startsAt: new Date(Number(row.startsAt)),
      endsAt: new Date(Number(row.endsAt)),
    }));
  },
);

const listColumns = {
  ...bookingColumns,
  visitId: bookings.visitId,
  visitServices: visitServicesColumn,
  reminderDueAt: bookings.reminderDueAt,
  reminderSentAt: bookings.reminderSentAt,
  rooms: heldResourceNamesColumn,
};

export type BookingListItem = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  serviceName: string;
  staffName: string;
  notes: string;
  pricePence: number;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  /** The reminder email: planned for (null: none, e.g. booked inside the window) and queued at. */
  reminderDueAt: Date | null;
  reminderSentAt: Date | null;
  /** The visit it is one service of (with the visit's live services, its own among them); null for one. */
  visitId: string | null;
  visitServices: VisitServiceRow[] | null;
  /** The rooms and equipment it holds, by type name ('Room 1, Laser 2'); '' when none. */
  rooms: string;
};

export type BookingListPage = {
  items: BookingListItem[];
  /** Bookings matching the filters, over all pages. */
  total: number;
  /** The page shown: the one asked for, moved back to the last page when it is past the end. */
  page: number;
  pageCount: number;
  pageSize: number;
};

function clampPageSize(pageSize: number | undefined): number {
  return Number.isInteger(pageSize) && pageSize! > 0 ? Math.min(pageSize!, 500) : BOOKINGS_PAGE_SIZE;
}

/**
 * An exact bound on starts_at implied by the view, so a page is read from the (business_id, starts_at)
 * index near its first row instead of after every booking that sorts before it. Past: ends_at <= now
 * implies starts_at < now (ends_at > starts_at, a check). Upcoming: nothing not over yet starts before
 * the earliest start among the business's bookings not over yet (an index-only read of the ends_at index).
 */
function viewStartBound(user: ScopedUser, view: BookingView | undefined, now: Date): SQL | undefined {
  if (view === "past") return lt(bookings.startsAt, now);
  if (view !== "upcoming") return undefined;
  // OFFSET 0 keeps PostgreSQL from turning min() into a walk of the starts_at index (the slow path this avoids).
  const earliest = sql`(select min(live.starts_at) from (select b.starts_at from bookings b
    where b.business_id = ${user.business.id} and b.ends_at > ${now.toISOString()}::timestamptz offset 0) live)`;
  return sql`${bookings.startsAt} >= ${earliest}`;
}

/** One page of the bookings this user may see, filtered in SQL: one query for the count, one for the page. */
export async function listBookings(
  db: Database,
  user: ScopedUser,
  options: BookingListOptions = {},
): Promise<BookingListPage> {
  const pageSize = clampPageSize(options.pageSize);
  const now = options.now ?? new Date();
  const where = listConditions(user, { ...options, now });
  const requested =
    Number.isInteger(options.page) && options.page! >= 1 ? Math.min(options.page!, MAX_BOOKINGS_PAGE) : 1;
  const readPage = (page: number) =>
    db
      .select(listColumns)
      .from(bookings)
      .where(and(where, viewStartBound(user, options.view, now)))
      .orderBy(
        ...(isAscending(options.view)
          ? [asc(bookings.startsAt), asc(bookings.id)]
          : [desc(bookings.startsAt), desc(bookings.id)]),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  // The count and the page asked for in parallel; a page past the end is read again as the last page.
  const [[{ total }], items] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
    readPage(requested),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return {
    items: total === 0 ? [] : page === requested ? items : await readPage(page),
    total,
    page,
    pageCount,
    pageSize,
  };
}

export type BookingStatusCounts = Record<BookingStatus, number> & { total: number };

/**
 * How many of the user's visible bookings are in each status: a sum over the few rows of `booking_status_counts`
 * (kept by triggers on bookings), not a count of every booking; with 50,000 bookings that count was a sequential
 * scan of ~2.5 ms of database time on every view of the bookings screen.
 */
export async function countBookingsByStatus(db: Database, user: ScopedUser): Promise<BookingStatusCounts> {
  const ofBusiness = eq(bookingStatusCounts.businessId, user.business.id);
  const scope = bookingScope(user);
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as BookingStatusCounts;
  counts.total = 0;
  if (scope?.length === 0) return counts;
  const rows = await db
    .select({ status: bookingStatusCounts.status, bookings: sql<number>`sum(${bookingStatusCounts.bookings})::int` })
    .from(bookingStatusCounts)
    .where(scope ? and(ofBusiness, inArray(bookingStatusCounts.staffId, scope)) : ofBusiness)
    .groupBy(bookingStatusCounts.status);
  for (const row of rows) {
    counts[row.status] = row.bookings;
    counts.total += row.bookings;
  }
  return counts;
}

/**
 * Where a booking sits in the filtered list (0-based, in the list's order), or null when the user
 * can't see it or it doesn't match the filters. Counted in SQL: the bookings that sort before it.
 */
export async function findBookingPosition(
  db: Database,
  user: ScopedUser,
  bookingId: string,
  filters: BookingListFilters = {},
): Promise<number | null> {
  const where = listConditions(user, filters);
  const [target] = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), where))
    .limit(1);
  if (!target) return null;
  // Row comparison against the stored values (not a JS Date round trip, which would drop microseconds);
  // 'before' follows the list's order.
  const targetRow = sql`(select t.starts_at, t.id from bookings t where t.id = ${target.id})`;
  const sortsBefore = isAscending(filters.view)
    ? sql`(${bookings.startsAt}, ${bookings.id}) < ${targetRow}`
    : sql`(${bookings.startsAt}, ${bookings.id}) > ${targetRow}`;
  const [{ before }] = await db
    .select({ before: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(where, sortsBefore));
  return before;
}

/** The page (1-based) that shows the booking under these filters, or null when it isn't in the list. */
export async function findBookingPage(
  db: Database,
  user: ScopedUser,
  bookingId: string,
  filters: BookingListFilters = {},
  pageSize: number = BOOKINGS_PAGE_SIZE,
): Promise<number | null> {
  const position = await findBookingPosition(db, user, bookingId, filters);
  return position === null ? null : Math.floor(position / clampPageSize(pageSize)) + 1;
}

/** `visible` narrowed to appointments started by `now` (Mark Complete and Mark No-show are refused before). */
export function visibleAndStarted(visible: SQL, now: Date): SQL {
  return and(visible, lte(bookings.startsAt, now))!;
}

/** Whether the booking exists within `visible` (the caller's scope). */
export async function isBookingVisible(db: Database, bookingId: string, visible: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), visible))
    .limit(1);
  return Boolean(row);
}

/** The status of one booking the user may see; null when there is none with this id. */
export async function findVisibleBookingStatus(
  db: Database,
  bookingId: string,
  visible: SQL,
): Promise<BookingStatus | null> {
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), visible))
    .limit(1);
  return row?.status ?? null;
}

/** Deletes one booking the user may see; undefined when there is none with this id. */
export async function deleteVisibleBooking(
  db: Database,
  user: ScopedUser,
  bookingId: string,
): Promise<{ id: string; status: BookingStatus } | undefined> {
  const [row] = await db
    .delete(bookings)
    .where(and(eq(bookings.id, bookingId), bookingVisibilityFilter(user)))
    .returning({ id: bookings.id, status: bookings.status });
  return row;
}
