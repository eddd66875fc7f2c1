import type { Database } from "@/db/client";
import { runUnderConstraint, RESOURCE_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import { AppError, throwNotFound } from "@/lib/errors";
import { toDateInZone } from "@/lib/time/zoned-time";
import { findBookingForHoldMove, findHoldMoveTarget, setHoldResource } from "./hold-queries";

export const BOOKING_NOT_FOUND_MESSAGE = "Booking not found";
export const RESOURCE_NOT_FOUND_MESSAGE = "Room or equipment not found";

export type HoldMove = { bookingId: string; resourceId: string; resourceName: string; changed: boolean };

const refuse = (message: string): never => {
  throw new AppError("invalid", message, { fieldErrors: { resourceId: message } });
};

/**
 * Puts a booking in another room (or on another piece of equipment) of the same type, at the same time. The booking
 * is one the caller may change (`visible`), the resource one of the business's, active, of a type the booking holds
 * and not blocked on the booking's date(s) in the business's zone. Whether it is free is the exclusion constraint's
 * word: held at that time, the move is refused with RESOURCE_TAKEN_MESSAGE and nothing changes.
 */
export async function moveHold(
  db: Database,
  business: { id: string; timeZone: string },
  input: { id: string; resourceId: string },
  visible: Parameters<typeof findBookingForHoldMove>[2],
): Promise<HoldMove> {
  const booking = await findBookingForHoldMove(db, input.id, visible);
  if (!booking) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
  // Its last date is the one its last minute falls on (an appointment ending at midnight ends the day before).
  const firstDate = toDateInZone(booking.startsAt, business.timeZone);
  const lastDate = toDateInZone(new Date(booking.endsAt.getTime() - 1), business.timeZone);
  const target = await findHoldMoveTarget(db, business.id, input.resourceId, { id: booking.id, firstDate, lastDate });
  if (!target) throwNotFound(RESOURCE_NOT_FOUND_MESSAGE);
  if (booking.status === "cancelled") refuse("This appointment is cancelled, so it holds no room or equipment.");
  if (!target.heldResourceId) refuse(`This appointment doesn't use a ${target.typeName.toLowerCase()}.`);
  if (target.heldResourceId === target.id) {
    return { bookingId: booking.id, resourceId: target.id, resourceName: target.name, changed: false };
  }
  if (!target.isActive) refuse(`${target.name} is switched off; choose another.`);
  if (target.blocked) {
    refuse(`${target.name} is blocked on ${firstDate === lastDate ? "that date" : "one of those dates"}.`);
  }
  const moved = await runUnderConstraint(
    db,
    (tx) =>
      setHoldResource(tx, {
        businessId: business.id,
        bookingId: booking.id,
        typeId: target.typeId,
        resourceId: target.id,
      }),
    { takenMessage: RESOURCE_TAKEN_MESSAGE },
  );
  // Cancelled or moved off its type between the read and the write.
  if (!moved) refuse(`This appointment doesn't use a ${target.typeName.toLowerCase()}.`);
  return { bookingId: booking.id, resourceId: target.id, resourceName: target.name, changed: true };
}
