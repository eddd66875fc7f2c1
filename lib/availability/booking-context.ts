import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/validations/business-settings";
import type { BlackoutRule } from "./blackouts";
import { canStaffPerformService } from "./eligibility";
import { findBlackoutRows, findBookableBusiness, findBusyPeriods } from "./queries";
import type { AvailabilityInput, BusyPeriod } from "./slots";

/** The active business (by public id) with the one active service and staff member a customer chose. */
export async function loadBookingContext(db: Database, slug: string, serviceId: string, staffId: string) {
  const business = await findBookableBusiness(db, slug, serviceId, staffId);
  if (!business) throw new AppError("not_found", "Business not found");
  const service = business.services[0];
  if (!service) throw new AppError("invalid", "This service is not available. Please choose another.");
  const staff = business.staffMembers[0];
  if (!staff) throw new AppError("invalid", "This staff member is not available. Please choose another.");
  if (!canStaffPerformService(staff, service.id)) {
    throw new AppError("invalid", "This staff member does not offer this service. Please choose another.");
  }
  return { business, service, staff };
}

export type BookingContext = Awaited<ReturnType<typeof loadBookingContext>>;

export const NO_STAFF_FOR_SERVICE_MESSAGE = "No one offers this service at the moment. Please choose another.";

/**
 * "Any professional": the active business with the chosen service and every active staff member who
 * offers it (by name, as the booking page lists them), each a `BookingContext` of its own for the slot engine.
 */
export async function loadServiceContexts(db: Database, slug: string, serviceId: string): Promise<BookingContext[]> {
  const business = await findBookableBusiness(db, slug, serviceId, null);
  if (!business) throw new AppError("not_found", "Business not found");
  const service = business.services[0];
  if (!service) throw new AppError("invalid", "This service is not available. Please choose another.");
  const eligible = business.staffMembers.filter((member) => canStaffPerformService(member, service.id));
  if (eligible.length === 0) throw new AppError("invalid", NO_STAFF_FOR_SERVICE_MESSAGE);
  return eligible.map((staff) => ({ business, service, staff }));
}

export type BusyData = { bookings: BusyPeriod[]; calendarBusy: BusyPeriod[]; blackouts: BlackoutRule[] };

/**
 * The staff member's live bookings, the busy times of their personal calendar (one query for both)
 * and the blackouts that can touch the booking window.
 * `excludeBookingId` leaves out the booking being rescheduled, so its own time stays offered.
 */
export async function loadBusyData(
  db: Database,
  context: BookingContext,
  now: Date,
  excludeBookingId?: string,
): Promise<BusyData> {
  const byStaff = await loadBusyDataOfStaff(db, [context], now, excludeBookingId);
  return byStaff.get(context.staff.id)!;
}

/**
 * `loadBusyData` for several staff members of one business in the same two queries (bookings with calendar
 * busy times, and blackouts), whatever their number: keyed by staff id.
 */
export async function loadBusyDataOfStaff(
  db: Database,
  contexts: readonly BookingContext[],
  now: Date,
  excludeBookingId?: string,
): Promise<Map<string, BusyData>> {
  const { business } = contexts[0];
  const staffIds = contexts.map((context) => context.staff.id);
  const scope = { businessId: business.id, staffIds };
  const today = toDateInZone(now, business.timeZone);
  const windowStart = new Date(now.getTime() - 24 * 60 * 60_000);
  const windowDays = business.bookingWindowDays;
  const windowEnd = new Date(now.getTime() + (windowDays + 2) * 24 * 60 * 60_000);
  const [periods, rules] = await Promise.all([
    findBusyPeriods(db, scope, windowStart, windowEnd, excludeBookingId),
    findBlackoutRows(db, scope, today, addDaysToDate(today, windowDays + 1)),
  ]);
  // Every rule goes to everyone: the engine keeps the business's and the staff member's own.
  const blackoutRules: BlackoutRule[] = rules.map((rule) => ({
    ...rule,
    startTime: rule.startTime ? rule.startTime.slice(0, 5) : null,
    endTime: rule.endTime ? rule.endTime.slice(0, 5) : null,
  }));
  const byStaff = new Map<string, BusyData>(
    staffIds.map((id) => [id, { bookings: [], calendarBusy: [], blackouts: blackoutRules }]),
  );
  for (const { staffId, fromCalendar, startsAt, endsAt } of periods) {
    const busy = byStaff.get(staffId);
    if (busy) (fromCalendar ? busy.calendarBusy : busy.bookings).push({ startsAt, endsAt });
  }
  return byStaff;
}

/** The slot engine's input for this service and staff member, with the business's rules. */
export function toAvailabilityInput(context: BookingContext, busy: BusyData, now: Date): AvailabilityInput {
  return {
    timeZone: context.business.timeZone,
    now,
    businessHours: parseWithDefaults(businessHoursSchema, context.business.hours),
    staff: {
      id: context.staff.id,
      availability: parseWithDefaults(staffAvailabilitySchema, context.staff.availability),
    },
    serviceDurationMinutes: context.service.durationMinutes,
    bookings: busy.bookings,
    calendarBusy: busy.calendarBusy,
    blackouts: busy.blackouts,
    bufferMinutes: context.business.bufferMinutes,
    minNoticeMinutes: context.business.minNoticeMinutes,
    windowDays: context.business.bookingWindowDays,
  };
}
