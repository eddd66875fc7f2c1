import type { Database } from "@/db/client";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import {
  keepBookedLength,
  loadBookingContext,
  loadBusyData,
  loadBusyDataOfStaff,
  loadServiceContexts,
  toAvailabilityInput,
  type MovingBooking,
} from "./booking-context";
import { computeAvailability, mergeStaffAvailability, type DaySlots } from "./slots";

export type PublicAvailability = { timeZone: string; days: DaySlots[] };

/**
 * Free start times of one service with one staff member, or with ANY_STAFF the times when anyone who offers
 * it is free: the booking window from today in the business's zone. `moving` is the booking being moved: its own
 * time stays offered, and it keeps the length it was booked with. The business comes from this server's cache (kept in step with every
 * change); what keeps staff busy is read fresh, in one round trip.
 */
export async function getPublicAvailability(
  db: Database,
  businessId: string,
  serviceId: string,
  staffId: string,
  now: Date,
  moving?: MovingBooking,
): Promise<PublicAvailability> {
  if (staffId === ANY_STAFF) {
    const contexts = await loadServiceContexts(db, businessId, serviceId, { cached: true });
    const busy = await loadBusyDataOfStaff(db, contexts, now, moving ? [moving.id] : []);
    const perStaff = contexts.map((context) =>
      computeAvailability(toAvailabilityInput(context, busy.get(context.staff.id)!, now)),
    );
    return { timeZone: contexts[0].business.timeZone, days: mergeStaffAvailability(perStaff) };
  }
  const context = keepBookedLength(
    await loadBookingContext(db, businessId, serviceId, staffId, { cached: true }),
    moving,
  );
  const busy = await loadBusyData(db, context, now, moving?.id);
  return { timeZone: context.business.timeZone, days: computeAvailability(toAvailabilityInput(context, busy, now)) };
}
