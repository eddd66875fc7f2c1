import { createHash } from "node:crypto";

/**
 * The part of a rate-limit key that stands for an email address: the SHA-256 (hex) of the trimmed,
 * lower-case address, so the `rate_limits` table never holds an address (migration 0021 converted the
 * counters written before). The same address always gives the same key, so limits still count per email.
 */
export function hashEmailForKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}

/** The rate-limit key of a counter per email, e.g. `booking-email:<sha256>`. */
export function emailRateLimitKey(prefix: string, email: string): string {
  return `${prefix}:${hashEmailForKey(email)}`;
}
