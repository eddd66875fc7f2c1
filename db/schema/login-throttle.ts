import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-in counters per key ('email:…' or 'ip:…'), in the database so that every
 * server process sees the same counts.
 */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
