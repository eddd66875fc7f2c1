import { createEvents, type EventAttributes } from "ics";
import { cleanMultiLine, cleanSingleLine } from "@/lib/validations/text";

export type CalendarBooking = {
  id: string;
  serviceName: string;
  staffName: string;
  customerName: string;
  startsAt: Date;
  endsAt: Date;
  status: "pending" | "confirmed" | "completed" | "cancelled";
  notes?: string;
};

export type CalendarBusiness = { name: string; address: string; slug: string };

function toEvent(
  booking: CalendarBooking,
  business: CalendarBusiness,
  extra?: { url?: string; description?: string },
): EventAttributes {
  // The ics package escapes \n, ';', ',' and '\' but passes a lone \r and other control characters
  // through, which would start a new property line. Rows saved before text was cleaned on input
  // may still hold them, so every value is cleaned here too.
  return {
    uid: `${booking.id}@bookingpro`,
    title: cleanSingleLine(`${booking.serviceName} at ${business.name}`),
    description: cleanMultiLine(
      extra?.description ??
        [booking.staffName && `With ${booking.staffName}`, booking.notes].filter(Boolean).join("\n"),
    ),
    location: cleanSingleLine(business.address) || undefined,
    url: extra?.url,
    start: booking.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: booking.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: booking.status === "cancelled" ? "CANCELLED" : booking.status === "pending" ? "TENTATIVE" : "CONFIRMED",
    productId: "bookingpro/ics",
  };
}

/** An RFC 5545 calendar with the given bookings (one for an email attachment, many for a feed). */
export function createBookingsCalendar(
  bookings: readonly CalendarBooking[],
  business: CalendarBusiness,
  options: { calendarName?: string; urlFor?: (booking: CalendarBooking) => string | undefined } = {},
): string {
  const { error, value } = createEvents(
    bookings.map((booking) => toEvent(booking, business, { url: options.urlFor?.(booking) })),
    { productId: "bookingpro/ics", calName: cleanSingleLine(options.calendarName ?? business.name) },
  );
  if (error || !value) throw error ?? new Error("Could not create the calendar file");
  return value;
}
