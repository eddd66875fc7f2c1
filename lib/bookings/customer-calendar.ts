import { buildAddEventLinks, type CalendarEventDetails } from "@/lib/calendar/add-event-links";
import { cleanMultiLine, cleanSingleLine } from "@/lib/forms/text";

/** Where the customer adds their booking to a calendar: Google, Outlook, and the .ics file (Apple and the rest). */
export type CustomerCalendarLinks = { google: string; outlook: string; ics: string };

type BookedAppointment = { serviceName: string; staffName: string; startsAt: Date; endsAt: Date };

/** The customer's calendar entry for their appointment: the same title and place as the .ics file. */
export function describeCustomerEvent(
  booking: BookedAppointment,
  business: { name: string; address: string },
  manageUrl: string,
): CalendarEventDetails {
  return {
    title: cleanSingleLine(`${booking.serviceName} at ${business.name}`),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    details: cleanMultiLine(
      [booking.staffName && `With ${booking.staffName}`, `Manage your booking: ${manageUrl}`]
        .filter(Boolean)
        .join("\n"),
    ),
    location: cleanSingleLine(business.address),
  };
}

/** The .ics of a booking lives beside its manage page, behind the same signed token. */
export function getCustomerIcsUrl(manageUrl: string): string {
  return `${manageUrl}/calendar.ics`;
}

export function buildCustomerCalendarLinks(
  booking: BookedAppointment,
  business: { name: string; address: string },
  manageUrl: string,
): CustomerCalendarLinks {
  return {
    ...buildAddEventLinks(describeCustomerEvent(booking, business, manageUrl)),
    ics: getCustomerIcsUrl(manageUrl),
  };
}
