import { and, asc, count, desc, eq, gte, isNull, max, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, businesses, calendarFeedHits, staffMembers } from "@/db/schema";
import { calendarSettingsSchema, parseWithDefaults, type CalendarSettings } from "@/lib/business/settings-schema";
import type { ResourceNameAudience } from "@/lib/constants";
import { heldResourceNamesColumn } from "@/lib/resources/hold-queries";

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
    /** Who is told a booking's room: a feed names it unless only the dashboard is ('dashboard'). */
    resourceNamesShownTo: ResourceNameAudience;
  };
  staff: { id: string; name: string; icalToken: string; updatedAt: Date } | null;
};

const feedBusinessColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  address: businesses.address,
  icalToken: businesses.icalToken,
  updatedAt: businesses.updatedAt,
  calendarSettings: businesses.calendarSettings,
  resourceNamesShownTo: businesses.resourceNamesShownTo,
};

const feedStaffColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  icalToken: staffMembers.icalToken,
  updatedAt: staffMembers.updatedAt,
};

/** The business feed has no staff member; a staff feed's member is an active one of the same business. */
const feedStaffJoin = (staffId: string | null) =>
  staffId
    ? and(eq(staffMembers.id, staffId), eq(staffMembers.businessId, businesses.id), eq(staffMembers.isActive, true))
    : sql`false`;

const activeBusiness = (businessId: string) => and(eq(businesses.id, businessId), eq(businesses.isActive, true));

type FeedOwnerRow = {
  business: Omit<FeedOwner["business"], "calendarSettings"> & { calendarSettings: unknown };
  staff: FeedOwner["staff"];
};

/** The owner of a feed row, or null when a staff feed's member is not there. */
function toFeedOwner(row: FeedOwnerRow | undefined, staffId: string | null): FeedOwner | null {
  if (!row || (staffId && !row.staff)) return null;
  return {
    business: {
      ...row.business,
      calendarSettings: parseWithDefaults(calendarSettingsSchema, row.business.calendarSettings),
    },
    staff: row.staff,
  };
}

/**
 * The active business (and, with `staffId`, its active staff member) a feed belongs to, with the
 * secret to compare; null when there is none.
 */
export async function findFeedOwner(
  db: Database,
  businessId: string,
  staffId: string | null,
): Promise<FeedOwner | null> {
  const [row] = await db
    .select({ business: feedBusinessColumns, staff: feedStaffColumns })
    .from(businesses)
    .leftJoin(staffMembers, feedStaffJoin(staffId))
    .where(activeBusiness(businessId))
    .limit(1);
  return toFeedOwner(row, staffId);
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

export type FeedFingerprint = Awaited<ReturnType<typeof getFeedFingerprint>>;

/** A feed request's owner with its fingerprint with and without cancelled bookings (the settings pick one). */
export type FeedOwnerWithFingerprint = {
  owner: FeedOwner;
  fingerprints: { all: FeedFingerprint; live: FeedFingerprint };
};

const notCancelled = sql`${bookings.status} <> 'cancelled'`;

/**
 * findFeedOwner and getFeedFingerprint in one round trip (the feed's every request): the owner's row
 * and the aggregate over its window, with and without cancelled bookings. The aggregate is only read
 * when the stored secret equals `token` (a gate so a wrong token costs no scan); the caller still
 * decides with its constant-time comparison.
 */
export async function findFeedOwnerWithFingerprint(
  db: Database,
  request: { businessId: string; staffId: string | null; token: string; since: Date },
): Promise<FeedOwnerWithFingerprint | null> {
  const { businessId, staffId, token, since } = request;
  const tokenHolder = staffId
    ? sql`exists (select 1 from ${staffMembers} where ${staffMembers.id} = ${staffId} and ${staffMembers.businessId} = ${businessId} and ${staffMembers.icalToken} = ${token})`
    : sql`exists (select 1 from ${businesses} where ${businesses.id} = ${businessId} and ${businesses.icalToken} = ${token})`;
  const window = and(feedConditions({ businessId, staffId, since, includeCancelled: true }), tokenHolder);
  const aggregate = db
    .select({
      eventsAll: sql<number>`count(*)::int`.as("events_all"),
      eventsLive: sql<number>`(count(*) filter (where ${notCancelled}))::int`.as("events_live"),
      lastAll: sql<string | null>`max(${bookings.updatedAt})`.as("last_all"),
      lastLive: sql<string | null>`max(${bookings.updatedAt}) filter (where ${notCancelled})`.as("last_live"),
      sequencesAll: sql<string>`coalesce(sum(${bookings.sequence}), 0)::text`.as("sequences_all"),
      sequencesLive: sql<string>`coalesce(sum(${bookings.sequence}) filter (where ${notCancelled}), 0)::text`.as(
        "sequences_live",
      ),
    })
    .from(bookings)
    .where(window)
    .as("fingerprint");
  const [row] = await db
    .select({
      business: feedBusinessColumns,
      staff: feedStaffColumns,
      fingerprint: {
        eventsAll: aggregate.eventsAll,
        eventsLive: aggregate.eventsLive,
        lastAll: aggregate.lastAll,
        lastLive: aggregate.lastLive,
        sequencesAll: aggregate.sequencesAll,
        sequencesLive: aggregate.sequencesLive,
      },
    })
    .from(businesses)
    .leftJoin(staffMembers, feedStaffJoin(staffId))
    .innerJoin(aggregate, sql`true`)
    .where(activeBusiness(businessId))
    .limit(1);
  const owner = toFeedOwner(row, staffId);
  if (!owner) return null;
  const f = row.fingerprint;
  const toDate = (value: string | Date | null) => (value ? new Date(value) : null);
  return {
    owner,
    fingerprints: {
      all: { events: f.eventsAll, lastUpdatedAt: toDate(f.lastAll), sequences: f.sequencesAll },
      live: { events: f.eventsLive, lastUpdatedAt: toDate(f.lastLive), sequences: f.sequencesLive },
    },
  };
}

/**
 * How many events the business's feed holds from `since`, with and without cancelled bookings (Export
 * Statistics), in one count that needs neither the settings first nor the fingerprint's other aggregates.
 */
export async function countFeedEvents(db: Database, businessId: string, since: Date) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      live: sql<number>`(count(*) filter (where ${notCancelled}))::int`,
    })
    .from(bookings)
    .where(feedConditions({ businessId, staffId: null, since, includeCancelled: true }));
  return { all: row?.all ?? 0, live: row?.live ?? 0 };
}

/** What an event of a booking needs (a feed's rows, a download). */
const feedBookingColumns = {
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
  rooms: heldResourceNamesColumn,
};

/** The bookings of a feed, oldest first, with what an event needs. */
export async function listFeedBookings(db: Database, scope: FeedScope) {
  return db
    .select(feedBookingColumns)
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
    .select(feedBookingColumns)
    .from(bookings)
    .where(and(...conditions))
    .limit(1);
  return row;
}

type FeedHitRow = { businessId: string; staffId: string | null; userAgent: string; at: Date };

/**
 * Records several fetches in one statement (the feed routes batch the fetches that arrive while one
 * write is under way) and forgets those businesses' fetches older than the retention period.
 */
export async function recordFeedHits(db: Database, hits: FeedHitRow[]): Promise<void> {
  if (hits.length === 0) return;
  const latest = Math.max(...hits.map((hit) => hit.at.getTime()));
  const cutoff = new Date(latest - FEED_HIT_RETENTION_DAYS * 86_400_000);
  const businessIds = [...new Set(hits.map((hit) => hit.businessId))];
  const rows = hits.map(
    (hit) =>
      sql`(${hit.businessId}::uuid, ${hit.staffId}::uuid, ${hit.userAgent.slice(0, 300)}, ${hit.at.toISOString()}::timestamptz)`,
  );
  await db.execute(sql`
    with expired as (
      delete from ${calendarFeedHits}
      where ${calendarFeedHits.businessId} in (${sql.join(
        businessIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${calendarFeedHits.fetchedAt} < ${cutoff.toISOString()}::timestamptz
    )
    insert into ${calendarFeedHits} (business_id, staff_id, user_agent, fetched_at)
    values ${sql.join(rows, sql`, `)}`);
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
  const [row] = await db.select(feedBusinessColumns).from(businesses).where(activeBusiness(businessId)).limit(1);
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

/** Changes what the business feed is built from; `updated_at` moves, so the feed's ETag does. False when inactive. */
async function updateFeedBusiness(
  db: Database,
  businessId: string,
  change: { calendarSettings: CalendarSettings } | { icalToken: string },
): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set({ ...change, updatedAt: new Date() })
    .where(activeBusiness(businessId))
    .returning({ id: businesses.id });
  return rows.length > 0;
}

export const saveCalendarSettings = (db: Database, businessId: string, settings: CalendarSettings) =>
  updateFeedBusiness(db, businessId, { calendarSettings: settings });

export const setBusinessFeedToken = (db: Database, businessId: string, token: string) =>
  updateFeedBusiness(db, businessId, { icalToken: token });

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
