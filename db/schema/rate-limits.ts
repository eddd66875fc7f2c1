import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window request counters (e.g. 'booking:<client address>'), shared by all server processes. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
});
