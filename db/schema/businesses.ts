import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CalendarSettings, Customization, StaffAccess, WhiteLabel } from "@/lib/business/settings-schema";
import { createdAt, icalToken, id, updatedAt } from "./columns";
import { businessTypeEnum, resourceNameAudienceEnum } from "./enums";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

/** A business is a tenant: its slug is the subdomain label and the public id in /book/{slug}. */
export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    slug: text("slug").notNull(),
    customDomain: text("custom_domain"),
    /** The value the owner publishes as TXT `_bookingpro.{custom_domain}`; a new one for every new domain. */
    customDomainToken: text("custom_domain_token"),
    /** Set once that TXT record was found; only a verified domain serves the business's pages. */
    customDomainVerifiedAt: timestamp("custom_domain_verified_at", { withTimezone: true }),
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
    hours: jsonb("hours").$type<WeeklySchedule>().notNull(),
    customization: jsonb("customization").$type<Customization>().notNull(),
    calendarSettings: jsonb("calendar_settings").$type<CalendarSettings>().notNull(),
    whiteLabel: jsonb("white_label").$type<WhiteLabel>().notNull(),
    staffAccess: jsonb("staff_access").$type<StaffAccess>().notNull(),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(0),
    cancellationNoticeHours: integer("cancellation_notice_hours").notNull().default(24),
    reminderHours: integer("reminder_hours").notNull().default(24),
    bookingWindowDays: integer("booking_window_days").notNull().default(21),
    /** Whether "Notify the customer?" starts ticked when the business moves or cancels an appointment. */
    notifyCustomerOfChanges: boolean("notify_customer_of_changes").notNull().default(true),
    /** UK GDPR retention: customer details of bookings that ended more than this many months ago are erased (null = keep). */
    customerRetentionMonths: integer("customer_retention_months"),
    /** Who is told which room or resource an appointment holds: the dashboard always, staff feeds, customers' emails. */
    resourceNamesShownTo: resourceNameAudienceEnum("resource_names_shown_to").notNull().default("staff"),
    /** How long a time offered to a waitlisted customer is held for them. */
    waitlistHoldMinutes: integer("waitlist_hold_minutes").notNull().default(30),
    icalToken: icalToken(),
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
    check("businesses_custom_domain_token", sql`(${t.customDomain} is null) = (${t.customDomainToken} is null)`),
    check(
      "businesses_custom_domain_verified",
      sql`${t.customDomainVerifiedAt} is null or ${t.customDomain} is not null`,
    ),
    check("businesses_buffer_range", sql`${t.bufferMinutes} between 0 and 240`),
    check("businesses_min_notice_range", sql`${t.minNoticeMinutes} between 0 and 20160`),
    check("businesses_cancellation_notice_range", sql`${t.cancellationNoticeHours} between 0 and 720`),
    check("businesses_reminder_hours_range", sql`${t.reminderHours} between 0 and 168`),
    check("businesses_booking_window_range", sql`${t.bookingWindowDays} between 1 and 365`),
    check("businesses_waitlist_hold_minutes_range", sql`${t.waitlistHoldMinutes} between 5 and 1440`),
    check("businesses_customer_retention_range", sql`${t.customerRetentionMonths} between 1 and 120`),
  ],
);

/**
 * Subdomains a business gave up (changed away from), kept for 30 days so nobody else can pick
 * one up and receive its old links and bookmarks. The business that released it may take it back.
 * One row per slug: the latest release. No business_id foreign key: a deleted business's slug
 * stays held too.
 */
export const releasedSlugs = pgTable(
  "released_slugs",
  {
    slug: text("slug").notNull(),
    businessId: uuid("business_id").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug] }), index("released_slugs_released_at_idx").on(t.releasedAt)],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
