import type { Database } from "@/db/client";
import { emailRateLimitKey } from "@/lib/rate-limit/email-key";
import { refundAttempt, resetRateLimits, takeProgressiveAttempt } from "@/lib/rate-limit/limiter";
import { formatWait, type ProgressiveDelayPolicy } from "@/lib/rate-limit/progressive-delay";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Per email: 5 attempts go through at once; then each further attempt waits 30 s, 1, 2, 4, 8, then
 * 15 minutes at most. Forgotten 15 minutes after the last attempt's delay, and at once by a
 * successful sign-in. A browser the account has signed in from before (lib/auth/known-device.ts) has a
 * counter of its own under the same policy instead, so someone guessing an owner's password elsewhere can
 * never keep the owner out of their own browser; on a new browser, a reset link makes it known.
 */
export const EMAIL_SIGN_IN_POLICY: ProgressiveDelayPolicy = {
  freeAttempts: 5,
  firstDelayMs: 30 * SECOND,
  maxDelayMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
};

/** Per client address (when known), for someone trying many emails: more free attempts, the same delays. */
export const ADDRESS_SIGN_IN_POLICY: ProgressiveDelayPolicy = { ...EMAIL_SIGN_IN_POLICY, freeAttempts: 20 };

export function throttledMessage(retryAfterMs: number): string {
  return `Too many sign-in attempts. Please wait ${formatWait(retryAfterMs)} and try again.`;
}

const emailKey = (email: string) => emailRateLimitKey("sign-in-email", email);
const addressKey = (clientAddress: string) => `sign-in-address:${clientAddress}`;
/** A known browser's id is already a hash bound to the email: the key holds no address. */
const deviceKey = (knownDevice: string) => `sign-in-device:${knownDevice}`;

/**
 * Counts a sign-in attempt before the password is checked (so concurrent guesses cannot all be
 * tried): the client address first, so an address inside its delay does not push the email's count,
 * then the email, or this known browser's own counter for it.
 */
export async function takeSignInAttempt(
  db: Database,
  email: string,
  clientAddress: string | null,
  now: Date,
  knownDevice: string | null = null,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  if (clientAddress) {
    const byAddress = await takeProgressiveAttempt(db, addressKey(clientAddress), ADDRESS_SIGN_IN_POLICY, now);
    if (!byAddress.allowed) return { ok: false, retryAfterMs: byAddress.retryAfterMs };
  }
  const key = knownDevice ? deviceKey(knownDevice) : emailKey(email);
  const byEmail = await takeProgressiveAttempt(db, key, EMAIL_SIGN_IN_POLICY, now);
  return byEmail.allowed ? { ok: true } : { ok: false, retryAfterMs: byEmail.retryAfterMs };
}

/** A successful sign-in clears the email's (and the browser's) counter and gives its attempt back to the address. */
export async function recordSignInSuccess(
  db: Database,
  email: string,
  clientAddress: string | null,
  knownDevice: string | null = null,
): Promise<void> {
  await resetRateLimits(db, knownDevice ? [emailKey(email), deviceKey(knownDevice)] : [emailKey(email)]);
  if (clientAddress) await refundAttempt(db, addressKey(clientAddress), ADDRESS_SIGN_IN_POLICY);
}
