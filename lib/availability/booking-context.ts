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
  const scope = { businessId: context.business.id, staffId: context.staff.id };
  const today = toDateInZone(now, context.business.timeZone);
  const windowStart = new Date(now.getTime() - 24 * 60 * 60_000);
  const windowDays = context.business.bookingWindowDays;
  const windowEnd = new Date(now.getTime() + (windowDays + 2) * 24 * 60 * 60_000);
  const [periods, rules] = await Promise.all([
    findBusyPeriods(db, scope, windowStart, windowEnd, excludeBookingId),
    findBlackoutRows(db, scope, today, addDaysToDate(today, windowDays + 1)),
  ]);
  const blackoutRules: BlackoutRule[] = rules.map((rule) => ({
    ...rule,
    startTime: rule.startTime ? rule.startTime.slice(0, 5) : null,
    endTime: rule.endTime ? rule.endTime.slice(0, 5) : null,
  }));
  const bookings: BusyPeriod[] = [];
  const calendarBusy: BusyPeriod[] = [];
  for (const { fromCalendar, startsAt, endsAt } of periods) {
    (fromCalendar ? calendarBusy : bookings).push({ startsAt, endsAt });
  }
  return { bookings, calendarBusy, blackouts: blackoutRules };
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
