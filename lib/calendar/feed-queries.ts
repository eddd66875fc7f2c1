import { and, asc, count, desc, eq, gte, isNull, lt, max, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, businesses, calendarFeedHits, staffMembers } from "@/db/schema";
import { calendarSettingsSchema, parseWithDefaults, type CalendarSettings } from "@/lib/validations/business-settings";

/*
 * The iCal feeds' and the Calendar Sync screen's SQL. Every query takes the business id; a staff
 * member is always loaded together with it.
 */

/** Days of past bookings a feed keeps (every future booking is in it). */
export const FEED_PAST_DAYS = 365;
/** Feed fetches older than this are deleted as new ones arrive. */
export const FEED_HIT_RETENTION_DAYS = 30;

export type FeedOwner = {
  business: {
    id: string;
    name: string;
    slug: string;
    address: string;
    icalToken: string;
    updatedAt: Date;
    calendarSettings: CalendarSettings;
  };
  staff: { id: string; name: string; icalToken: string; updatedAt: Date } | null;
};

/**
 * The active business (and, with `staffId`, its active staff member) a feed belongs to, with the
 * secret to compare; null when there is none.
 */
export async function findFeedOwner(
  db: Database,
  businessId: string,
  staffId: string | null,
): Promise<FeedOwner | null> {
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      address: businesses.address,
      icalToken: businesses.icalToken,
      updatedAt: businesses.updatedAt,
      calendarSettings: businesses.calendarSettings,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  if (!business) return null;
  const owner = {
    business: { ...business, calendarSettings: parseWithDefaults(calendarSettingsSchema, business.calendarSettings) },
  };
  if (!staffId) return { ...owner, staff: null };
  const [staff] = await db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      icalToken: staffMembers.icalToken,
      updatedAt: staffMembers.updatedAt,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.businessId, businessId), eq(staffMembers.isActive, true)))
    .limit(1);
  return staff ? { ...owner, staff } : null;
}

export type FeedScope = { businessId: string; staffId: string | null; since: Date; includeCancelled: boolean };

function feedConditions({ businessId, staffId, since, includeCancelled }: FeedScope): SQL {
  const conditions = [eq(bookings.businessId, businessId), gte(bookings.startsAt, since)];
  if (staffId) conditions.push(eq(bookings.staffId, staffId));
  if (!includeCancelled) conditions.push(ne(bookings.status, "cancelled"));
  return and(...conditions)!;
}

/**
 * What decides whether a feed changed, in one aggregate over the index: any insert, delete, or update
 * (every drizzle update sets `updated_at`; time, staff and status changes raise `sequence`) moves it.
 */
export async function getFeedFingerprint(db: Database, scope: FeedScope) {
  const [row] = await db
    .select({
      events: count(),
      lastUpdatedAt: max(bookings.updatedAt),
      sequences: sql<string>`coalesce(sum(${bookings.sequence}), 0)::text`,
    })
    .from(bookings)
    .where(feedConditions(scope));
  return {
    events: row?.events ?? 0,
    lastUpdatedAt: row?.lastUpdatedAt ? new Date(row.lastUpdatedAt) : null,
    sequences: row?.sequences ?? "0",
  };
}

/** The bookings of a feed, oldest first, with what an event needs. */
export async function listFeedBookings(db: Database, scope: FeedScope) {
  return db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      customerEmail: bookings.customerEmail,
      notes: bookings.notes,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      sequence: bookings.sequence,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .where(feedConditions(scope))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

export type FeedBooking = Awaited<ReturnType<typeof listFeedBookings>>[number];

/** One booking of the business (a dashboard download), or undefined. */
export async function findBusinessBooking(db: Database, businessId: string, bookingId: string, staffId?: string) {
  const conditions = [eq(bookings.id, bookingId), eq(bookings.businessId, businessId)];
  if (staffId) conditions.push(eq(bookings.staffId, staffId));
  const [row] = await db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      customerEmail: bookings.customerEmail,
      notes: bookings.notes,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      sequence: bookings.sequence,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** Records one fetch and forgets the business's fetches older than the retention period. */
export async function recordFeedHit(
  db: Database,
  hit: { businessId: string; staffId: string | null; userAgent: string; at: Date },
): Promise<void> {
  const cutoff = new Date(hit.at.getTime() - FEED_HIT_RETENTION_DAYS * 86_400_000);
  await db
    .delete(calendarFeedHits)
    .where(and(eq(calendarFeedHits.businessId, hit.businessId), lt(calendarFeedHits.fetchedAt, cutoff)));
  await db.insert(calendarFeedHits).values({
    businessId: hit.businessId,
    staffId: hit.staffId,
    userAgent: hit.userAgent.slice(0, 300),
    fetchedAt: hit.at,
  });
}

/** Export Statistics: fetches of the business feed in the last 7 days and the latest one. */
export async function getFeedStats(db: Database, businessId: string, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const own = and(eq(calendarFeedHits.businessId, businessId), isNull(calendarFeedHits.staffId));
  const [[week], [last]] = await Promise.all([
    db
      .select({ hits: count() })
      .from(calendarFeedHits)
      .where(and(own, gte(calendarFeedHits.fetchedAt, weekAgo))),
    db
      .select({ fetchedAt: calendarFeedHits.fetchedAt, userAgent: calendarFeedHits.userAgent })
      .from(calendarFeedHits)
      .where(own)
      .orderBy(desc(calendarFeedHits.fetchedAt))
      .limit(1),
  ]);
  return { hitsLast7Days: week?.hits ?? 0, lastFetch: last ?? null };
}

/** The Calendar Sync screen's business row: name, settings and the feed secret. */
export async function getCalendarSyncBusiness(db: Database, businessId: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      address: businesses.address,
      icalToken: businesses.icalToken,
      calendarSettings: businesses.calendarSettings,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  return row ? { ...row, calendarSettings: parseWithDefaults(calendarSettingsSchema, row.calendarSettings) } : null;
}

/** Active staff members with their feed secrets, by name. */
export async function listStaffFeeds(db: Database, businessId: string) {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name, icalToken: staffMembers.icalToken })
    .from(staffMembers)
    .where(and(eq(staffMembers.businessId, businessId), eq(staffMembers.isActive, true)))
    .orderBy(asc(staffMembers.name));
}

export async function saveCalendarSettings(
  db: Database,
  businessId: string,
  settings: CalendarSettings,
): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set({ calendarSettings: settings, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}

export async function setBusinessFeedToken(db: Database, businessId: string, token: string): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set({ icalToken: token, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}

export async function setStaffFeedToken(
  db: Database,
  businessId: string,
  staffId: string,
  token: string,
): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ icalToken: token, updatedAt: new Date() })
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.businessId, businessId)))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}
