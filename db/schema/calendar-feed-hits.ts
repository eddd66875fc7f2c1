import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { id } from "./columns";

/**
 * One successful fetch of an iCal feed (the business's, or a staff member's when `staff_id` is set),
 * for Export Statistics. Kept for 30 days: each insert deletes the business's older rows.
 */
export const calendarFeedHits = pgTable(
  "calendar_feed_hits",
  {
    id: id(),
    businessId: businessId(),
    staffId: uuid("staff_id"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("calendar_feed_hits_business_fetched_at_idx").on(t.businessId, t.fetchedAt)],
);

export type CalendarFeedHit = typeof calendarFeedHits.$inferSelect;
