import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every request limit of the app, one row per counter key (e.g. 'booking:<client address>',
 * 'sign-in-email:<email>'), shared by all server processes and changed only by single atomic upserts.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
    /** When the counter is forgotten: a later hit starts again at one, and the row may be purged. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
    /** Progressive delays (sign-in): no further attempt is let through before this time. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
);
