import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, icalToken, id, updatedAt } from "./columns";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

/** A bookable person. `specialties` lists service ids; empty means every service. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    businessId: businessId(),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    jobTitle: text("job_title").notNull().default(""),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    availability: jsonb("availability").$type<WeeklySchedule>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** The secret of this member's own iCal feed (192 random bits); regenerating it ends the old URL. */
    icalToken: icalToken(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_members_business_id_idx").on(t.businessId),
    uniqueIndex("staff_members_ical_token_key").on(t.icalToken),
  ],
);

export type StaffMember = typeof staffMembers.$inferSelect;
export type NewStaffMember = typeof staffMembers.$inferInsert;
