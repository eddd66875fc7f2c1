import type { Database } from "@/db/client";
import {
  loadBookingContext,
  loadBusyDataOnDate,
  loadServiceContexts,
  toAvailabilityInput,
  type BookingContext,
} from "@/lib/availability/booking-context";
import { computeAvailability, mergeStaffAvailability, type NoTimesReason } from "@/lib/availability/slots";
import { distinctStaffContexts } from "@/lib/availability/visit-context";
import { computeVisitAvailability } from "@/lib/availability/visit-slots";
import { AppError } from "@/lib/errors";
import { toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { GRID_STEP_MINUTES } from "./grid";

export type FreeTimes = { date: string; times: string[]; reason?: NoTimesReason };

export const OWN_CALENDAR_ONLY_MESSAGE = "You can only book appointments in your own calendar.";

/**
 * New appointment's times: when the staff member (or, with ANY_STAFF, anyone in `staffIds` who offers the service)
 * is free on `date` for the service (or for a visit's services back to back, one member doing all), by the engine: within their hours and the business's, clear of
 * bookings (with the buffer), personal-calendar busy times and blackouts, every 15 minutes, none already past.
 * The online rules that are the business's to overrule (notice, booking window) do not apply. Only a suggestion:
 * the dashboard may still book another time, and the exclusion constraint decides (createAppointment).
 * `staffIds` null = any staff member of the business.
 */
export async function findFreeTimesOnDate(
  db: Database,
  business: { id: string },
  input: { serviceId: string; alsoServiceIds?: string[]; staffId: string; date: string },
  staffIds: string[] | null,
  now: Date,
): Promise<FreeTimes> {
  if (input.staffId !== ANY_STAFF && staffIds !== null && !staffIds.includes(input.staffId)) {
    throw new AppError("forbidden", OWN_CALENDAR_ONLY_MESSAGE);
  }
  // One service, or a visit's services in order, each with its candidates.
  const serviceIds = [input.serviceId, ...(input.alsoServiceIds ?? [])];
  const contexts: BookingContext[][] = await Promise.all(
    serviceIds.map(async (serviceId) =>
      input.staffId === ANY_STAFF
        ? (await loadServiceContexts(db, business.id, serviceId)).filter(
            (context) => staffIds === null || staffIds.includes(context.staff.id),
          )
        : [await loadBookingContext(db, business.id, serviceId, input.staffId)],
    ),
  );
  if (contexts.some((item) => item.length === 0)) return { date: input.date, times: [], reason: "closed" };

  const { timeZone } = contexts[0][0].business;
  // The engine counts its days from `now`'s date: a later day is looked at from its own midnight.
  const from = input.date > toDateInZone(now, timeZone) ? zonedToInstant(input.date, "00:00", timeZone) : now;
  const busy = await loadBusyDataOnDate(db, distinctStaffContexts(contexts), input.date);
  const toInput = (context: BookingContext) => ({
    ...toAvailabilityInput(context, busy.get(context.staff.id)!, from),
    minNoticeMinutes: 0,
    windowDays: 1,
    intervalMinutes: GRID_STEP_MINUTES,
  });
  const days =
    contexts.length === 1
      ? mergeStaffAvailability(contexts[0].map((context) => computeAvailability(toInput(context))))
      : computeVisitAvailability(
          contexts.map((item) => ({ candidates: item.map(toInput) })),
          "same",
        );
  const day = days.find((candidate) => candidate.date === input.date);
  // A day already gone has no free times.
  if (!day) return { date: input.date, times: [], reason: "closed" };
  return day.reason ? { date: day.date, times: [], reason: day.reason } : { date: day.date, times: day.slots };
}
