import type { Database } from "@/db/client";
import { loadBookingContext, loadBusyData, toAvailabilityInput } from "./booking-context";
import { computeAvailability, type DaySlots } from "./slots";

export type PublicAvailability = { timeZone: string; days: DaySlots[] };

/**
 * Free start times of one service with one staff member: the booking window from today in the
 * business's zone. `excludeBookingId` is the booking being moved, whose own time stays offered.
 */
export async function getPublicAvailability(
  db: Database,
  slug: string,
  serviceId: string,
  staffId: string,
  now: Date,
  excludeBookingId?: string,
): Promise<PublicAvailability> {
  const context = await loadBookingContext(db, slug, serviceId, staffId);
  const busy = await loadBusyData(db, context, now, excludeBookingId);
  return { timeZone: context.business.timeZone, days: computeAvailability(toAvailabilityInput(context, busy, now)) };
}
