import { randomBytes } from "node:crypto";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";
import { createdAt, id, updatedAt } from "./columns";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

/** A bookable person. `specialties` lists service ids; empty means every service. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    jobTitle: text("job_title").notNull().default(""),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    availability: jsonb("availability").$type<WeeklySchedule>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** The secret of this member's own iCal feed (192 random bits); regenerating it ends the old URL. */
    icalToken: text("ical_token")
      .notNull()
      .$defaultFn(() => randomBytes(24).toString("base64url")),
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
