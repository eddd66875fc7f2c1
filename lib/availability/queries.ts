import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { blackouts, bookings, businesses, services, staffBusyIntervals, staffMembers } from "@/db/schema";

/*
 * The reads the slot engine needs: the business with the chosen service and staff member, and what
 * keeps that staff member busy. Every query is scoped by the business's id (or its public id).
 */

/**
 * The active business (by public id) with the service and staff member, each only when active. With
 * `staffId` null: every active staff member (who of them offers the service is the caller's rule).
 */
export async function findBookableBusiness(db: Database, slug: string, serviceId: string, staffId: string | null) {
  const business = await db.query.businesses.findFirst({
    where: and(eq(businesses.slug, slug), eq(businesses.isActive, true)),
    columns: {
      id: true,
      slug: true,
      name: true,
      email: true,
      address: true,
      timeZone: true,
      hours: true,
      bufferMinutes: true,
      minNoticeMinutes: true,
      bookingWindowDays: true,
      ownerId: true,
      // For the customer's emails, in the business's look.
      customization: true,
      whiteLabel: true,
      calendarSettings: true,
    },
    with: {
      services: {
        where: and(eq(services.id, serviceId), eq(services.isActive, true)),
        columns: { id: true, name: true, durationMinutes: true, pricePence: true },
      },
      staffMembers: {
        where: and(staffId === null ? undefined : eq(staffMembers.id, staffId), eq(staffMembers.isActive, true)),
        orderBy: [asc(staffMembers.name), asc(staffMembers.id)],
        columns: { id: true, name: true, specialties: true, availability: true },
      },
      images: { columns: { kind: true, sha256: true } },
    },
  });
  return business ?? null;
}

type StaffScope = { businessId: string; staffIds: readonly string[] };

/**
 * What keeps the staff members busy during [from, to), in one round trip: their live (not cancelled)
 * bookings, leaving out `excludeBookingId` (`fromCalendar` false), and the busy times of their
 * personal calendars (`fromCalendar` true).
 */
export async function findBusyPeriods(
  db: Database,
  { businessId, staffIds }: StaffScope,
  from: Date,
  to: Date,
  excludeBookingId?: string,
) {
  const rows = await db
    .select({
      staffId: sql<string>`${bookings.staffId}`,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      fromCalendar: sql<boolean>`false`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        inArray(bookings.staffId, [...staffIds]),
        ne(bookings.status, "cancelled"),
        excludeBookingId ? ne(bookings.id, excludeBookingId) : undefined,
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
      ),
    )
    .unionAll(
      db
        .select({
          staffId: sql<string>`${staffBusyIntervals.staffId}`,
          startsAt: staffBusyIntervals.startsAt,
          endsAt: staffBusyIntervals.endsAt,
          fromCalendar: sql<boolean>`true`,
        })
        .from(staffBusyIntervals)
        .where(
          and(
            eq(staffBusyIntervals.businessId, businessId),
            inArray(staffBusyIntervals.staffId, [...staffIds]),
            lt(staffBusyIntervals.startsAt, to),
            gt(staffBusyIntervals.endsAt, from),
          ),
        ),
    );
  // A union hands back raw values: the timestamps may come as text, the flag as text or boolean.
  return rows.map((row) => ({
    staffId: String(row.staffId),
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    fromCalendar: row.fromCalendar === true || String(row.fromCalendar) === "true",
  }));
}

/**
 * Blackouts of the business and of the staff members that can touch the dates [fromDate, beforeDate):
 * recurring ones always, others when they end on or after `fromDate`. Times come back as stored ('HH:mm:ss').
 */
export async function findBlackoutRows(
  db: Database,
  { businessId, staffIds }: StaffScope,
  fromDate: string,
  beforeDate: string,
) {
  return db
    .select({
      type: blackouts.type,
      staffId: blackouts.staffId,
      startDate: blackouts.startDate,
      endDate: blackouts.endDate,
      startTime: blackouts.startTime,
      endTime: blackouts.endTime,
      recurring: blackouts.recurring,
      recurringPattern: blackouts.recurringPattern,
    })
    .from(blackouts)
    .where(
      and(
        eq(blackouts.businessId, businessId),
        or(eq(blackouts.type, "business"), inArray(blackouts.staffId, [...staffIds])),
        or(eq(blackouts.recurring, true), gte(blackouts.endDate, fromDate)),
        lt(blackouts.startDate, beforeDate),
      ),
    );
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
