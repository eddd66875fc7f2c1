import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type {
  BusinessHours,
  CalendarSettings,
  Customization,
  StaffAccess,
  WhiteLabel,
} from "@/lib/validations/business-settings";
import { createdAt, id, updatedAt } from "./columns";
import { businessTypeEnum } from "./enums";

/** A business is a tenant: its slug is the subdomain label and the public id in /book/{slug}. */
export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    slug: text("slug").notNull(),
    customDomain: text("custom_domain"),
    isActive: boolean("is_active").notNull().default(true),
    ownerId: uuid("owner_id"),
    name: text("name").notNull(),
    type: businessTypeEnum("type").notNull().default("other"),
    description: text("description").notNull().default(""),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    timeZone: text("time_zone").notNull().default("Europe/London"),
    hours: jsonb("hours").$type<BusinessHours>().notNull(),
    customization: jsonb("customization").$type<Customization>().notNull(),
    calendarSettings: jsonb("calendar_settings").$type<CalendarSettings>().notNull(),
    whiteLabel: jsonb("white_label").$type<WhiteLabel>().notNull(),
    staffAccess: jsonb("staff_access").$type<StaffAccess>().notNull(),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(0),
    cancellationNoticeHours: integer("cancellation_notice_hours").notNull().default(24),
    reminderHours: integer("reminder_hours").notNull().default(24),
    bookingWindowDays: integer("booking_window_days").notNull().default(21),
    icalToken: text("ical_token")
      .notNull()
      .$defaultFn(() => randomBytes(24).toString("base64url")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("businesses_slug_key").on(t.slug),
    uniqueIndex("businesses_custom_domain_key").on(t.customDomain),
    uniqueIndex("businesses_ical_token_key").on(t.icalToken),
    index("businesses_owner_id_idx").on(t.ownerId),
    check("businesses_slug_format", sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    check("businesses_custom_domain_lower", sql`${t.customDomain} = lower(${t.customDomain})`),
    check("businesses_buffer_range", sql`${t.bufferMinutes} between 0 and 240`),
    check("businesses_min_notice_range", sql`${t.minNoticeMinutes} between 0 and 20160`),
    check("businesses_cancellation_notice_range", sql`${t.cancellationNoticeHours} between 0 and 720`),
    check("businesses_reminder_hours_range", sql`${t.reminderHours} between 0 and 168`),
    check("businesses_booking_window_range", sql`${t.bookingWindowDays} between 1 and 365`),
  ],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
