import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { delayAfterAttempt, delaySchedule, type ProgressiveDelayPolicy } from "./progressive-delay";
import {
  countProgressiveAttempt,
  countRateLimitHits,
  countRateLimitHit,
  deleteRateLimitKeys,
  purgeExpiredRateLimits,
  readBlockedUntil,
  refundRateLimitHit,
} from "./queries";

/*
 * The app's one limiter: every limit (bookings, sign-in, registration, password reset) is a counter
 * in `rate_limits`, changed by one atomic upsert per attempt, so all server processes agree.
 */

/**
 * How many expired counters a new window deletes on its way in. New windows are what make the table
 * grow, so each one clearing up to this many old rows keeps it near the number of live counters,
 * without a scheduler and without one request ever deleting an unbounded number of rows.
 */
export const PURGE_BATCH = 100;

/** Counts one hit for the key in a fixed window and says whether it is within the limit. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  const hits = await countRateLimitHit(db, key, windowMs, now);
  if (hits === 1) await purgeExpiredRateLimits(db, now, PURGE_BATCH);
  return hits <= limit;
}

export type RateLimitRule = { key: string; limit: number; windowMs: number; message: string };

/**
 * Counts one hit against each rule in one statement and throws `rate_limited` (429) with the message of the first
 * rule (in the order given) it exceeds. With `unlessBooked`, a retry of a request that already booked (its
 * idempotency key is on a booking of the business) is counted against nothing: its booking's id is returned.
 */
export async function consumeRateLimits(
  db: Database,
  rules: readonly RateLimitRule[],
  now = new Date(),
  unlessBooked?: { businessId: string; idempotencyKey: string },
): Promise<string | null> {
  const counted = await countRateLimitHits(db, rules, now, { purgeLimit: PURGE_BATCH, unlessBooked });
  if (counted.earlierBookingId) return counted.earlierBookingId;
  const exceeded = rules.find((rule) => (counted.hits.get(rule.key) ?? 0) > rule.limit);
  if (exceeded) throw new AppError("rate_limited", exceeded.message);
  return null;
}

export type ProgressiveAttempt = { allowed: true; attempt: number } | { allowed: false; retryAfterMs: number };

/**
 * Lets one attempt through under a progressive delay, or says how long to wait. Counting and the
 * decision are one statement, so a burst of concurrent attempts gets only the allowed ones through.
 */
export async function takeProgressiveAttempt(
  db: Database,
  key: string,
  policy: ProgressiveDelayPolicy,
  now = new Date(),
): Promise<ProgressiveAttempt> {
  const counter = { freeAttempts: policy.freeAttempts, windowMs: policy.windowMs, schedule: delaySchedule(policy) };
  const attempt = await countProgressiveAttempt(db, key, counter, delayAfterAttempt(1, policy), now);
  if (attempt === null) {
    const blockedUntil = await readBlockedUntil(db, key, now);
    // The delay may have ended between the two statements: then a minimal wait is still the honest answer.
    return { allowed: false, retryAfterMs: blockedUntil ? blockedUntil.getTime() - now.getTime() : 1000 };
  }
  if (attempt === 1) await purgeExpiredRateLimits(db, now, PURGE_BATCH);
  return { allowed: true, attempt };
}

/** Gives back one attempt counted under `policy` (and the delay it started, if the count is free again). */
export async function refundAttempt(db: Database, key: string, policy: ProgressiveDelayPolicy): Promise<void> {
  await refundRateLimitHit(db, key, policy.freeAttempts);
}

/** Forgets the keys' counters (and any delay). */
export async function resetRateLimits(db: Database, keys: string[]): Promise<void> {
  await deleteRateLimitKeys(db, keys);
}

/** Deletes up to `limit` expired counters; see PURGE_BATCH. */
export async function purgeRateLimits(db: Database, now = new Date(), limit = PURGE_BATCH): Promise<number> {
  return purgeExpiredRateLimits(db, now, limit);
}
