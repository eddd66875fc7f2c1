import { computeAvailability, isSlotAvailable } from "@/lib/availability/slots";
import type { Database } from "@/db/client";
import { EXCLUSION_VIOLATION, getPgErrorCode } from "@/db/errors";
import { bookings } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { zonedToInstant } from "@/lib/time/zoned-time";
import type { PublicBookingInput } from "@/lib/validations/public-booking";
import { loadBookingContext, loadBusyData, toAvailabilityInput } from "./booking-context";
import { enqueueBookingEmails } from "./booking-emails";
import { createManageToken } from "./manage-token";

export const SLOT_TAKEN_MESSAGE = "This time has just been taken, please choose another.";
export const SLOT_UNAVAILABLE_MESSAGE = "This time is not available. Please choose another.";

export type CreatedPublicBooking = {
  booking: { id: string; serviceName: string; staffName: string; date: string; time: string; durationMinutes: number; pricePence: number };
  manageUrl: string;
  emailedTo: string[];
};

/**
 * A customer's booking: re-checks the slot with the engine inside a transaction, writes it
 * as confirmed and queues the emails. The exclusion constraint has the last word, so of two
 * customers racing for one slot exactly one succeeds and the other gets SLOT_TAKEN (409).
 * A time that is not bookable at all (past, outside the window, off the grid) is also a 409,
 * so the page refreshes its times whatever made the slot go.
 */
export async function createPublicBooking(db: Database, slug: string, input: PublicBookingInput, options: { now: Date; baseUrl: string }): Promise<CreatedPublicBooking> {
  const context = await loadBookingContext(db, slug, input.serviceId, input.staffId);
  const { business, service, staff } = context;
  try {
    return await db.transaction(async (tx) => {
      const busy = await loadBusyData(tx, context, options.now);
      const availability = toAvailabilityInput(context, busy, options.now);
      if (!isSlotAvailable(availability, input.date, input.time)) {
        const freeWithoutBookings = isSlotAvailable({ ...availability, bookings: [] }, input.date, input.time);
        throw new AppError("slot_taken", freeWithoutBookings ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
      }
      const startsAt = zonedToInstant(input.date, input.time, business.timeZone);
      const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
      const [row] = await tx
        .insert(bookings)
        .values({
          businessId: business.id,
          serviceId: service.id,
          staffId: staff.id,
          serviceName: service.name,
          staffName: staff.name,
          customerName: input.customerName,
          customerEmail: input.customerEmail.toLowerCase(),
          customerPhone: input.customerPhone,
          notes: input.notes,
          pricePence: service.pricePence,
          status: "confirmed",
          startsAt,
          endsAt,
        })
        .returning({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt });
      const manageUrl = `${options.baseUrl}/manage/${createManageToken(row.id)}`;
      const emailedTo = await enqueueBookingEmails(tx, context, { ...row, customerName: input.customerName, customerEmail: input.customerEmail, customerPhone: input.customerPhone, notes: input.notes }, manageUrl);
      return {
        booking: { id: row.id, serviceName: service.name, staffName: staff.name, date: input.date, time: input.time, durationMinutes: service.durationMinutes, pricePence: service.pricePence },
        manageUrl,
        emailedTo,
      };
    });
  } catch (error) {
    if (getPgErrorCode(error) === EXCLUSION_VIOLATION) throw new AppError("slot_taken", SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

/** Free start times for the public page: 21 days from today in the business's zone. */
export async function getPublicAvailability(db: Database, slug: string, serviceId: string, staffId: string, now: Date) {
  const context = await loadBookingContext(db, slug, serviceId, staffId);
  const busy = await loadBusyData(db, context, now);
  return { timeZone: context.business.timeZone, days: computeAvailability(toAvailabilityInput(context, busy, now)) };
}
