import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import type { BlackoutRule } from "@/lib/blackouts/rules";
import type { SiteKey } from "@/lib/tenant/site-path";
import { canStaffPerformService } from "./eligibility";
import { getBusinessCache } from "@/lib/cache/business-cache";
import { toCacheKey } from "@/lib/cache/cached-reads";
import { findBookableBusiness, findBusyRows } from "./queries";
import type { AvailabilityInput, BusyPeriod } from "./slots";
import { toScheduleOverrides } from "./working-windows";
import { applyStaffTerms, toStaffTerms } from "@/lib/services/staff-terms";
import { processingOf, type Processing } from "./busy-parts";
import { resourcesNeededBy, toResourceNeed } from "./resource-need";

/**
 * All the public page and a booking need of the active business with this id (or, at the edge, that a public id or
 * host names): its rules, every active service and
 * staff member (hours and weekly availability parsed once here). Null when there is none. With `cached` (the public
 * read paths) it comes from this server's business cache (lib/cache/business-cache.ts) under the one key
 * `business:{id}`, kept in step with every change; writes read it fresh, inside their transaction.
 */
export async function loadBookableBusiness(
  db: Database,
  match: string | SiteKey,
  { cached = false }: { cached?: boolean } = {},
) {
  const byId = (id: string) => findBookableBusiness(db, { id }).then(parseBookableBusiness);
  if (typeof match !== "string") {
    // Found by public id or host: kept under the business's one key, as if read by id.
    const business = await findBookableBusiness(db, match).then(parseBookableBusiness);
    if (!business || !cached) return business;
    return getBusinessCache().read(
      bookableBusinessKey(business.id),
      async () => business,
      (found) => found.id,
    );
  }
  return cached
    ? getBusinessCache().read(
        bookableBusinessKey(match),
        () => byId(match),
        (found) => found.id,
      )
    : byId(match);
}

/** Hours and weekly availability parsed once, as the cache keeps them. */
function parseBookableBusiness(row: Awaited<ReturnType<typeof findBookableBusiness>>) {
  if (!row) return null;
  return {
    ...row,
    hours: parseWithDefaults(businessHoursSchema, row.hours),
    staffMembers: row.staffMembers.map(({ scheduleOverrides, serviceTerms, ...member }) => ({
      ...member,
      availability: parseWithDefaults(staffAvailabilitySchema, member.availability),
      overrides: toScheduleOverrides(scheduleOverrides),
      terms: toStaffTerms(serviceTerms),
    })),
  };
}

/** The business cache's one key for a business's bookable record. */
export const bookableBusinessKey = (businessId: string) => toCacheKey("business", businessId);

export type BookableBusiness = NonNullable<Awaited<ReturnType<typeof loadBookableBusiness>>>;

/** A service as one staff member does it: `service` carries their own duration and price (`applyStaffTerms`). */
export type BookingContext = {
  business: BookableBusiness;
  service: BookableBusiness["services"][number];
  staff: BookableBusiness["staffMembers"][number];
};

type LoadOptions = { cached?: boolean };

/** The active business with the one active service and staff member a customer chose. */
export async function loadBookingContext(
  db: Database,
  businessId: string,
  serviceId: string,
  staffId: string,
  options: LoadOptions = {},
): Promise<BookingContext> {
  const business = await loadBookableBusiness(db, businessId, options);
  if (!business) throw new AppError("not_found", "Business not found");
  const service = business.services.find((candidate) => candidate.id === serviceId);
  if (!service) throw new AppError("invalid", "This service is not available. Please choose another.");
  const staff = business.staffMembers.find((candidate) => candidate.id === staffId);
  if (!staff) throw new AppError("invalid", "This staff member is not available. Please choose another.");
  if (!canStaffPerformService(staff, service.id)) {
    throw new AppError("invalid", "This staff member does not offer this service. Please choose another.");
  }
  return { business, service: applyStaffTerms(service, staff), staff };
}

/** A booking being moved: its own time does not block the new one. */
export type MovingBooking = { id: string; durationMinutes: number; processing: Processing };

/**
 * A moved booking keeps the length and processing it was booked with, whatever the service or the member's terms
 * say now.
 */
export function keepBookedLength(context: BookingContext, moving: MovingBooking | undefined): BookingContext {
  if (!moving) return context;
  const service = {
    ...context.service,
    durationMinutes: moving.durationMinutes,
    processingAfterMinutes: moving.processing.afterMinutes,
    processingMinutes: moving.processing.minutes,
  };
  return { ...context, service };
}

export const NO_STAFF_FOR_SERVICE_MESSAGE = "No one offers this service at the moment. Please choose another.";

/**
 * "Any professional": the active business with the chosen service and every active staff member who
 * offers it (by name, as the booking page lists them), each a `BookingContext` of its own for the slot engine.
 */
export async function loadServiceContexts(
  db: Database,
  businessId: string,
  serviceId: string,
  options: LoadOptions = {},
): Promise<BookingContext[]> {
  const business = await loadBookableBusiness(db, businessId, options);
  if (!business) throw new AppError("not_found", "Business not found");
  const service = business.services.find((candidate) => candidate.id === serviceId);
  if (!service) throw new AppError("invalid", "This service is not available. Please choose another.");
  const eligible = business.staffMembers.filter((member) => canStaffPerformService(member, service.id));
  if (eligible.length === 0) throw new AppError("invalid", NO_STAFF_FOR_SERVICE_MESSAGE);
  return eligible.map((staff) => ({ business, service: applyStaffTerms(service, staff), staff }));
}

/**
 * What keeps a staff member busy, and (the same for everyone of the business) what holds each resource the services
 * need, by resource id.
 */
export type BusyData = {
  bookings: BusyPeriod[];
  calendarBusy: BusyPeriod[];
  blackouts: BlackoutRule[];
  resourceHolds: Map<string, BusyPeriod[]>;
};

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
  const byStaff = await loadBusyDataOfStaff(db, [context], now, excludeBookingId ? [excludeBookingId] : []);
  return byStaff.get(context.staff.id)!;
}

/**
 * `loadBusyData` for several staff members of one business in one round trip (bookings, calendar busy times and
 * blackouts), whatever their number: keyed by staff id. `excludeBookingIds` are the bookings being moved (a visit's
 * all at once), whose own times do not block them.
 */
export async function loadBusyDataOfStaff(
  db: Database,
  contexts: readonly BookingContext[],
  now: Date,
  excludeBookingIds: readonly string[] = [],
): Promise<Map<string, BusyData>> {
  const { business } = contexts[0];
  const today = toDateInZone(now, business.timeZone);
  const windowDays = business.bookingWindowDays;
  const window = {
    from: new Date(now.getTime() - 24 * 60 * 60_000),
    to: new Date(now.getTime() + (windowDays + 2) * 24 * 60 * 60_000),
    fromDate: today,
    beforeDate: addDaysToDate(today, windowDays + 1),
  };
  return loadBusyDataInWindow(db, contexts, window, excludeBookingIds);
}

/**
 * `loadBusyDataOfStaff` for one date in the business's zone, wherever it is (the schedule's New appointment books
 * past the booking window too): what can touch that day, with a day's margin either side.
 */
export async function loadBusyDataOnDate(
  db: Database,
  contexts: readonly BookingContext[],
  date: string,
): Promise<Map<string, BusyData>> {
  const startOfDay = zonedToInstant(date, "00:00", contexts[0].business.timeZone);
  const window = {
    from: new Date(startOfDay.getTime() - 24 * 60 * 60_000),
    to: new Date(startOfDay.getTime() + 2 * 24 * 60 * 60_000),
    fromDate: date,
    beforeDate: addDaysToDate(date, 1),
  };
  return loadBusyDataInWindow(db, contexts, window);
}

async function loadBusyDataInWindow(
  db: Database,
  contexts: readonly BookingContext[],
  window: Parameters<typeof findBusyRows>[2],
  excludeBookingIds: readonly string[] = [],
): Promise<Map<string, BusyData>> {
  const { business } = contexts[0];
  const staffIds = contexts.map((context) => context.staff.id);
  const resourceIds = resourcesNeededBy(contexts);
  const rows = await findBusyRows(db, { businessId: business.id, staffIds }, window, excludeBookingIds, resourceIds);
  // Every rule and hold goes to everyone: the engine keeps the business's and the staff member's own rules.
  const blackoutRules: BlackoutRule[] = [];
  const resourceHolds = new Map<string, BusyPeriod[]>(resourceIds.map((id) => [id, []]));
  const byStaff = new Map<string, BusyData>(
    staffIds.map((id) => [id, { bookings: [], calendarBusy: [], blackouts: blackoutRules, resourceHolds }]),
  );
  for (const row of rows) {
    if (row.kind === "hold") {
      resourceHolds.get(row.resourceId)?.push(row);
      continue;
    }
    if (row.kind === "blackout") {
      const { kind: _kind, ...rule } = row;
      blackoutRules.push({
        ...rule,
        startTime: rule.startTime ? rule.startTime.slice(0, 5) : null,
        endTime: rule.endTime ? rule.endTime.slice(0, 5) : null,
      });
      continue;
    }
    const busy = byStaff.get(row.staffId);
    if (busy) (row.kind === "calendar" ? busy.calendarBusy : busy.bookings).push(row);
  }
  return byStaff;
}

/** The slot engine's input for this service and staff member, with the business's rules. */
export function toAvailabilityInput(context: BookingContext, busy: BusyData, now: Date): AvailabilityInput {
  return {
    timeZone: context.business.timeZone,
    now,
    businessHours: context.business.hours,
    staff: { id: context.staff.id, availability: context.staff.availability, overrides: context.staff.overrides },
    serviceDurationMinutes: context.service.durationMinutes,
    processing: processingOf(context.service),
    bookings: busy.bookings,
    calendarBusy: busy.calendarBusy,
    blackouts: busy.blackouts,
    resources: toResourceNeed(context, busy.resourceHolds),
    bufferMinutes: context.business.bufferMinutes,
    minNoticeMinutes: context.business.minNoticeMinutes,
    windowDays: context.business.bookingWindowDays,
  };
}
