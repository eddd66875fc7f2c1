import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, time, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { blackoutTypeEnum, recurringPatternEnum } from "./enums";
import { staffMembers } from "./staff-members";

/** A blocked period: whole days, or the inclusive time range on each day, optionally recurring. */
export const blackouts = pgTable(
  "blackouts",
  {
    id: id(),
    businessId: businessId(),
    type: blackoutTypeEnum("type").notNull(),
    // Set null when the staff member is deleted: the list then shows 'Unknown Staff'.
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    startTime: time("start_time"),
    endTime: time("end_time"),
    reason: text("reason").notNull().default(""),
    recurring: boolean("recurring").notNull().default(false),
    recurringPattern: recurringPatternEnum("recurring_pattern").notNull().default("weekly"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blackouts_business_id_idx").on(t.businessId, t.startDate),
    index("blackouts_staff_id_idx").on(t.staffId),
    check("blackouts_end_not_before_start", sql`${t.endDate} >= ${t.startDate}`),
    check(
      "blackouts_end_time_not_before_start_time",
      sql`${t.startTime} is null or ${t.endTime} is null or ${t.endTime} >= ${t.startTime}`,
    ),
  ],
);

export type Blackout = typeof blackouts.$inferSelect;
export type NewBlackout = typeof blackouts.$inferInsert;
