import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, updatedAt } from "./columns";
import { staffMembers } from "./staff-members";

/**
 * A staff member's personal calendar (the secret iCal address of a Google, Outlook or Apple calendar),
 * fetched on a schedule; its events become `staff_busy_intervals`. `url` is a credential: it is never
 * logged nor sent back to a browser in full. A refresher claims a row by moving `locked_until` forward
 * under `lock_token`, so two servers never fetch the same calendar at once.
 */
export const staffBusyCalendars = pgTable(
  "staff_busy_calendars",
  {
    staffId: uuid("staff_id")
      .primaryKey()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    businessId: businessId(),
    url: text("url").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** The last attempt's failure in words an owner understands; null after a success. */
    lastError: text("last_error"),
    /** Busy intervals stored by the last successful fetch. */
    eventCount: integer("event_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockToken: uuid("lock_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_busy_calendars_business_id_idx").on(t.businessId),
    index("staff_busy_calendars_last_attempt_at_idx").on(t.lastAttemptAt),
  ],
);

/** Busy time from a staff member's personal calendar: the slot engine offers nothing that overlaps it. */
export const staffBusyIntervals = pgTable(
  "staff_busy_intervals",
  {
    businessId: businessId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffBusyCalendars.staffId, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("staff_busy_intervals_business_staff_starts_at_idx").on(t.businessId, t.staffId, t.startsAt),
    check("staff_busy_intervals_end_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type StaffBusyCalendar = typeof staffBusyCalendars.$inferSelect;
