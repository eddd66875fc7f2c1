import { and, asc, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { matchSiteKey } from "@/lib/tenant/queries";
import type { SiteKey } from "@/lib/tenant/site-path";
import type { BlackoutRecurringPattern, BlackoutRule } from "@/lib/blackouts/rules";
import {
  blackouts,
  bookings,
  businesses,
  resourceBlockedDates,
  resourceHolds,
  resources,
  services,
  staffBusyIntervals,
  staffMembers,
  staffScheduleOverrides,
  waitlistHolds,
} from "@/db/schema";

/*
 * The reads the slot engine needs: the business with the chosen service and staff member, and what
 * keeps that staff member busy. Every query is scoped by the business's id (or its public id).
 */

/**
 * The active business with this id (or that a public id or host names, see `matchSiteKey`), with every active service (in the business's order) and staff member (by name,
 * as the booking page lists them), its uploaded images and the owner's email (where notices go when the business has
 * no email of its own): all the public page and a booking need of it, whichever service and staff member are chosen,
 * in one statement. Null when there is none.
 */
export async function findBookableBusiness(db: Database, match: { id: string } | SiteKey) {
  const { where, orderBy } = "id" in match ? { where: eq(businesses.id, match.id), orderBy: [] } : matchSiteKey(match);
  const business = await db.query.businesses.findFirst({
    where: and(where, eq(businesses.isActive, true)),
    orderBy,
    columns: {
      id: true,
      slug: true,
      name: true,
      type: true,
      description: true,
      address: true,
      phone: true,
      email: true,
      website: true,
      timeZone: true,
      hours: true,
      bufferMinutes: true,
      minNoticeMinutes: true,
      bookingWindowDays: true,
      cancellationNoticeHours: true,
      ownerId: true,
      customization: true,
      whiteLabel: true,
      staffAccess: true,
      calendarSettings: true,
    },
    extras: {
      // Written out: drizzle renders every column interpolated in a relational query's extras as the root table's,
      // which made this `"businesses"."email" … where "businesses"."id" = "businesses"."owner_id"` (always null).
      ownerEmail: sql<string | null>`(select owner.email from users owner where owner.id = ${businesses.ownerId})`.as(
        "owner_email",
      ),
    },
    with: {
      services: {
        where: eq(services.isActive, true),
        // The business's order (Services screen); the page groups them by category in this order.
        orderBy: [asc(services.sortOrder), asc(services.name), asc(services.id)],
        columns: {
          id: true,
          name: true,
          description: true,
          durationMinutes: true,
          pricePence: true,
          processingAfterMinutes: true,
          processingMinutes: true,
          category: true,
          color: true,
          resourceUse: true,
        },
        // The resource types it needs (one free resource of each).
        with: { resourceNeeds: { columns: { typeId: true } } },
      },
      staffMembers: {
        where: eq(staffMembers.isActive, true),
        orderBy: [asc(staffMembers.name), asc(staffMembers.id)],
        columns: { id: true, name: true, jobTitle: true, specialties: true, availability: true },
        with: {
          // Changed days from yesterday on (in any zone): what the booking window can reach.
          scheduleOverrides: {
            where: gte(staffScheduleOverrides.date, sql<string>`current_date - 1`),
            columns: { date: true, hours: true },
          },
          // Their own duration and price of a service (lib/services/staff-terms.ts).
          serviceTerms: { columns: { serviceId: true, durationMinutes: true, pricePence: true } },
        },
      },
      images: { columns: { kind: true, sha256: true } },
      // Active resources, by name, with their blocked dates from yesterday on (what the booking window can reach).
      resources: {
        where: eq(resources.isActive, true),
        orderBy: [asc(resources.name), asc(resources.id)],
        columns: { id: true, name: true, typeId: true },
        with: {
          blockedDates: {
            where: gte(resourceBlockedDates.endDate, sql<string>`current_date - 1`),
            columns: { startDate: true, endDate: true },
          },
        },
      },
    },
  });
  return business ?? null;
}

type StaffScope = { businessId: string; staffIds: readonly string[] };

/** One row of `findBusyRows`: a booking, a personal-calendar busy time or a blackout rule. */
export type BusyRow =
  | { kind: "booking" | "calendar"; staffId: string; startsAt: Date; endsAt: Date; bufferAfter: boolean }
  // A resource's hold: `resourceId` is the resource's.
  | { kind: "hold"; resourceId: string; startsAt: Date; endsAt: Date }
  // Times as stored: 'HH:mm:ss'.
  | ({ kind: "blackout" } & BlackoutRule);

const toRecurringPattern = (value: string | null): BlackoutRecurringPattern =>
  value === "weekly" || value === "monthly" ? value : "none";

const noText = sql<string | null>`null::text`;
const noInstant = sql<number | null>`null::float8`;
const noFlag = sql<boolean | null>`null::boolean`;
/** A booking's or a calendar's row has no blackout rule. */
const noBlackout = {
  type: noText,
  startDate: noText,
  endDate: noText,
  startTime: noText,
  endTime: noText,
  recurring: noFlag,
  recurringPattern: noText,
};
const epochMs = (column: AnyPgColumn) => sql<number | null>`extract(epoch from ${column}) * 1000`;

/** A flag as a union hands it back: boolean, or text, depending on the driver. */
const isTrue = (value: unknown) => value === true || String(value) === "true" || String(value) === "t";

/** The query's parameters, filled in on each run; the SQL is built once per database (`busyRowsQueries`). */
const param = {
  businessId: sql.placeholder("businessId"),
  staffIds: sql.placeholder("staffIds"),
  from: sql.placeholder("from"),
  to: sql.placeholder("to"),
  fromDate: sql.placeholder("fromDate"),
  beforeDate: sql.placeholder("beforeDate"),
  excludeBookingIds: sql.placeholder("excludeBookingIds"),
  resourceIds: sql.placeholder("resourceIds"),
};

function prepareBusyRows(db: Database) {
  return db
    .select({
      kind: sql<string>`'booking'`,
      staffId: sql<string | null>`${bookings.staffId}::text`,
      // Each busy part of the booking (all of it, less its processing); the buffer follows only its last.
      startsAt: sql<number | null>`extract(epoch from lower(part.range)) * 1000`,
      endsAt: sql<number | null>`extract(epoch from upper(part.range)) * 1000`,
      bufferAfter: sql<boolean | null>`upper(part.range) = upper(${bookings.busy})`,
      ...noBlackout,
    })
    .from(sql`${bookings} cross join lateral unnest(${bookings.busy}) as part(range)`)
    .where(
      and(
        sql`${bookings.businessId} = ${param.businessId}::uuid`,
        sql`${bookings.staffId} = any(${param.staffIds}::uuid[])`,
        ne(bookings.status, "cancelled"),
        sql`not (${bookings.id} = any(${param.excludeBookingIds}::uuid[]))`,
        sql`${bookings.startsAt} < ${param.to}::timestamptz`,
        sql`${bookings.endsAt} > ${param.from}::timestamptz`,
      ),
    )
    .unionAll(
      db
        .select({
          kind: sql<string>`'calendar'`,
          staffId: sql<string | null>`${staffBusyIntervals.staffId}::text`,
          startsAt: epochMs(staffBusyIntervals.startsAt),
          endsAt: epochMs(staffBusyIntervals.endsAt),
          bufferAfter: sql<boolean | null>`false`,
          ...noBlackout,
        })
        .from(staffBusyIntervals)
        .where(
          and(
            sql`${staffBusyIntervals.businessId} = ${param.businessId}::uuid`,
            sql`${staffBusyIntervals.staffId} = any(${param.staffIds}::uuid[])`,
            sql`${staffBusyIntervals.startsAt} < ${param.to}::timestamptz`,
            sql`${staffBusyIntervals.endsAt} > ${param.from}::timestamptz`,
          ),
        ),
    )
    .unionAll(
      db
        .select({
          kind: sql<string>`'blackout'`,
          staffId: sql<string | null>`${blackouts.staffId}::text`,
          startsAt: noInstant,
          endsAt: noInstant,
          bufferAfter: noFlag,
          type: sql<string | null>`${blackouts.type}::text`,
          startDate: sql<string | null>`${blackouts.startDate}::text`,
          endDate: sql<string | null>`${blackouts.endDate}::text`,
          startTime: sql<string | null>`${blackouts.startTime}::text`,
          endTime: sql<string | null>`${blackouts.endTime}::text`,
          recurring: sql<boolean | null>`${blackouts.recurring}`,
          recurringPattern: sql<string | null>`${blackouts.recurringPattern}::text`,
        })
        .from(blackouts)
        .where(
          and(
            sql`${blackouts.businessId} = ${param.businessId}::uuid`,
            or(eq(blackouts.type, "business"), sql`${blackouts.staffId} = any(${param.staffIds}::uuid[])`),
            or(eq(blackouts.recurring, true), sql`${blackouts.endDate} >= ${param.fromDate}::date`),
            sql`${blackouts.startDate} < ${param.beforeDate}::date`,
          ),
        ),
    )
    .unionAll(
      // A time held for a waitlisted customer (live, unexpired) keeps the staff member busy as a booking does
      // (migration 0033's trigger refuses any other booking over it).
      db
        .select({
          kind: sql<string>`'booking'`,
          staffId: sql<string | null>`${waitlistHolds.staffId}::text`,
          startsAt: epochMs(waitlistHolds.startsAt),
          endsAt: epochMs(waitlistHolds.endsAt),
          bufferAfter: sql<boolean | null>`false`,
          ...noBlackout,
        })
        .from(waitlistHolds)
        .where(
          and(
            sql`${waitlistHolds.businessId} = ${param.businessId}::uuid`,
            sql`${waitlistHolds.staffId} = any(${param.staffIds}::uuid[])`,
            eq(waitlistHolds.status, "live"),
            sql`${waitlistHolds.expiresAt} > now()`,
            sql`not (${waitlistHolds.id} = any(${param.excludeBookingIds}::uuid[]))`,
            sql`${waitlistHolds.startsAt} < ${param.to}::timestamptz`,
            sql`${waitlistHolds.endsAt} > ${param.from}::timestamptz`,
          ),
        ),
    )
    .unionAll(
      db
        .select({
          kind: sql<string>`'hold'`,
          // The resource's id travels in the staff id's column.
          staffId: sql<string | null>`${resourceHolds.resourceId}::text`,
          startsAt: sql<number | null>`extract(epoch from lower(part.range)) * 1000`,
          endsAt: sql<number | null>`extract(epoch from upper(part.range)) * 1000`,
          bufferAfter: sql<boolean | null>`false`,
          ...noBlackout,
        })
        .from(sql`${resourceHolds} cross join lateral unnest(${resourceHolds.held}) as part(range)`)
        .where(
          and(
            sql`${resourceHolds.businessId} = ${param.businessId}::uuid`,
            sql`${resourceHolds.resourceId} = any(${param.resourceIds}::uuid[])`,
            eq(resourceHolds.active, true),
            sql`not (${resourceHolds.bookingId} = any(${param.excludeBookingIds}::uuid[]))`,
            sql`${resourceHolds.held} && tstzmultirange(tstzrange(${param.from}::timestamptz, ${param.to}::timestamptz))`,
          ),
        ),
    )
    .prepare("busy_rows");
}

// Building the query was a tenth of an availability request's time: built once per database (or transaction).
const busyRowsQueries = new WeakMap<Database, ReturnType<typeof prepareBusyRows>>();

/**
 * What keeps the staff members busy, in one round trip: the busy parts of their live (not cancelled) bookings during [from, to) leaving
 * out `excludeBookingIds` (bookings being moved), the busy times of their personal calendars during [from, to), and the blackouts of the
 * business and of these staff members that can touch the dates [fromDate, beforeDate) (recurring ones always, others
 * when they end on or after `fromDate`), and the active holds of `resourceIds` during [from, to) leaving out the
 * bookings being moved; and the live waitlist holds of the staff members during [from, to) as bookings (an id in
 * `excludeBookingIds` may also be a hold's: its holder booking it). Instants travel as epoch milliseconds, dates and times as text.
 */
export async function findBusyRows(
  db: Database,
  { businessId, staffIds }: StaffScope,
  window: { from: Date; to: Date; fromDate: string; beforeDate: string },
  excludeBookingIds: readonly string[] = [],
  resourceIds: readonly string[] = [],
): Promise<BusyRow[]> {
  let query = busyRowsQueries.get(db);
  if (!query) {
    query = prepareBusyRows(db);
    busyRowsQueries.set(db, query);
  }
  const rows = await query.execute({
    businessId,
    staffIds: [...staffIds],
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    fromDate: window.fromDate,
    beforeDate: window.beforeDate,
    excludeBookingIds: [...excludeBookingIds],
    resourceIds: [...resourceIds],
  });
  // A union hands back raw values: numbers may come as text, flags as text or boolean, depending on the driver.
  return rows.map((row): BusyRow => {
    if (row.kind === "blackout") {
      return {
        kind: "blackout",
        type: row.type === "staff" ? "staff" : "business",
        staffId: row.staffId,
        startDate: String(row.startDate),
        endDate: String(row.endDate),
        startTime: row.startTime,
        endTime: row.endTime,
        recurring: isTrue(row.recurring),
        recurringPattern: toRecurringPattern(row.recurringPattern),
      };
    }
    if (row.kind === "hold") {
      return {
        kind: "hold",
        resourceId: String(row.staffId),
        startsAt: new Date(Math.round(Number(row.startsAt))),
        endsAt: new Date(Math.round(Number(row.endsAt))),
      };
    }
    return {
      kind: row.kind === "calendar" ? "calendar" : "booking",
      staffId: String(row.staffId),
      startsAt: new Date(Math.round(Number(row.startsAt))),
      endsAt: new Date(Math.round(Number(row.endsAt))),
      bufferAfter: isTrue(row.bufferAfter),
    };
  });
}

/** Live bookings per staff member during [start, end): "any professional" gives the time to the least busy. */
export async function countLiveBookingsByStaff(
  db: Database,
  { businessId, staffIds }: StaffScope,
  { start, end }: { start: Date; end: Date },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ staffId: bookings.staffId, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        inArray(bookings.staffId, [...staffIds]),
        ne(bookings.status, "cancelled"),
        gte(bookings.startsAt, start),
        lt(bookings.startsAt, end),
      ),
    )
    .groupBy(bookings.staffId);
  return new Map(rows.map((row) => [String(row.staffId), Number(row.count)]));
}
