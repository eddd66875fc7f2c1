import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * A repeat series: the same appointment every `every_weeks` weeks, `occurrences` times or until `until_date`
 * (inclusive, the business's zone; exactly one of the two). Each occurrence is a booking of its own pointing here
 * (`bookings.series_id`), booked through the one booking path under the exclusion constraint (lib/series/).
 */
export const bookingSeries = pgTable(
  "booking_series",
  {
    id: id(),
    businessId: businessId(),
    everyWeeks: integer("every_weeks").notNull(),
    occurrences: integer("occurrences"),
    untilDate: date("until_date", { mode: "string" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_series_business_id_idx").on(t.businessId),
    check("booking_series_every_weeks_range", sql`${t.everyWeeks} between 1 and 12`),
    check("booking_series_occurrences_range", sql`${t.occurrences} is null or ${t.occurrences} between 2 and 52`),
    check("booking_series_count_or_until", sql`(${t.occurrences} is null) <> (${t.untilDate} is null)`),
  ],
);

export type BookingSeries = typeof bookingSeries.$inferSelect;
