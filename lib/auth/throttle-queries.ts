import "server-only";
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { loginThrottle } from "@/db/schema";

/** Sign-in failure counters, one row per key (an email or a client address). */

export async function isAnyKeyLocked(db: Database, keys: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts one failure for the key in one atomic upsert: a window older than `windowStart` starts
 * again at one; reaching `limit` locks the key until `lockUntil`.
 */
export async function countFailure(
  db: Database,
  failure: { key: string; limit: number; now: Date; windowStart: Date; lockUntil: Date },
): Promise<void> {
  const { key, limit, now, windowStart, lockUntil } = failure;
  // Raw Date parameters inside sql`` are not serialised by every driver: pass ISO text with a cast.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const expired = sql`${loginThrottle.windowStartedAt} < ${at(windowStart)}`;
  const nextFailures = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${limit} then ${at(lockUntil)}
          else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function deleteThrottleKeys(db: Database, keys: string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
