import "server-only";
import { and, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { bookings, rateLimits } from "@/db/schema";

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

export type CountedHits = {
  /** The booking that already holds `unlessBooked`'s idempotency key (then nothing was counted); else null. */
  earlierBookingId: string | null;
  /** Each key's hits so far in its window (empty when nothing was counted). */
  hits: Map<string, number>;
};

/**
 * `countRateLimitHit` for several keys in ONE statement (each with its own window, counted in the order given, so
 * concurrent callers lock the rows in the same order), which also purges up to `purgeLimit` expired counters when
 * one of them opened a new window. With `unlessBooked`, nothing is counted when the business already has a booking
 * made with that idempotency key (a retry of a request that booked): its id is returned instead.
 */
export async function countRateLimitHits(
  db: Database,
  counters: readonly { key: string; windowMs: number }[],
  now: Date,
  { purgeLimit, unlessBooked }: { purgeLimit: number; unlessBooked?: { businessId: string; idempotencyKey: string } },
): Promise<CountedHits> {
  const earlier = unlessBooked
    ? sql`select ${bookings.id}::text as id from ${bookings}
        where ${bookings.businessId} = ${unlessBooked.businessId}::uuid
          and ${bookings.idempotencyKey} = ${unlessBooked.idempotencyKey} limit 1`
    : sql`select null::text as id where false`;
  const values = sql.join(
    counters.map(({ key, windowMs }) => sql`(${key}, ${at(now)}, 1, ${at(later(now, windowMs))})`),
    sql`, `,
  );
  const keys = sql.join(
    counters.map(({ key }) => sql`${key}`),
    sql`, `,
  );
  const counted =
    counters.length === 0
      ? sql`select null::text as key, null::int as hits where false`
      : sql`insert into rate_limits as r (key, window_started_at, hits, expires_at)
          select * from (values ${values}) as v (key, window_started_at, hits, expires_at)
          where not exists (select 1 from earlier)
          on conflict (key) do update set
            hits = case when r.expires_at <= ${at(now)} then 1 else r.hits + 1 end,
            window_started_at = case when r.expires_at <= ${at(now)} then excluded.window_started_at else r.window_started_at end,
            expires_at = case when r.expires_at <= ${at(now)} then excluded.expires_at else r.expires_at end,
            blocked_until = null
          returning r.key, r.hits`;
  const purge =
    counters.length === 0
      ? sql`select 1 where false`
      : sql`delete from rate_limits where key in (
            select key from rate_limits where expires_at <= ${at(now)} and key not in (${keys})
            limit ${purgeLimit} for update skip locked
          ) and exists (select 1 from hit where hits = 1)`;
  const result = await db.execute(sql`
    with earlier as (${earlier}), hit as (${counted}), purge as (${purge})
    select (select id from earlier) as earlier,
      coalesce((select json_agg(json_build_array(key, hits)) from hit), '[]'::json) as hits`);
  const [row] = rowsOf<{ earlier: string | null; hits: [string, number][] | string }>(result);
  const pairs = typeof row.hits === "string" ? (JSON.parse(row.hits) as [string, number][]) : row.hits;
  return { earlierBookingId: row.earlier, hits: new Map(pairs) };
}
