import { sql } from "drizzle-orm";
import { check, date, index, pgEnum, pgTable, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { services } from "./services";
import { staffMembers } from "./staff-members";

export const WAITLIST_ENTRY_STATUSES = ["waiting", "offered", "booked", "left"] as const;
export const WAITLIST_HOLD_STATUSES = ["live", "used", "expired", "released"] as const;
export const WAITLIST_OPENING_STATUSES = ["open", "offered", "booked", "closed"] as const;

export const waitlistEntryStatusEnum = pgEnum("waitlist_entry_status", WAITLIST_ENTRY_STATUSES);
export const waitlistHoldStatusEnum = pgEnum("waitlist_hold_status", WAITLIST_HOLD_STATUSES);
export const waitlistOpeningStatusEnum = pgEnum("waitlist_opening_status", WAITLIST_OPENING_STATUSES);

/**
 * A customer waiting for a time: a service, a staff member (null = any), the dates and the times of day (the
 * business's zone) that suit them, and their contact details. Offered freed times in the order they joined.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    businessId: businessId(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "cascade" }),
    dateFrom: date("date_from").notNull(),
    dateTo: date("date_to").notNull(),
    /** 'HH:mm:ss'; a start at or after `timeFrom` and before `timeTo` suits. */
    timeFrom: time("time_from").notNull().default("00:00"),
    timeTo: time("time_to").notNull().default("24:00"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    status: waitlistEntryStatusEnum("status").notNull().default("waiting"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("waitlist_entries_business_status_idx").on(t.businessId, t.status, t.createdAt),
    index("waitlist_entries_business_email_idx").on(t.businessId, t.email),
    check("waitlist_entries_dates_in_order", sql`${t.dateTo} >= ${t.dateFrom}`),
    check("waitlist_entries_times_in_order", sql`${t.timeTo} > ${t.timeFrom}`),
    check("waitlist_entries_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A future time a live booking gave up (cancelled or moved), written by the trigger
 * `bookings_open_waitlist_time` (migration 0033), never by the app; the offers job matches it to the waitlist.
 */
export const waitlistOpenings = pgTable(
  "waitlist_openings",
  {
    id: id(),
    businessId: businessId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** cancel / move */
    reason: text("reason").notNull(),
    status: waitlistOpeningStatusEnum("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    index("waitlist_openings_open_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'open'`),
    index("waitlist_openings_business_idx").on(t.businessId),
    check("waitlist_openings_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A time held for one waitlisted customer until `expires_at`: while live and unexpired, only a booking carrying
 * its id may take that staff member's time (trigger `bookings_refuse_held_time_*`), and
 * `waitlist_holds_no_overlap` (EXCLUDE, custom SQL in migration 0033) keeps a member's live holds apart.
 * The link's token is kept only as its SHA-256.
 */
export const waitlistHolds = pgTable(
  "waitlist_holds",
  {
    id: id(),
    businessId: businessId(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    /** The freed time it offers; null when the owner offered a time by hand. */
    openingId: uuid("opening_id").references(() => waitlistOpenings.id, { onDelete: "set null" }),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    status: waitlistHoldStatusEnum("status").notNull().default("live"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("waitlist_holds_token_hash_key").on(t.tokenHash),
    index("waitlist_holds_business_idx").on(t.businessId),
    index("waitlist_holds_entry_idx").on(t.entryId),
    index("waitlist_holds_live_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex("waitlist_holds_live_opening_key")
      .on(t.openingId)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex("waitlist_holds_live_entry_key")
      .on(t.entryId)
      .where(sql`${t.status} = 'live'`),
    check("waitlist_holds_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type WaitlistHold = typeof waitlistHolds.$inferSelect;
