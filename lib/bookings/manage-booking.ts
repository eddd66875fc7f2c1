import { and, eq } from "drizzle-orm";
import { computeAvailability, isSlotAvailable } from "@/lib/availability/slots";
import type { Database } from "@/db/client";
import { EXCLUSION_VIOLATION, getPgErrorCode } from "@/db/errors";
import { bookings, businesses } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { formatDateTimeInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { loadBookingContext, loadBusyData, toAvailabilityInput } from "./booking-context";
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "./create-booking";

/** A booking as its customer sees it through the manage link, with the business's rules. */
export async function getManagedBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      serviceId: bookings.serviceId,
      staffId: bookings.staffId,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      pricePence: bookings.pricePence,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      businessId: businesses.id,
      businessSlug: businesses.slug,
      businessName: businesses.name,
      businessPhone: businesses.phone,
      businessEmail: businesses.email,
      timeZone: businesses.timeZone,
      cancellationNoticeHours: businesses.cancellationNoticeHours,
    })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}

export type ManagedBooking = NonNullable<Awaited<ReturnType<typeof getManagedBooking>>>;

/** Why the customer may not change this booking online now, or null when they may. */
export function getChangeRefusal(booking: ManagedBooking, now: Date): string | null {
  if (booking.status === "cancelled") return "This booking has been cancelled.";
  if (booking.status === "completed") return "This appointment has already taken place.";
  if (booking.startsAt.getTime() <= now.getTime()) return "This appointment has already started.";
  const noticeMs = booking.cancellationNoticeHours * 60 * 60_000;
  if (booking.startsAt.getTime() - now.getTime() < noticeMs) {
    return `Bookings can't be changed online less than ${booking.cancellationNoticeHours} hours before the appointment. Please contact ${booking.businessName} directly.`;
  }
  return null;
}

export async function cancelManagedBooking(db: Database, bookingId: string, now: Date): Promise<ManagedBooking> {
  const booking = await getManagedBooking(db, bookingId);
  if (!booking) throw new AppError("not_found", "Booking not found");
  const refusal = getChangeRefusal(booking, now);
  if (refusal) throw new AppError("conflict", refusal);
  await db.update(bookings).set({ status: "cancelled" }).where(and(eq(bookings.id, booking.id), eq(bookings.businessId, booking.businessId)));
  const when = formatDateTimeInZone(booking.startsAt, booking.timeZone);
  await enqueueMail(db, {
    businessId: booking.businessId,
    to: booking.customerEmail,
    subject: `Booking cancelled: ${booking.serviceName} at ${booking.businessName}`,
    text: `Hello ${booking.customerName},\n\nYour booking for ${booking.serviceName} on ${when} has been cancelled.`,
  });
  if (booking.businessEmail) {
    await enqueueMail(db, { businessId: booking.businessId, to: booking.businessEmail, subject: `Cancelled: ${booking.customerName}, ${when}`, text: `${booking.customerName} cancelled ${booking.serviceName} on ${when}.` });
  }
  return { ...booking, status: "cancelled" };
}

/** Free times the booking could move to (its own time included), or null when the service or staff is gone. */
export async function getRescheduleOptions(db: Database, booking: ManagedBooking, now: Date) {
  if (!booking.serviceId || !booking.staffId) return null;
  try {
    const context = await loadBookingContext(db, booking.businessSlug, booking.serviceId, booking.staffId);
    const busy = await loadBusyData(db, context, now, booking.id);
    return computeAvailability(toAvailabilityInput(context, busy, now)).filter((day) => day.slots.length > 0);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export async function rescheduleManagedBooking(db: Database, bookingId: string, date: string, time: string, now: Date): Promise<ManagedBooking> {
  const booking = await getManagedBooking(db, bookingId);
  if (!booking) throw new AppError("not_found", "Booking not found");
  const refusal = getChangeRefusal(booking, now);
  if (refusal) throw new AppError("conflict", refusal);
  if (!booking.serviceId || !booking.staffId) throw new AppError("conflict", `This booking can't be moved online. Please contact ${booking.businessName}.`);
  const context = await loadBookingContext(db, booking.businessSlug, booking.serviceId, booking.staffId);
  try {
    return await db.transaction(async (tx) => {
      const busy = await loadBusyData(tx, context, now, booking.id);
      const availability = toAvailabilityInput(context, busy, now);
      if (!isSlotAvailable(availability, date, time)) {
        const taken = isSlotAvailable({ ...availability, bookings: [] }, date, time);
        throw new AppError("slot_taken", taken ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
      }
      const startsAt = zonedToInstant(date, time, booking.timeZone);
      const endsAt = new Date(startsAt.getTime() + context.service.durationMinutes * 60_000);
      await tx.update(bookings).set({ startsAt, endsAt, reminderSentAt: null }).where(and(eq(bookings.id, booking.id), eq(bookings.businessId, booking.businessId)));
      const when = formatDateTimeInZone(startsAt, booking.timeZone);
      await enqueueMail(tx, {
        businessId: booking.businessId,
        to: booking.customerEmail,
        subject: `Booking moved: ${booking.serviceName} at ${booking.businessName}`,
        text: `Hello ${booking.customerName},\n\nYour booking for ${booking.serviceName} with ${booking.staffName} is now on ${when}.`,
      });
      return { ...booking, startsAt, endsAt };
    });
  } catch (error) {
    if (getPgErrorCode(error) === EXCLUSION_VIOLATION) throw new AppError("slot_taken", SLOT_TAKEN_MESSAGE);
    throw error;
  }
}
