import { replanBusinessReminders } from "@/lib/bookings/reminder-queries";
import { updateBookingRules } from "@/lib/business/booking-rules-queries";
import { AppError } from "@/lib/errors";
import { getAllowedRoles } from "@/lib/access/policy";
import { BOOKING_RULES_FIELDS, bookingRulesFormSchema, toBookingRules } from "@/lib/business/booking-rules-schema";
import { defineAction } from "@/lib/actions/action";

export const BOOKING_RULES_SAVED_MESSAGE = "Your booking rules have been saved.";

/** Booking Rules (owner, manager): buffer, notice periods, reminders and how far ahead customers may book. */
export const saveBookingRules = defineAction({
  roles: getAllowedRoles(["manage", "business"]),
  requiresBusiness: true,
  schema: bookingRulesFormSchema,
  keepFields: [...BOOKING_RULES_FIELDS, "notifyCustomerOfChanges"],
  async handler(input, { db, business }) {
    const stored = await updateBookingRules(db, business.id, toBookingRules(input));
    if (!stored) throw new AppError("not_found", "Your business could not be found. Please reload the page.");
    // Appointments already booked follow the new reminder hours (their reminders not yet sent).
    await replanBusinessReminders(db, business.id);
    return { ok: true, message: BOOKING_RULES_SAVED_MESSAGE };
  },
});
