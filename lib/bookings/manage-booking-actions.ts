import { z } from "zod";
import { cancelManagedBooking, rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { readManageToken } from "@/lib/bookings/manage-token";
import { AppError } from "@/lib/errors";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { scheduleWaitlistOffers } from "@/lib/waitlist/request-offers";
import { defineAction } from "@/lib/actions/action";
import type { ActionResult } from "@/lib/actions/result";

/*
 * The manage-booking page's actions: public, the signed token in the link is the only credential.
 * Any token that is not genuine gets the same answer.
 */

export const INVALID_MANAGE_LINK_MESSAGE = "This link is not valid.";
export const CANCELLED_MESSAGE = "Your booking has been cancelled.";
export const MOVED_MESSAGE = "Your booking has been moved.";
const CHOOSE_TIME_MESSAGE = "Choose a new time";

/** Never a validation error of its own: a missing or malformed token is answered by `bookingIdOf`. */
const tokenField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : ""));
const slotField = z
  .string({ error: CHOOSE_TIME_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, CHOOSE_TIME_MESSAGE);

function bookingIdOf(token: string): string {
  const bookingId = readManageToken(token);
  if (!bookingId) throw new AppError("not_found", INVALID_MANAGE_LINK_MESSAGE);
  return bookingId;
}

/** The customer hears of every change by email, whoever made it. */
function notifyCustomer(booking: { customerEmail: string }, message: string): ActionResult {
  scheduleMailDelivery({ to: booking.customerEmail, subject: message });
  // The time given up may suit someone on the waitlist.
  scheduleWaitlistOffers();
  return { ok: true, message };
}

export const cancelBookingByToken = defineAction({
  access: "public",
  schema: z.object({ token: tokenField }),
  async handler({ token }, { db }) {
    const booking = await cancelManagedBooking(db, bookingIdOf(token), new Date());
    return notifyCustomer(booking, CANCELLED_MESSAGE);
  },
});

export const rescheduleBookingByToken = defineAction({
  access: "public",
  schema: z.object({ token: tokenField, slot: slotField }),
  async handler({ token, slot }, { db }) {
    const bookingId = bookingIdOf(token);
    const [date, time] = slot.split("T");
    const booking = await rescheduleManagedBooking(db, bookingId, date, time, new Date());
    return notifyCustomer(booking, MOVED_MESSAGE);
  },
});
