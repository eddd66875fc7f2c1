import "server-only";
import { setImmediate } from "node:timers/promises";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, staffBusyCalendars, staffBusyIntervals, staffMembers } from "@/db/schema";
import type { BusyInterval } from "./busy-events";

/*
 * Personal calendars of staff members and the busy intervals read from them. Every statement is
 * scoped by the staff member's id and, where a request names it, the session's business.
 */

export type BusyCalendarStatus = {
  staffId: string;
  /** The host only ('calendar.google.com'): the full address is a secret and never leaves the server. */
  host: string;
  lastAttemptAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  eventCount: number;
};

function hostOf(url: string): string {
  try {
    return new URL(url.replace(/^webcals?:\/\//i, "https://")).host;
  } catch {
    return "";
  }
}

const statusColumns = {
  staffId: staffBusyCalendars.staffId,
  url: staffBusyCalendars.url,
  lastAttemptAt: staffBusyCalendars.lastAttemptAt,
  lastSuccessAt: staffBusyCalendars.lastSuccessAt,
  lastError: staffBusyCalendars.lastError,
  eventCount: staffBusyCalendars.eventCount,
};

function toStatus({ url, ...row }: { url: string } & Omit<BusyCalendarStatus, "host">): BusyCalendarStatus {
  return { ...row, host: hostOf(url) };
}

/** The personal-calendar status of every staff member of the business that has one. */
export async function listBusyCalendarStatuses(db: Database, businessId: string): Promise<BusyCalendarStatus[]> {
  const rows = await db
    .select(statusColumns)
    .from(staffBusyCalendars)
    .where(eq(staffBusyCalendars.businessId, businessId));
  return rows.map(toStatus);
}

export async function findBusyCalendarStatus(
  db: Database,
  businessId: string,
  staffId: string,
): Promise<BusyCalendarStatus | null> {
  const [row] = await db
    .select(statusColumns)
    .from(staffBusyCalendars)
    .where(and(eq(staffBusyCalendars.businessId, businessId), eq(staffBusyCalendars.staffId, staffId)));
  return row ? toStatus(row) : null;
}

/**
 * Sets (or replaces) the staff member's calendar address. A different address drops the old
 * calendar's intervals and any refresh in flight (its result would belong to the old address).
 */
export async function upsertBusyCalendar(db: Database, businessId: string, staffId: string, url: string) {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ url: staffBusyCalendars.url })
      .from(staffBusyCalendars)
      .where(and(eq(staffBusyCalendars.businessId, businessId), eq(staffBusyCalendars.staffId, staffId)))
      .for("update");
    if (existing?.url === url) return;
    if (existing) {
      await tx
        .delete(staffBusyIntervals)
        .where(and(eq(staffBusyIntervals.businessId, businessId), eq(staffBusyIntervals.staffId, staffId)));
    }
    await tx
      .insert(staffBusyCalendars)
      .values({ staffId, businessId, url })
      .onConflictDoUpdate({
        target: staffBusyCalendars.staffId,
        set: {
          url,
          lastAttemptAt: null,
          lastSuccessAt: null,
          lastError: null,
          eventCount: 0,
          lockedUntil: null,
          lockToken: null,
        },
        // The staff member is the business's (checked by the caller); this keeps a row of another business untouched.
        setWhere: eq(staffBusyCalendars.businessId, businessId),
      });
  });
}

/** Removes the calendar and (by cascade) its intervals. False when there was none. */
export async function deleteBusyCalendar(db: Database, businessId: string, staffId: string): Promise<boolean> {
  const rows = await db
    .delete(staffBusyCalendars)
    .where(and(eq(staffBusyCalendars.businessId, businessId), eq(staffBusyCalendars.staffId, staffId)))
    .returning({ staffId: staffBusyCalendars.staffId });
  return rows.length === 1;
}

const inMs = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

export type ClaimedCalendar = { staffId: string; businessId: string; url: string; timeZone: string };

/**
 * Claims the calendar for one refresh (its own short statement): free when no lock or an expired one.
 * Null when it does not exist or another process holds it.
 */
export async function claimBusyCalendar(
  db: Database,
  staffId: string,
  claim: { lockToken: string; leaseMs: number },
): Promise<ClaimedCalendar | null> {
  const [row] = await db
    .update(staffBusyCalendars)
    .set({ lockToken: claim.lockToken, lockedUntil: inMs(claim.leaseMs), lastAttemptAt: sql`now()` })
    .from(businesses)
    .where(
      and(
        eq(staffBusyCalendars.staffId, staffId),
        eq(businesses.id, staffBusyCalendars.businessId),
        or(isNull(staffBusyCalendars.lockedUntil), lte(staffBusyCalendars.lockedUntil, sql`now()`)),
      ),
    )
    .returning({
      staffId: staffBusyCalendars.staffId,
      businessId: staffBusyCalendars.businessId,
      url: staffBusyCalendars.url,
      timeZone: businesses.timeZone,
    });
  return row ?? null;
}

const INSERT_CHUNK = 250;

const heldBy = (staffId: string, lockToken: string) =>
  and(eq(staffBusyCalendars.staffId, staffId), eq(staffBusyCalendars.lockToken, lockToken));

/**
 * A successful fetch: the staff member's intervals replaced in one transaction, if the claim is still
 * ours (not taken over, the address not changed meanwhile). False when it was not.
 */
export async function storeBusyIntervals(
  db: Database,
  claim: { staffId: string; businessId: string; lockToken: string },
  intervals: readonly BusyInterval[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const held = await tx
      .update(staffBusyCalendars)
      .set({
        lastSuccessAt: sql`now()`,
        lastError: null,
        eventCount: intervals.length,
        lockedUntil: null,
        lockToken: null,
      })
      .where(heldBy(claim.staffId, claim.lockToken))
      .returning({ staffId: staffBusyCalendars.staffId });
    if (held.length !== 1) return false;
    await setImmediate();
    await tx
      .delete(staffBusyIntervals)
      .where(and(eq(staffBusyIntervals.businessId, claim.businessId), eq(staffBusyIntervals.staffId, claim.staffId)));
    // Statements of two arrays each, not rows of parameters, with a turn of the event loop before each:
    // embedded PGlite runs on the thread that answers requests (and its promises resolve without giving
    // that thread back), and 1,000-row statements kept it busy for most of a second for 5,000 intervals.
    const toArray = (times: Date[]) => `{${times.map((time) => time.toISOString()).join(",")}}`;
    for (let i = 0; i < intervals.length; i += INSERT_CHUNK) {
      await setImmediate();
      const chunk = intervals.slice(i, i + INSERT_CHUNK);
      await tx.execute(sql`
        insert into ${staffBusyIntervals} (business_id, staff_id, starts_at, ends_at)
        select ${claim.businessId}::uuid, ${claim.staffId}::uuid, starts_at, ends_at
        from unnest(
          ${toArray(chunk.map((interval) => interval.startsAt))}::timestamptz[],
          ${toArray(chunk.map((interval) => interval.endsAt))}::timestamptz[]
        ) as t(starts_at, ends_at)`);
    }
    return true;
  });
}

/** A failed fetch: the error recorded, the intervals left as they were. */
export async function recordBusyCalendarFailure(db: Database, staffId: string, lockToken: string, error: string) {
  await db
    .update(staffBusyCalendars)
    .set({ lastError: error, lockedUntil: null, lockToken: null })
    .where(heldBy(staffId, lockToken));
}

/** Calendars not attempted since `before` (never attempted first), oldest first, not locked right now. */
export async function findDueBusyCalendars(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ staffId: staffBusyCalendars.staffId })
    .from(staffBusyCalendars)
    .innerJoin(staffMembers, eq(staffMembers.id, staffBusyCalendars.staffId))
    .where(
      and(
        eq(staffMembers.isActive, true),
        or(isNull(staffBusyCalendars.lastAttemptAt), lte(staffBusyCalendars.lastAttemptAt, before)),
        or(isNull(staffBusyCalendars.lockedUntil), lte(staffBusyCalendars.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(sql`${staffBusyCalendars.lastAttemptAt} asc nulls first`)
    .limit(limit);
  return rows.map((row) => row.staffId);
}
