import { isSlotAvailable } from "@/lib/availability/slots";
import { loadBusyData, toAvailabilityInput, type BookingContext } from "@/lib/availability/booking-context";
import type { Database } from "@/db/client";
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, getPgErrorCode } from "@/db/errors";
import { AppError } from "@/lib/errors";
import { lockStaffSchedule } from "./write-queries";
import { zonedToInstant } from "@/lib/time/zoned-time";

export const SLOT_TAKEN_MESSAGE = "This time has just been taken, please choose another.";
export const SLOT_UNAVAILABLE_MESSAGE = "This time is not available. Please choose another.";

/** A slot to re-check with the slot engine before writing. */
export type SlotRequest = {
  context: BookingContext;
  /** 'YYYY-MM-DD' and 'HH:mm' in the business's time zone. */
  date: string;
  time: string;
  now: Date;
  /** The booking being moved: its own current time does not block the new one. */
  excludeBookingId?: string;
};

export type ReservedSlot = { startsAt: Date; endsAt: Date };

export type ReserveSlotOptions = {
  /** The message when another live booking holds the time (the constraint's refusal). */
  takenMessage?: string;
};

/**
 * The one way to make a booking take up a staff member's time: a public booking (create-booking.ts), the
 * dashboard's new appointment and every move of one (appointments.ts), the manage link's reschedule
 * (manage-booking.ts), and a status change or Undo that makes a cancelled booking live again
 * (definitions/bookings.ts).
 *
 * - `write` runs inside a transaction and must do all its work on `tx` (outbox mail included),
 *   so a refusal leaves nothing behind.
 * - With a `slot`, writers for the staff member take turns (`lockStaffSchedule`), and the staff member's
 *   bookings and blackouts are read again inside that transaction and the slot engine re-checked: a time blocked only by bookings is `slot_taken` with
 *   SLOT_TAKEN_MESSAGE, any other unbookable time (past, notice, hours, blackout, off the grid) is
 *   `slot_taken` with SLOT_UNAVAILABLE_MESSAGE, so the customer's page reloads its times either way.
 *   `write` then receives the slot's instants (start, start + the service's duration).
 * - With `slot` null only the constraint decides, e.g. restoring a booking at its own time.
 * - The exclusion constraint has the last word: when the write overlaps another live booking of the
 *   staff member (e.g. two customers racing), the transaction rolls back and the caller gets
 *   `slot_taken` with `takenMessage` (default SLOT_TAKEN_MESSAGE).
 * - Writers queued behind one that then rolls back wake up holding each other's pending rows, and PostgreSQL
 *   may end some of them as deadlocked: those run again from the start (the check sees the winner by then).
 *   Still deadlocked after DEADLOCK_ATTEMPTS, the caller gets `slot_taken` too, never an unexpected error.
 */
export async function reserveSlot<T>(
  db: Database,
  slot: SlotRequest,
  write: (tx: Database, reserved: ReservedSlot) => Promise<T>,
  options?: ReserveSlotOptions,
): Promise<T>;
export async function reserveSlot<T>(
  db: Database,
  slot: null,
  write: (tx: Database) => Promise<T>,
  options?: ReserveSlotOptions,
): Promise<T>;
export async function reserveSlot<T>(
  db: Database,
  slot: SlotRequest | null,
  write: (tx: Database, reserved: ReservedSlot) => Promise<T>,
  { takenMessage = SLOT_TAKEN_MESSAGE }: ReserveSlotOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (!slot) return (write as (tx: Database) => Promise<T>)(tx);
        await lockStaffSchedule(tx, slot.context.staff.id);
        return write(tx, await checkSlot(tx, slot));
      });
    } catch (error) {
      const code = getPgErrorCode(error);
      if (code === EXCLUSION_VIOLATION) throw new AppError("slot_taken", takenMessage);
      if (code !== DEADLOCK_DETECTED) throw error;
      if (attempt >= DEADLOCK_ATTEMPTS) throw new AppError("slot_taken", takenMessage);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

const DEADLOCK_ATTEMPTS = 4;

async function checkSlot(
  tx: Database,
  { context, date, time, now, excludeBookingId }: SlotRequest,
): Promise<ReservedSlot> {
  const busy = await loadBusyData(tx, context, now, excludeBookingId);
  const availability = toAvailabilityInput(context, busy, now);
  if (!isSlotAvailable(availability, date, time)) {
    const freeWithoutBookings = isSlotAvailable({ ...availability, bookings: [] }, date, time);
    throw new AppError("slot_taken", freeWithoutBookings ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
  }
  const startsAt = zonedToInstant(date, time, context.business.timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + context.service.durationMinutes * 60_000) };
}
