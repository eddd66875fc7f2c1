import { and, asc, eq, gt, gte, lt, ne, or } from "drizzle-orm";
import { canStaffPerformService } from "@/lib/availability/eligibility";
import type { BlackoutRule } from "@/lib/availability/blackouts";
import { BOOKING_WINDOW_DAYS, type AvailabilityInput } from "@/lib/availability/slots";
import type { Database } from "@/db/client";
import { blackouts, bookings, businesses, services, staffMembers } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/validations/business-settings";

/** The active business (by public id) with the one active service and staff member a customer chose. */
export async function loadBookingContext(db: Database, slug: string, serviceId: string, staffId: string) {
  const business = await db.query.businesses.findFirst({
    where: and(eq(businesses.slug, slug), eq(businesses.isActive, true)),
    columns: { id: true, slug: true, name: true, email: true, address: true, timeZone: true, hours: true, bufferMinutes: true, minNoticeMinutes: true, ownerId: true },
    with: {
      services: { where: and(eq(services.id, serviceId), eq(services.isActive, true)), columns: { id: true, name: true, durationMinutes: true, pricePence: true } },
      staffMembers: { where: and(eq(staffMembers.id, staffId), eq(staffMembers.isActive, true)), columns: { id: true, name: true, specialties: true, availability: true } },
    },
  });
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

/**
 * The staff member's live bookings and the blackouts that can touch the booking window.
 * `excludeBookingId` leaves out the booking being rescheduled, so its own time stays offered.
 */
export async function loadBusyData(db: Database, context: BookingContext, now: Date, excludeBookingId?: string) {
  const today = toDateInZone(now, context.business.timeZone);
  const windowStart = new Date(now.getTime() - 24 * 60 * 60_000);
  const windowEnd = new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 2) * 24 * 60 * 60_000);
  const [busy, rules] = await Promise.all([
    db
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.businessId, context.business.id),
          eq(bookings.staffId, context.staff.id),
          ne(bookings.status, "cancelled"),
          excludeBookingId ? ne(bookings.id, excludeBookingId) : undefined,
          lt(bookings.startsAt, windowEnd),
          gt(bookings.endsAt, windowStart),
        ),
      )
      .orderBy(asc(bookings.startsAt)),
    db
      .select({
        type: blackouts.type,
        staffId: blackouts.staffId,
        startDate: blackouts.startDate,
        endDate: blackouts.endDate,
        startTime: blackouts.startTime,
        endTime: blackouts.endTime,
        recurring: blackouts.recurring,
        recurringPattern: blackouts.recurringPattern,
      })
      .from(blackouts)
      .where(
        and(
          eq(blackouts.businessId, context.business.id),
          or(eq(blackouts.type, "business"), eq(blackouts.staffId, context.staff.id)),
          or(eq(blackouts.recurring, true), gte(blackouts.endDate, today)),
          lt(blackouts.startDate, addDaysToDate(today, BOOKING_WINDOW_DAYS + 1)),
        ),
      ),
  ]);
  const blackoutRules: BlackoutRule[] = rules.map((rule) => ({
    ...rule,
    startTime: rule.startTime ? rule.startTime.slice(0, 5) : null,
    endTime: rule.endTime ? rule.endTime.slice(0, 5) : null,
  }));
  return { bookings: busy, blackouts: blackoutRules };
}

export function toAvailabilityInput(context: BookingContext, busy: Awaited<ReturnType<typeof loadBusyData>>, now: Date): AvailabilityInput {
  return {
    timeZone: context.business.timeZone,
    now,
    businessHours: parseWithDefaults(businessHoursSchema, context.business.hours),
    staff: { id: context.staff.id, availability: parseWithDefaults(staffAvailabilitySchema, context.staff.availability) },
    serviceDurationMinutes: context.service.durationMinutes,
    bookings: busy.bookings,
    blackouts: busy.blackouts,
    bufferMinutes: context.business.bufferMinutes,
    minNoticeMinutes: context.business.minNoticeMinutes,
  };
}

