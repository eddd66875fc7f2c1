import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, visits, type NewBooking } from "@/db/schema";
import type { BookingStatus, RestorableStatus } from "@/lib/constants";
import { plannedReminderSql } from "./reminder-queries";

/*
 * Every statement that writes a booking's time or status. Each raises `sequence` in the same UPDATE, so calendar
 * apps (feed and email attachments) take the change as a newer version of the event. Those that can make a booking
 * occupy staff time run through ./book-time.ts (`bookTime` for an insert or move, `runUnderConstraint` for a status
 * change), which maps the exclusion constraint's refusal to `slot_taken`.
 */

export type BookingValues = NewBooking;

const nextSequence = sql`${bookings.sequence} + 1`;

export async function insertBooking(db: Database, values: BookingValues) {
  const [row] = await db
    .insert(bookings)
    .values({ ...values, reminderDueAt: plannedReminderSql(values.businessId, values.startsAt) })
    .returning({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt });
  return row;
}

/** What a booking copies of its customer as they gave it (the email lower-cased on insert). */
export type BookingCustomer = { customerName: string; customerEmail: string; customerPhone: string; notes: string };

/** A confirmed booking of a service with a staff member, copying their names and the price as they are now. */
export async function insertConfirmedBooking(
  db: Database,
  booking: {
    businessId: string;
    service: {
      id: string;
      name: string;
      pricePence: number;
      processingAfterMinutes: number;
      processingMinutes: number;
    };
    staff: { id: string; name: string };
    customer: BookingCustomer;
    startsAt: Date;
    endsAt: Date;
    idempotencyKey?: string;
    visitId?: string;
    /** The repeat series this booking is an occurrence of (lib/series/). */
    seriesId?: string;
    /** The waitlist hold its holder is booking (the only booking allowed over it). */
    waitlistHoldId?: string;
  },
) {
  const { service, staff, customer } = booking;
  return insertBooking(db, {
    businessId: booking.businessId,
    visitId: booking.visitId ?? null,
    seriesId: booking.seriesId ?? null,
    serviceId: service.id,
    staffId: staff.id,
    serviceName: service.name,
    staffName: staff.name,
    ...customer,
    customerEmail: customer.customerEmail.toLowerCase(),
    pricePence: service.pricePence,
    // Copied as booked, as the price is: a later change of the service never redraws this booking's busy parts.
    processingAfterMinutes: service.processingAfterMinutes,
    processingMinutes: service.processingMinutes,
    status: "confirmed",
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    idempotencyKey: booking.idempotencyKey ?? null,
    waitlistHoldId: booking.waitlistHoldId ?? null,
  });
}

/**
 * A visit of several services (lib/bookings/book-visit.ts): the visit and a confirmed booking per service, each with
 * its staff member's own price, length and processing, in the caller's transaction. Returns the bookings in order.
 */
export async function insertVisitBookings(
  tx: Database,
  businessId: string,
  items: readonly Omit<Parameters<typeof insertConfirmedBooking>[1], "businessId" | "customer" | "visitId">[],
  customer: BookingCustomer,
) {
  const [visit] = await tx.insert(visits).values({ businessId }).returning({ id: visits.id });
  const rows = [];
  for (const item of items)
    rows.push(await insertConfirmedBooking(tx, { ...item, businessId, customer, visitId: visit.id }));
  return { visitId: visit.id, bookings: rows };
}

/**
 * Moves a booking of the business to a new time (and, from the schedule, to another staff member); its reminder
 * is planned again for the new time (one already sent no longer applies). Returns the new SEQUENCE.
 */
export async function moveBooking(
  db: Database,
  booking: { id: string; businessId: string },
  slot: { startsAt: Date; endsAt: Date; staff?: { id: string; name: string } },
): Promise<number | undefined> {
  const staff = slot.staff ? { staffId: slot.staff.id, staffName: slot.staff.name } : {};
  const [row] = await db
    .update(bookings)
    .set({
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      ...staff,
      reminderDueAt: plannedReminderSql(bookings.businessId, slot.startsAt),
      reminderSentAt: null,
      sequence: nextSequence,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.businessId, booking.businessId)))
    .returning({ sequence: bookings.sequence });
  return row?.sequence;
}

/**
 * Moves the bookings of a visit by the same offset, each to its new time (and staff member), returning each one's new
 * SEQUENCE by id. The constraint checks each row as it is written: moving later, the last service goes first (and
 * earlier, the first), so no booking of the visit ever meets another one's old time on the way.
 */
export async function moveVisitBookings(
  tx: Database,
  businessId: string,
  moves: readonly {
    booking: { id: string; startsAt: Date; sequence: number };
    startsAt: Date;
    endsAt: Date;
    staff?: { id: string; name: string };
  }[],
): Promise<Map<string, number>> {
  const later = moves.length > 0 && moves[0].startsAt.getTime() > moves[0].booking.startsAt.getTime();
  const sequences = new Map<string, number>();
  for (const { booking, startsAt, endsAt, staff } of later ? [...moves].reverse() : moves) {
    const sequence = await moveBooking(tx, { id: booking.id, businessId }, { startsAt, endsAt, staff });
    sequences.set(booking.id, sequence ?? booking.sequence);
  }
  return sequences;
}

/**
 * Cancels the booking unless it already is, in one conditional update: of two requests at once only
 * one gets the new SEQUENCE (the other null), so only one of them goes on to send the cancellation emails.
 */
export async function cancelBooking(db: Database, booking: { id: string; businessId: string }): Promise<number | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: "cancelled", sequence: nextSequence })
    .where(
      and(eq(bookings.id, booking.id), eq(bookings.businessId, booking.businessId), ne(bookings.status, "cancelled")),
    )
    .returning({ sequence: bookings.sequence });
  return row ? row.sequence : null;
}

/**
 * Sets the status of the booking when `visible` (the caller's scope, e.g. `bookingVisibilityFilter`)
 * lets it through; undefined when no such booking.
 */
export async function setBookingStatus(db: Database, id: string, visible: SQL, status: BookingStatus) {
  const [row] = await db
    .update(bookings)
    .set({ status, sequence: sql`${bookings.sequence} + (case when ${bookings.status} = ${status} then 0 else 1 end)` })
    .where(and(eq(bookings.id, id), visible))
    .returning({ id: bookings.id, status: bookings.status });
  return row;
}

/**
 * Undo of a cancellation: puts the booking (within `visible`) back to `status` only while it is still cancelled,
 * so an Undo clicked late never overrides what someone did to it since. Run through `runUnderConstraint`: the
 * exclusion constraint refuses it when the time was booked meanwhile. Undefined when nothing was restored.
 */
export async function restoreCancelledBooking(db: Database, id: string, visible: SQL, status: RestorableStatus) {
  const [row] = await db
    .update(bookings)
    .set({ status, sequence: nextSequence })
    .where(and(eq(bookings.id, id), visible, eq(bookings.status, "cancelled")))
    .returning({ id: bookings.id, status: bookings.status });
  return row;
}

/**
 * Queues this transaction behind any other writing to the staff member's time (a lock released on commit or
 * rollback), so the slot check that follows sees what the one before it committed. Without it, writers racing for
 * one time wait on each other's uncommitted rows in the exclusion constraint, and once the first gives up the rest
 * can deadlock (each found only after PostgreSQL's deadlock_timeout, a second).
 */
export async function lockStaffSchedule(tx: Database, staffId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${staffId}::text, 0))`);
}
