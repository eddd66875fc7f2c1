import "server-only";
import { and, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";

/*
 * The counters behind every request limit (table `rate_limits`). Each hit is one atomic
 * `insert … on conflict do update … returning`: Postgres locks the row for the statement, so
 * concurrent requests in any number of server processes are counted one after another.
 */

// Raw Date parameters inside sql`` are not serialised by every driver: pass ISO text with a cast.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const milliseconds = (value: SQL | number) => sql`(${value} * interval '1 millisecond')`;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Counts one hit for the key in a fixed window (a hit after the window's end starts a new one at one)
 * and returns the hits so far.
 */
export async function countRateLimitHit(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const expired = sql`${rateLimits.expiresAt} <= ${at(now)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1, expiresAt: later(now, windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${expired} then ${at(later(now, windowMs))} else ${rateLimits.expiresAt} end`,
        blockedUntil: null,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row.hits;
}

export type ProgressiveCounter = {
  freeAttempts: number;
  windowMs: number;
  /** The delay after the `freeAttempts`-th attempt, the next, ...; the last one repeats. */
  schedule: number[];
};

/**
 * Lets one attempt through unless the key is inside a delay, in one statement: the attempt is
 * counted and the next delay set (from `schedule`) together, so of any number of concurrent attempts
 * only those the count allows get through. Returns the attempt's number, or null when refused (a
 * refused attempt changes nothing).
 */
export async function countProgressiveAttempt(
  db: Database,
  key: string,
  counter: ProgressiveCounter,
  firstAttemptDelayMs: number,
  now: Date,
): Promise<number | null> {
  const { freeAttempts, windowMs, schedule } = counter;
  const expired = sql`${rateLimits.expiresAt} <= ${at(now)}`;
  const attempt = sql`(case when ${expired} then 1 else ${rateLimits.hits} + 1 end)`;
  const scheduleArray = sql.raw(`array[${schedule.map((ms) => Math.round(ms)).join(",")}]::bigint[]`);
  const delay = sql`(${scheduleArray})[least(${attempt} - ${freeAttempts} + 1, ${schedule.length})]`;
  const blockedUntil = sql`case when ${attempt} >= ${freeAttempts} then ${at(now)} + ${milliseconds(delay)} end`;
  const firstBlockedUntil = firstAttemptDelayMs > 0 ? later(now, firstAttemptDelayMs) : null;
  const rows = await db
    .insert(rateLimits)
    .values({
      key,
      windowStartedAt: now,
      hits: 1,
      blockedUntil: firstBlockedUntil,
      expiresAt: later(firstBlockedUntil ?? now, windowMs),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: attempt,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        blockedUntil,
        expiresAt: sql`coalesce(${blockedUntil}, ${at(now)}) + ${milliseconds(windowMs)}`,
      },
      // Inside a delay the row is left as it is and nothing is returned: the attempt is refused.
      setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at(now)}`,
    })
    .returning({ hits: rateLimits.hits });
  return rows.length > 0 ? rows[0].hits : null;
}

/** When the key's current delay ends (null when there is none at `now`). */
export async function readBlockedUntil(db: Database, key: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.blockedUntil, now)));
  return row?.blockedUntil ?? null;
}

/**
 * Gives back one counted attempt (e.g. one that turned out to be a successful sign-in), and the delay
 * it started when the count falls back below `freeAttempts`.
 */
export async function refundRateLimitHit(db: Database, key: string, freeAttempts: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({
      hits: sql`greatest(${rateLimits.hits} - 1, 0)`,
      blockedUntil: sql`case when ${rateLimits.hits} - 1 < ${freeAttempts} then null else ${rateLimits.blockedUntil} end`,
    })
    .where(eq(rateLimits.key, key));
}

export async function deleteRateLimitKeys(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/**
 * Deletes up to `limit` counters whose window ended by `now` and returns how many. Rows another
 * request is updating are skipped, so purging never waits for (or undoes) a live counter.
 */
export async function purgeExpiredRateLimits(db: Database, now: Date, limit: number): Promise<number> {
  const expired = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lte(rateLimits.expiresAt, now))
    .limit(limit)
    .for("update", { skipLocked: true });
  const deleted = await db
    .delete(rateLimits)
    .where(inArray(rateLimits.key, expired))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
