import type { BookingStatus } from "@/lib/constants";
import { serializeCalendar, type IcsEvent } from "./ics-writer";

export type CalendarBooking = {
  id: string;
  serviceName: string;
  staffName: string;
  customerName: string;
  startsAt: Date;
  /** The booked service's end; missing or not after the start only when the service is unknown (60 minutes then). */
  endsAt: Date | null;
  status: BookingStatus;
  notes?: string;
  customerPhone?: string;
  customerEmail?: string;
  /** RFC 5545 SEQUENCE: 0 when booked, raised by every change of time, staff or status. */
  sequence?: number;
  createdAt?: Date;
  updatedAt?: Date;
  /** The rooms and equipment it holds ('Room 1'), when whoever reads the event is told them; '' or absent: none. */
  rooms?: string;
};

export type CalendarBusiness = { name: string; address: string; slug: string };

/** The spec's export duration when the service is unknown. */
export const UNKNOWN_SERVICE_MINUTES = 60;

export const bookingUid = (bookingId: string) => `${bookingId}@bookingpro`;

export function eventEnd(booking: Pick<CalendarBooking, "startsAt" | "endsAt">): Date {
  if (booking.endsAt && booking.endsAt.getTime() > booking.startsAt.getTime()) return booking.endsAt;
  return new Date(booking.startsAt.getTime() + UNKNOWN_SERVICE_MINUTES * 60_000);
}

function icsStatus(status: CalendarBooking["status"]): IcsEvent["status"] {
  if (status === "cancelled") return "CANCELLED";
  return status === "pending" ? "TENTATIVE" : "CONFIRMED";
}

function baseEvent(booking: CalendarBooking, business: CalendarBusiness) {
  return {
    uid: bookingUid(booking.id),
    dtstamp: booking.updatedAt ?? booking.createdAt ?? new Date(),
    sequence: booking.sequence ?? 0,
    start: booking.startsAt,
    end: eventEnd(booking),
    location: business.address || undefined,
    status: icsStatus(booking.status),
  };
}

/**
 * The business's view of a booking (feeds and dashboard downloads): "{service} – {customer}". The
 * business feed's DESCRIPTION carries the customer's phone and email and the notes; a staff member's
 * feed (`contact: false`, synced to a personal phone) only the notes. Both name its room when given.
 */
export function toBusinessEvent(
  booking: CalendarBooking,
  business: CalendarBusiness,
  { contact }: { contact: boolean },
): IcsEvent {
  const description = [
    booking.staffName && `With: ${booking.staffName}`,
    booking.rooms && `Room: ${booking.rooms}`,
    contact && booking.customerPhone && `Phone: ${booking.customerPhone}`,
    contact && booking.customerEmail && `Email: ${booking.customerEmail}`,
    booking.notes && `Notes: ${booking.notes}`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    ...baseEvent(booking, business),
    summary: `${booking.serviceName} – ${booking.customerName}`,
    description: description || undefined,
    created: booking.createdAt,
    lastModified: booking.updatedAt,
  };
}

/** The customer's view (email attachments): "{service} at {business}", with the manage link as URL. */
export function toCustomerEvent(booking: CalendarBooking, business: CalendarBusiness, url?: string): IcsEvent {
  return {
    ...baseEvent(booking, business),
    summary: `${booking.serviceName} at ${business.name}`,
    description: [booking.staffName && `With ${booking.staffName}`, booking.notes].filter(Boolean).join("\n"),
    url,
  };
}

/** An RFC 5545 calendar of the customer's view of the given bookings (an email attachment). */
export function createBookingsCalendar(
  bookings: readonly CalendarBooking[],
  business: CalendarBusiness,
  options: { calendarName?: string; urlFor?: (booking: CalendarBooking) => string | undefined } = {},
): string {
  return serializeCalendar(
    { name: options.calendarName ?? business.name },
    bookings.map((booking) => toCustomerEvent(booking, business, options.urlFor?.(booking))),
  );
}
