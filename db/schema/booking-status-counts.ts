import { sql } from "drizzle-orm";
import { index, integer, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { bookingStatusEnum } from "./enums";

/**
 * How many bookings a business has per staff member (null: none assigned) and status: the status tiles of the
 * bookings screen, read from a few rows instead of counting every booking on every view. Kept by statement
 * triggers on `bookings` (db/migrations/0018_booking_status_counts.sql), in the same transaction as the change, so
 * no write path can forget it. No foreign key: a business's rows fall to zero and are removed with its bookings.
 */
export const bookingStatusCounts = pgTable(
  "booking_status_counts",
  {
    businessId: uuid("business_id").notNull(),
    staffId: uuid("staff_id"),
    status: bookingStatusEnum("status").notNull(),
    bookings: integer("bookings").notNull(),
  },
  (t) => [
    unique("booking_status_counts_key").on(t.businessId, t.staffId, t.status).nullsNotDistinct(),
    // The triggers remove rows that reach zero; this keeps finding them cheap.
    index("booking_status_counts_zero_idx")
      .on(t.businessId)
      .where(sql`${t.bookings} = 0`),
  ],
);
