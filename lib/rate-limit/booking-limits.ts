import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import type { Database } from "@/db/client";
import { getEnv, type BookingLimits } from "@/lib/env";
import { emailRateLimitKey } from "./email-key";
import { consumeRateLimits, type RateLimitRule } from "./limiter";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type BookingAttempt = {
  businessId: string;
  customerEmail: string;
  staffId: string;
  date: string;
  time: string;
};

/** The prefix of the per-customer-email counter (its key holds the email's SHA-256, never the address). */
export const BOOKING_EMAIL_KEY_PREFIX = "booking-email";

/**
 * The sender's own limit, counted for every well-formed request before anything is looked up: a sender
 * spends only their own allowance. Null when the address is unknown (no trusted proxy).
 */
export function senderBookingRule(clientAddress: string | null, limits: BookingLimits): RateLimitRule | null {
  if (!clientAddress) return null;
  return {
    key: `booking:${clientAddress}`,
    limit: limits.perAddressPerHour,
    windowMs: HOUR,
    message: "Too many bookings from your connection. Please try again later.",
  };
}

/**
 * The limits no client can dodge by moving address: the customer's email (per day), the slot (one staff
 * member's start time, per 10 minutes, so a bot cannot hammer one time) and, last, the business (per hour).
 * Counted only for a request that names a real service and staff member at a free time, inside the booking's
 * transaction (a refused booking counts nothing), so strangers' junk requests cannot use up what the business's own
 * customers need.
 */
export function admittedBookingRules(attempt: BookingAttempt, limits: BookingLimits): RateLimitRule[] {
  return [
    {
      key: emailRateLimitKey(BOOKING_EMAIL_KEY_PREFIX, attempt.customerEmail),
      limit: limits.perEmailPerDay,
      windowMs: 24 * HOUR,
      message: "Too many bookings for this email address today. Please contact the business directly.",
    },
    {
      // Staff ids are unique across businesses; "any professional" is not, so it counts per business.
      key: `booking-slot:${attempt.staffId === ANY_STAFF ? `${attempt.businessId}:${ANY_STAFF}` : attempt.staffId}:${attempt.date}T${attempt.time}`,
      limit: limits.perSlotPer10Minutes,
      windowMs: 10 * MINUTE,
      message: "Too many attempts for this time. Please choose another time or try again in a few minutes.",
    },
    {
      key: `booking-business:${attempt.businessId}`,
      limit: limits.perBusinessPerHour,
      windowMs: HOUR,
      message: "This business is taking a lot of bookings right now. Please try again later.",
    },
  ];
}

/**
 * The sender's limit (see `senderBookingRule`), in one statement with the idempotency replay: a request whose key
 * already booked at the business counts nothing and gets that booking's id back; else null.
 */
export async function admitBookingSender(
  db: Database,
  sender: { clientAddress: string | null; businessId: string; idempotencyKey?: string },
  limits: BookingLimits = getEnv().bookingLimits,
  now = new Date(),
): Promise<string | null> {
  const rule = senderBookingRule(sender.clientAddress, limits);
  const unlessBooked = sender.idempotencyKey
    ? { businessId: sender.businessId, idempotencyKey: sender.idempotencyKey }
    : undefined;
  if (!rule && !unlessBooked) return null;
  return consumeRateLimits(db, rule ? [rule] : [], now, unlessBooked);
}

/** The email, slot and business limits of an admitted request (see `admittedBookingRules`), in one statement. */
export async function consumeAdmittedBookingLimits(
  db: Database,
  attempt: BookingAttempt,
  limits: BookingLimits = getEnv().bookingLimits,
  now = new Date(),
): Promise<void> {
  await consumeRateLimits(db, admittedBookingRules(attempt, limits), now);
}
