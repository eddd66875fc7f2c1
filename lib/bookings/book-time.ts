import { isSlotAvailable } from "@/lib/availability/slots";
import { loadBusyData, toAvailabilityInput, type BookingContext } from "@/lib/availability/booking-context";
import type { Database } from "@/db/client";
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, getPgErrorCode, getPgErrorConstraint } from "@/db/errors";
import { AppError } from "@/lib/errors";
import { lockStaffSchedule } from "./write-queries";
import { zonedToInstant } from "@/lib/time/zoned-time";
import { useHold } from "@/lib/waitlist/offer-queries";

export const SLOT_TAKEN_MESSAGE = "This time has just been taken, please choose another.";
export const SLOT_UNAVAILABLE_MESSAGE = "This time is not available. Please choose another.";
export const RESOURCE_TAKEN_MESSAGE = "That room or equipment is already booked at this time.";
export const HOLD_ENDED_MESSAGE = "This offer has ended: the time is no longer held for you.";

/** Both kinds of request may book a time held for a waitlisted customer: the write must carry this hold's id. */
type HoldOption = {
  /**
   * The waitlist hold being booked by its holder: taken (used) in the booking's transaction, before the write, or
   * `conflict` with HOLD_ENDED_MESSAGE when it is no longer live. Other bookings may not overlap a live hold
   * (trigger `bookings_refuse_held_time_*`, migration 0033).
   */
  waitlistHoldId?: string;
};

/**
 * A time under the customer's rules (the public page, "any professional", the manage link's reschedule): for each
 * candidate the slot engine re-checks the wall-clock time inside the booking's transaction — hours, notice,
 * blackouts, the grid and the staff member's other bookings.
 */
export type OnlineTimeRequest = HoldOption & {
  rules: "online";
  /** Each candidate's business, service and staff member, in the order to try them. */
  candidates: readonly BookingContext[];
  /** 'YYYY-MM-DD' and 'HH:mm' in the business's time zone. */
  date: string;
  time: string;
  now: Date;
  /** The booking being moved: its own current time does not block the new one. */
  excludeBookingId?: string;
  /** The message when the constraint refuses the last candidate (default SLOT_TAKEN_MESSAGE). */
  takenMessage?: string;
};

/**
 * A time under the owner's override (the dashboard's new appointment, a drag-move or resize): the business may
 * book outside its online rules, so only another live booking of the staff member refuses it — the constraint.
 */
export type OwnerTimeRequest<C extends { id: string }> = HoldOption & {
  rules: "owner";
  /** The staff members who may take the time, in the order to try them. */
  candidates: readonly C[];
  startsAt: Date;
  /** Per candidate when their length differs (a member's own duration of the service). */
  endsAt: Date | ((candidate: C) => Date);
  takenMessage?: string;
};

/** The candidate that got the time, and the time's instants. */
export type BookedTime<C> = { candidate: C; startsAt: Date; endsAt: Date };

/**
 * The one way to book a time: each candidate in turn, in its own transaction, under the exclusion constraint, so a
 * booking that lands on one between the read and the write passes the time to the next.
 *
 * - `write` runs inside the transaction and must do all its work on `tx` (outbox mail included), so a refusal
 *   leaves nothing behind. It receives the candidate and the instants (online: start + the service's duration).
 * - Online rules: writers for the staff member take turns (`lockStaffSchedule`), their bookings and blackouts (and
 *   the holds of the resources the service needs) are read again and the engine re-checked: a time blocked only by
 *   bookings or resources is `slot_taken` with SLOT_TAKEN_MESSAGE,
 *   any other unbookable time (past, notice, hours, blackout, off the grid) `slot_taken` with
 *   SLOT_UNAVAILABLE_MESSAGE, so the customer's page reloads its times either way.
 * - The constraints have the last word: a write that overlaps another live booking of the staff member, or finds no
 *   free resource of a type its service needs (the database picks one, migration 0031), rolls back and the next
 *   candidate is tried; after the last the caller gets `slot_taken` with `takenMessage` (or the resource's message).
 */
export async function bookTime<T>(
  db: Database,
  request: OnlineTimeRequest,
  write: (tx: Database, booked: BookedTime<BookingContext>) => Promise<T>,
): Promise<T>;
export async function bookTime<C extends { id: string }, T>(
  db: Database,
  request: OwnerTimeRequest<C>,
  write: (tx: Database, booked: BookedTime<C>) => Promise<T>,
): Promise<T>;
export async function bookTime<C, T>(
  db: Database,
  request: OnlineTimeRequest | OwnerTimeRequest<{ id: string }>,
  write: (tx: Database, booked: BookedTime<C>) => Promise<T>,
): Promise<T> {
  const { candidates, takenMessage = SLOT_TAKEN_MESSAGE } = request;
  // Why an earlier candidate could not have it, when a room or equipment was: said if no one can.
  let resourceRefusal: string | undefined;
  for (const [index, each] of candidates.entries()) {
    const candidate = each as C;
    const last = index === candidates.length - 1;
    try {
      return await runUnderConstraint(
        db,
        async (tx) => {
          if (request.waitlistHoldId && !(await useHold(tx, request.waitlistHoldId))) {
            throw new AppError("conflict", HOLD_ENDED_MESSAGE);
          }
          if (request.rules === "owner") {
            const { startsAt, endsAt } = request;
            const member = each as { id: string };
            return write(tx, { candidate, startsAt, endsAt: endsAt instanceof Date ? endsAt : endsAt(member) });
          }
          const context = each as BookingContext;
          await lockStaffSchedule(tx, context.staff.id);
          return write(tx, { candidate, ...(await checkOnlineTime(tx, context, request)) });
        },
        { takenMessage: last ? takenMessage : SLOT_TAKEN_MESSAGE },
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "slot_taken") throw error;
      if (error.message !== takenMessage && error.message !== SLOT_TAKEN_MESSAGE) resourceRefusal ??= error.message;
      if (!last) continue;
      if (resourceRefusal && error.message === takenMessage) throw new AppError("slot_taken", resourceRefusal);
      throw error;
    }
  }
  throw new AppError("slot_taken", takenMessage);
}

/**
 * A write whose only judge is the constraint, e.g. a status change or an Undo that makes a cancelled booking live
 * again at its own time: an overlap is `slot_taken` with `takenMessage`. Writers queued behind one that then rolls
 * back wake up holding each other's pending rows, and PostgreSQL may end some of them as deadlocked: those run again
 * from the start (the check sees the winner by then); still deadlocked after DEADLOCK_ATTEMPTS, the caller gets
 * `slot_taken` too, never an unexpected error.
 */
export async function runUnderConstraint<T>(
  db: Database,
  write: (tx: Database) => Promise<T>,
  { takenMessage = SLOT_TAKEN_MESSAGE }: { takenMessage?: string } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (error) {
      const code = getPgErrorCode(error);
      if (code === EXCLUSION_VIOLATION) throw new AppError("slot_taken", resourceTakenMessage(error) ?? takenMessage);
      if (code !== DEADLOCK_DETECTED) throw error;
      if (attempt >= DEADLOCK_ATTEMPTS) throw new AppError("slot_taken", takenMessage);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

const DEADLOCK_ATTEMPTS = 4;

/**
 * A resource's hold refused: the database's own words when no resource of a type was free (migration 0031 names
 * the type: "No Treatment room is free at this time."), RESOURCE_TAKEN_MESSAGE when a chosen one was held; undefined
 * when it was a staff member's booking.
 */
function resourceTakenMessage(error: unknown): string | undefined {
  const { constraint, message } = getPgErrorConstraint(error);
  if (constraint !== "resource_holds_no_overlap") return undefined;
  return message?.startsWith("No ") ? message : RESOURCE_TAKEN_MESSAGE;
}

async function checkOnlineTime(
  tx: Database,
  context: BookingContext,
  { date, time, now, excludeBookingId }: OnlineTimeRequest,
): Promise<{ startsAt: Date; endsAt: Date }> {
  const busy = await loadBusyData(tx, context, now, excludeBookingId);
  const availability = toAvailabilityInput(context, busy, now);
  if (!isSlotAvailable(availability, date, time)) {
    const freeWithoutBookings = isSlotAvailable({ ...availability, bookings: [], resources: null }, date, time);
    throw new AppError("slot_taken", freeWithoutBookings ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
  }
  const startsAt = zonedToInstant(date, time, context.business.timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + context.service.durationMinutes * 60_000) };
}
