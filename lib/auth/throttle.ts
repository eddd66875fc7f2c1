import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { loginThrottle } from "@/db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const THROTTLE_LOCK_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const THROTTLED_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

export function throttleKeys(email: string, clientAddress: string | null): { key: string; limit: number }[] {
  const keys = [{ key: `email:${email.trim().toLowerCase()}`, limit: MAX_FAILURES_PER_EMAIL }];
  if (clientAddress) keys.push({ key: `ip:${clientAddress}`, limit: MAX_FAILURES_PER_ADDRESS });
  return keys;
}

export async function isSignInLocked(db: Database, email: string, clientAddress: string | null, now: Date): Promise<boolean> {
  const keys = throttleKeys(email, clientAddress).map((k) => k.key);
  const rows = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)))
    .limit(1);
  return rows.length > 0;
}

/** Counts one failure per key in a sliding 15-minute window; reaching the limit locks the key. */
export async function recordSignInFailure(db: Database, email: string, clientAddress: string | null, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + THROTTLE_LOCK_MS);
  // Raw Date parameters inside sql`` are not serialised by every driver: pass ISO text with a cast.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  for (const { key, limit } of throttleKeys(email, clientAddress)) {
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
          lockedUntil: sql`case when ${nextFailures} >= ${limit} then ${at(lockUntil)} else ${loginThrottle.lockedUntil} end`,
        },
      });
  }
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [throttleKeys(email, null)[0].key]));
}
