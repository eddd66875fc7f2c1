import { ANY_STAFF } from "@/lib/validations/public-booking";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { emailRateLimitKey } from "./email-key";
import { consumeRateLimit } from "./limiter";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The public booking limits, each a number of attempts per window. */
export type BookingLimits = {
  perAddressPerHour: number;
  perBusinessPerHour: number;
  perEmailPerDay: number;
  perSlotPer10Minutes: number;
};

export const DEFAULT_BOOKING_LIMITS: BookingLimits = {
  perAddressPerHour: 20,
  perBusinessPerHour: 200,
  perEmailPerDay: 10,
  perSlotPer10Minutes: 5,
};

const LIMIT_VARIABLES: Record<keyof BookingLimits, string> = {
  perAddressPerHour: "BOOKING_RATE_LIMIT_PER_HOUR",
  perBusinessPerHour: "BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR",
  perEmailPerDay: "BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY",
  perSlotPer10Minutes: "BOOKING_RATE_LIMIT_PER_SLOT",
};

/** The limits from the environment (each variable optional); a value that is not a whole number is refused. */
export function readBookingLimits(env: Record<string, string | undefined> = process.env): BookingLimits {
  const limits = { ...DEFAULT_BOOKING_LIMITS };
  for (const name of Object.keys(LIMIT_VARIABLES) as (keyof BookingLimits)[]) {
    const raw = env[LIMIT_VARIABLES[name]]?.trim();
    if (!raw) continue;
    if (!/^\d{1,9}$/.test(raw)) throw new Error(`${LIMIT_VARIABLES[name]} must be a whole number, got "${raw}".`);
    limits[name] = Number(raw);
  }
  return limits;
}

export type BookingAttempt = {
  /** Null when the address is unknown (no trusted proxy): that limit is then skipped, the others still apply. */
  clientAddress: string | null;
  slug: string;
  customerEmail: string;
  staffId: string;
  date: string;
  time: string;
};

/** The prefix of the per-customer-email counter (its key holds the email's SHA-256, never the address). */
export const BOOKING_EMAIL_KEY_PREFIX = "booking-email";

type Rule = { key: string; limit: number; windowMs: number; message: string };

/**
 * The counters one booking attempt consumes, in order: the client's address, then three that no
 * client can change by moving address: the business (per hour), the customer's email (per day) and
 * the slot (one staff member's start time, per 10 minutes, so a bot cannot hammer one time).
 */
export function bookingRateLimitRules(attempt: BookingAttempt, limits: BookingLimits): Rule[] {
  const rules: Rule[] = [];
  if (attempt.clientAddress) {
    rules.push({
      key: `booking:${attempt.clientAddress}`,
      limit: limits.perAddressPerHour,
      windowMs: HOUR,
      message: "Too many bookings from your connection. Please try again later.",
    });
  }
  rules.push(
    {
      key: `booking-business:${attempt.slug}`,
      limit: limits.perBusinessPerHour,
      windowMs: HOUR,
      message: "This business is taking a lot of bookings right now. Please try again later.",
    },
    {
      key: emailRateLimitKey(BOOKING_EMAIL_KEY_PREFIX, attempt.customerEmail),
      limit: limits.perEmailPerDay,
      windowMs: 24 * HOUR,
      message: "Too many bookings for this email address today. Please contact the business directly.",
    },
    {
      // Staff ids are unique across businesses; "any professional" is not, so it counts per business.
      key: `booking-slot:${attempt.staffId === ANY_STAFF ? `${attempt.slug}:${ANY_STAFF}` : attempt.staffId}:${attempt.date}T${attempt.time}`,
      limit: limits.perSlotPer10Minutes,
      windowMs: 10 * MINUTE,
      message: "Too many attempts for this time. Please choose another time or try again in a few minutes.",
    },
  );
  return rules;
}

/**
 * Counts the attempt against each limit in turn and throws `rate_limited` (429) at the first one
 * it exceeds, before anything is booked. Each count is one atomic upsert.
 */
export async function consumeBookingRateLimits(
  db: Database,
  attempt: BookingAttempt,
  limits: BookingLimits = readBookingLimits(),
  now = new Date(),
): Promise<void> {
  for (const rule of bookingRateLimitRules(attempt, limits)) {
    if (!(await consumeRateLimit(db, rule.key, rule.limit, rule.windowMs, now))) {
      throw new AppError("rate_limited", rule.message);
    }
  }
}
