import { z } from "zod";
import { runUnderConstraint } from "@/lib/bookings/book-time";
import { restoreCancelledBooking, setBookingStatus } from "@/lib/bookings/write-queries";
import {
  bookingVisibilityFilter,
  deleteVisibleBooking,
  findVisibleBookingStatus,
  isBookingVisible,
  visibleAndStarted,
} from "@/lib/bookings/queries";
import { BOOKING_STATUSES, isUuid, RESTORABLE_STATUSES, type BookingStatus } from "@/lib/constants";
import { AppError, FORBIDDEN_MESSAGE, throwNotFound } from "@/lib/errors";
import { can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";
import { scheduleWaitlistOffers } from "@/lib/waitlist/request-offers";

/** Everyone signed in to a business may reach these; staff additionally need the business's permission. */
const BOOKING_ROLES = getAllowedRoles(["modify", "bookings"]);

export const BOOKING_NOT_FOUND_MESSAGE = "Booking not found";
export const SLOT_TAKEN_SINCE_MESSAGE =
  "This time slot has been booked by someone else since. The booking cannot be restored.";
export const CANCELLATION_UNDONE_MESSAGE = "Cancellation undone: the booking is back as it was.";
export const CANCELLATION_UNDO_TAKEN_MESSAGE = "That time has been booked since; the appointment stays cancelled.";
export const NOT_CANCELLED_MESSAGE = "This booking is no longer cancelled: nothing to undo.";
export const INVALID_STATUS_MESSAGE = "Choose a valid status.";
export const BOOKING_DELETED_MESSAGE = "Booking deleted";
export const NOT_STARTED_MESSAGE = "This appointment hasn't started yet.";

/** Statuses that say how an appointment went, so only once it has started (starts_at ≤ now). */
export const STARTED_ONLY_STATUSES: readonly BookingStatus[] = ["completed", "no_show"];

/** The toast after a status change, one per status. */
export const BOOKING_STATUS_MESSAGES: Record<BookingStatus, string> = {
  confirmed: "Booking has been confirmed!",
  cancelled: "Booking has been cancelled!",
  completed: "Booking has been marked as completed!",
  pending: "Booking status changed to pending!",
  no_show: "Booking has been marked as a no-show.",
};

export type BookingActionResult = { id: string; status: BookingStatus };

/** A missing or non-string id becomes '' and is answered as not found (never a validation error naming it). */
const idField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));

export const bookingIdInputSchema = z.object({ id: idField });
export const bookingStatusInputSchema = z.object({
  id: idField,
  status: z.enum(BOOKING_STATUSES, { error: INVALID_STATUS_MESSAGE }),
});

// A cancellation is undone back to a live status; completed and no-show are set with Edit Status.
export const undoCancellationInputSchema = z.object({
  id: idField,
  status: z.enum(RESTORABLE_STATUSES, { error: INVALID_STATUS_MESSAGE }),
});

type Context = ActionContext<true>;

/** The caller as the booking queries see them, once they may change bookings at all. */
function modifier({ user, business }: Context) {
  if (!can({ role: user.role, business }, "modify", "bookings")) throw new AppError("forbidden", FORBIDDEN_MESSAGE);
  return { ...user, business };
}

function scope(context: Context) {
  return bookingVisibilityFilter(modifier(context));
}

/**
 * Sets any status; the only rule is time: completed and no-show only once the appointment has
 * started (checked in the same UPDATE, so a booking moved meanwhile can't slip through). Making a
 * cancelled booking live again can collide with a booking made for that time since; the exclusion
 * constraint refuses it.
 */
export const updateBookingStatus = defineAction({
  roles: BOOKING_ROLES,
  requiresBusiness: true,
  schema: bookingStatusInputSchema,
  async handler({ id, status }, context) {
    const visible = scope(context);
    if (!isUuid(id)) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    const startedOnly = STARTED_ONLY_STATUSES.includes(status);
    const allowed = startedOnly ? visibleAndStarted(visible, new Date()) : visible;
    // Only the constraint decides: the booking keeps its own time, which need not be bookable online.
    const row: BookingActionResult | undefined = await runUnderConstraint(
      context.db,
      (tx) => setBookingStatus(tx, id, allowed, status),
      { takenMessage: SLOT_TAKEN_SINCE_MESSAGE },
    );
    if (!row) {
      // Nothing updated: either there is no such booking for this user, or it hasn't started.
      if (startedOnly && (await isBookingVisible(context.db, id, visible)))
        throw new AppError("conflict", NOT_STARTED_MESSAGE);
      throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    }
    if (status === "cancelled") scheduleWaitlistOffers();
    return { ok: true, message: BOOKING_STATUS_MESSAGES[status], data: row };
  },
});

/**
 * The toast's Undo after a cancel: back to the status it had, only while it is still cancelled. The exclusion
 * constraint refuses it when the time was booked since, and the booking stays cancelled. Already live again
 * (someone restored it meanwhile) is answered as done, with nothing changed.
 */
export const undoBookingCancellation = defineAction({
  roles: BOOKING_ROLES,
  requiresBusiness: true,
  schema: undoCancellationInputSchema,
  async handler({ id, status }, context) {
    const visible = scope(context);
    if (!isUuid(id)) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    const row: BookingActionResult | undefined = await runUnderConstraint(
      context.db,
      (tx) => restoreCancelledBooking(tx, id, visible, status),
      { takenMessage: CANCELLATION_UNDO_TAKEN_MESSAGE },
    );
    if (row) return { ok: true, message: CANCELLATION_UNDONE_MESSAGE, data: row };
    const current = await findVisibleBookingStatus(context.db, id, visible);
    if (!current) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    return { ok: true, message: NOT_CANCELLED_MESSAGE, data: { id, status: current } };
  },
});

export const deleteBooking = defineAction({
  roles: BOOKING_ROLES,
  requiresBusiness: true,
  schema: bookingIdInputSchema,
  async handler({ id }, context) {
    const user = modifier(context);
    if (!isUuid(id)) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    const row = await deleteVisibleBooking(context.db, user, id);
    if (!row) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    scheduleWaitlistOffers();
    return { ok: true, message: BOOKING_DELETED_MESSAGE, data: row };
  },
});
