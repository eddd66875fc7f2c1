import type { Database } from "@/db/client";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import {
  keepBookedLength,
  loadBookingContext,
  loadBusyDataOfStaff,
  loadServiceContexts,
  toAvailabilityInput,
  type BookingContext,
  type BusyData,
  type MovingBooking,
} from "./booking-context";
import { computeVisitAvailability, type VisitItem, type VisitStaffing } from "./visit-slots";
import type { PublicAvailability } from "./public-availability";

/** One service of a visit as the customer chose it: a staff member's id, or ANY_STAFF. */
export type VisitChoice = { serviceId: string; staffId: string };

/**
 * Each service's candidates (the chosen staff member, or everyone who offers it), as the business's one cached
 * record has them; a service or staff member that is not bookable is refused as for a booking of one.
 */
export async function loadVisitContexts(
  db: Database,
  businessId: string,
  choices: readonly VisitChoice[],
  options: { cached?: boolean } = {},
): Promise<BookingContext[][]> {
  return Promise.all(
    choices.map(async ({ serviceId, staffId }) =>
      staffId === ANY_STAFF
        ? loadServiceContexts(db, businessId, serviceId, options)
        : [await loadBookingContext(db, businessId, serviceId, staffId, options)],
    ),
  );
}

/** Every candidate staff member once (their busy times are read once for the whole visit). */
export function distinctStaffContexts(contexts: readonly BookingContext[][]): BookingContext[] {
  const byStaff = new Map<string, BookingContext>();
  for (const item of contexts) for (const context of item) byStaff.set(context.staff.id, context);
  return [...byStaff.values()];
}

/** The visit engine's items: each service as each candidate would do it, with what keeps them busy. */
export function toVisitItems(
  contexts: readonly BookingContext[][],
  busy: Map<string, BusyData>,
  now: Date,
): VisitItem[] {
  return contexts.map((item) => ({
    candidates: item.map((context) => toAvailabilityInput(context, busy.get(context.staff.id)!, now)),
  }));
}

/**
 * A visit being moved: each service keeps the length and processing its booking was made with (`moving` is in the
 * visit's order, one per service), whatever the service or the member's terms say now.
 */
export function keepVisitBookedLengths(
  contexts: readonly BookingContext[][],
  moving: readonly MovingBooking[] | undefined,
): BookingContext[][] {
  if (!moving) return [...contexts];
  return contexts.map((item, index) => item.map((context) => keepBookedLength(context, moving[index])));
}

/**
 * Free start times of a visit over the booking window, in the business's zone: the business from this server's
 * cache, the busy times of every candidate in one round trip. `moving` is the visit's own bookings when it is being
 * moved: their times do not block it, and each keeps its booked length.
 */
export async function getVisitAvailability(
  db: Database,
  businessId: string,
  choices: readonly VisitChoice[],
  staffing: VisitStaffing,
  now: Date,
  moving?: readonly MovingBooking[],
): Promise<PublicAvailability> {
  const contexts = keepVisitBookedLengths(await loadVisitContexts(db, businessId, choices, { cached: true }), moving);
  const excluded = moving?.map((booking) => booking.id) ?? [];
  const busy = await loadBusyDataOfStaff(db, distinctStaffContexts(contexts), now, excluded);
  const days = computeVisitAvailability(toVisitItems(contexts, busy, now), staffing);
  return { timeZone: contexts[0][0].business.timeZone, days };
}
