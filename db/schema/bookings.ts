import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { bookingSeries } from "./booking-series";
import { bookingStatusEnum } from "./enums";
import { services } from "./services";
import { staffMembers } from "./staff-members";
import { visits } from "./visits";
import { waitlistHolds } from "./waitlist";

/** A set of time ranges: a booking's busy parts, as PostgreSQL's `tstzmultirange` text ('{[a,b),[c,d)}'). */
const tstzMultirange = customType<{ data: string }>({ dataType: () => "tstzmultirange" });

/**
 * A booking. Service and staff names are copied so history survives deletions.
 * `busy` is the time its staff member is busy: all of [starts_at, ends_at), less the processing part the service had
 * when it was booked (`processing_after_minutes` from the start, for `processing_minutes`), set by the trigger
 * `bookings_set_busy` on every insert and update (migration 0029). The exclusion constraint `bookings_no_overlap`
 * refuses two live bookings of one staff member whose busy parts overlap, so a booking may sit inside another's
 * processing. The index
 * `bookings_business_ends_at_idx` (business_id, ends_at) INCLUDE (starts_at) is custom SQL too
 * (0017_dashboard_indexes.sql; drizzle cannot declare INCLUDE): the Bookings tabs' counts and start bound.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    businessId: businessId(),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** The visit this service is part of (several services booked together); null for a booking of one. */
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "set null" }),
    /** The repeat series this appointment is an occurrence of (lib/series/); null for a one-off. */
    seriesId: uuid("series_id").references(() => bookingSeries.id, { onDelete: "set null" }),
    serviceName: text("service_name").notNull(),
    staffName: text("staff_name").notNull().default(""),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    notes: text("notes").notNull().default(""),
    pricePence: integer("price_pence").notNull().default(0),
    status: bookingStatusEnum("status").notNull().default("confirmed"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The service's processing part as booked: from this many minutes after the start, for `processingMinutes`. */
    processingAfterMinutes: integer("processing_after_minutes").notNull().default(0),
    processingMinutes: integer("processing_minutes").notNull().default(0),
    /** Set by the database from the columns above (never written by the app). */
    busy: tstzMultirange("busy")
      .notNull()
      .default(sql`'{}'`),
    /**
     * When the reminder email is due: starts_at minus the business's reminder hours, set when booked or moved;
     * null when reminders are off or the appointment was already inside that window.
     */
    reminderDueAt: timestamp("reminder_due_at", { withTimezone: true }),
    /** Set in the same statement that queues the reminder, so it is queued once whoever runs the job. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** RFC 5545 SEQUENCE: raised by every change of time, staff or status, in the same UPDATE. */
    sequence: integer("sequence").notNull().default(0),
    /** The customer's booking request key (Idempotency-Key): a retried POST finds this booking instead of booking twice. */
    idempotencyKey: text("idempotency_key"),
    /** The waitlist hold this booking took (its holder booked it); the only booking allowed over a live hold. */
    waitlistHoldId: uuid("waitlist_hold_id").references(() => waitlistHolds.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also INCLUDE (status) since migration 0019 (drizzle cannot declare it): Calendar Sync's counts read the index alone.
    index("bookings_business_starts_at_idx").on(t.businessId, t.startsAt),
    index("bookings_business_status_idx").on(t.businessId, t.status),
    index("bookings_business_created_at_idx").on(t.businessId, t.createdAt),
    index("bookings_staff_starts_at_idx").on(t.staffId, t.startsAt),
    index("bookings_service_id_idx").on(t.serviceId),
    index("bookings_visit_id_idx").on(t.visitId),
    // Only a series' own bookings: the planner never takes it for a business's plain date range.
    index("bookings_series_id_idx")
      .on(t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    // Customers are a business's bookings grouped by email (the customer list and page).
    index("bookings_business_customer_email_idx").on(t.businessId, sql`lower(${t.customerEmail})`),
    uniqueIndex("bookings_business_idempotency_key_idx")
      .on(t.businessId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The reminder job's scan: due reminders not yet sent.
    index("bookings_reminder_due_idx")
      .on(t.reminderDueAt)
      .where(sql`${t.reminderDueAt} is not null and ${t.reminderSentAt} is null`),
    check("bookings_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_price_non_negative", sql`${t.pricePence} >= 0`),
    check("bookings_processing_non_negative", sql`${t.processingAfterMinutes} >= 0 and ${t.processingMinutes} >= 0`),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
