import { date, index, jsonb, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { staffMembers } from "./staff-members";
import type { ScheduleDay } from "@/lib/availability/weekly-schedule";

/**
 * A staff member's hours changed for one date: a different shift (with its breaks), a day off, or a day in on
 * their usual day off. It replaces their weekday's hours on that date (lib/availability/working-windows.ts).
 */
export const staffScheduleOverrides = pgTable(
  "staff_schedule_overrides",
  {
    id: id(),
    businessId: businessId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    hours: jsonb("hours").$type<ScheduleDay>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_schedule_overrides_staff_date_key").on(t.staffId, t.date),
    index("staff_schedule_overrides_business_date_idx").on(t.businessId, t.date),
  ],
);

export type StaffScheduleOverride = typeof staffScheduleOverrides.$inferSelect;
