import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { emailRateLimitKey } from "@/lib/rate-limit/email-key";
import { consumeRateLimit } from "@/lib/rate-limit/limiter";

const HOUR = 60 * 60_000;

/**
 * Registrations and password-reset requests per hour: per client address (when known) against one
 * machine creating accounts or sending mail in bulk, per email (whether or not an account exists, so
 * the limit tells nothing about accounts) against flooding one mailbox.
 */
export const ACCOUNT_LIMITS = {
  registerPerAddress: 10,
  registerPerEmail: 5,
  resetPerAddress: 10,
  resetPerEmail: 5,
};

export const REGISTER_LIMITED_MESSAGE = "Too many sign-up attempts. Please try again in an hour.";
export const RESET_LIMITED_MESSAGE =
  "Too many password reset requests. Please check your inbox for the link we sent, or try again in an hour.";

type Limit = { key: string; limit: number };

async function consumeHourlyLimits(db: Database, limits: Limit[], message: string, now: Date): Promise<void> {
  for (const { key, limit } of limits) {
    if (!(await consumeRateLimit(db, key, limit, HOUR, now))) throw new AppError("rate_limited", message);
  }
}

function limitsFor(
  action: "register" | "reset",
  email: string,
  clientAddress: string | null,
  perAddress: number,
  perEmail: number,
) {
  const limits: Limit[] = [];
  if (clientAddress) limits.push({ key: `${action}-address:${clientAddress}`, limit: perAddress });
  limits.push({ key: emailRateLimitKey(`${action}-email`, email), limit: perEmail });
  return limits;
}

/** Counts a registration attempt (before any work is done); `rate_limited` beyond a limit. */
export async function consumeRegisterLimits(
  db: Database,
  email: string,
  clientAddress: string | null,
  now = new Date(),
): Promise<void> {
  const { registerPerAddress, registerPerEmail } = ACCOUNT_LIMITS;
  const limits = limitsFor("register", email, clientAddress, registerPerAddress, registerPerEmail);
  await consumeHourlyLimits(db, limits, REGISTER_LIMITED_MESSAGE, now);
}

/** Counts a password-reset request (before looking the account up); `rate_limited` beyond a limit. */
export async function consumeResetLimits(
  db: Database,
  email: string,
  clientAddress: string | null,
  now = new Date(),
): Promise<void> {
  const { resetPerAddress, resetPerEmail } = ACCOUNT_LIMITS;
  const limits = limitsFor("reset", email, clientAddress, resetPerAddress, resetPerEmail);
  await consumeHourlyLimits(db, limits, RESET_LIMITED_MESSAGE, now);
}
