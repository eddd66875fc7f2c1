import type { Database } from "@/db/client";
import { countFailure, deleteThrottleKeys, isAnyKeyLocked } from "./throttle-queries";

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

export async function isSignInLocked(
  db: Database,
  email: string,
  clientAddress: string | null,
  now: Date,
): Promise<boolean> {
  return isAnyKeyLocked(
    db,
    throttleKeys(email, clientAddress).map((k) => k.key),
    now,
  );
}

/** Counts one failure per key in a sliding 15-minute window; reaching the limit locks the key. */
export async function recordSignInFailure(
  db: Database,
  email: string,
  clientAddress: string | null,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + THROTTLE_LOCK_MS);
  for (const { key, limit } of throttleKeys(email, clientAddress)) {
    await countFailure(db, { key, limit, now, windowStart, lockUntil });
  }
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await deleteThrottleKeys(db, [throttleKeys(email, null)[0].key]);
}
