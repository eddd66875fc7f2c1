import type { BookingContext } from "@/lib/availability/booking-context";
import { createBookingsCalendar, toBusinessEvent, type CalendarBooking } from "@/lib/calendar/booking-ics";
import { serializeCalendar } from "@/lib/calendar/ics-writer";
import { calendarSettingsSchema, parseWithDefaults } from "@/lib/validations/business-settings";
import type { Database } from "@/db/client";
import { formatPence } from "@/lib/format/money";
import { enqueueMail } from "@/lib/mail/outbox";
import { formatDateTimeInZone } from "@/lib/time/zoned-time";
import { findUserEmail } from "./public-queries";

type CreatedBooking = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  startsAt: Date;
  endsAt: Date;
};

/** The customer's confirmation (with an .ics and the manage link) and the business's notice, into the outbox. */
export async function enqueueBookingEmails(
  db: Database,
  context: BookingContext,
  booking: CreatedBooking,
  manageUrl: string,
): Promise<string[]> {
  const { business, service, staff } = context;
  const when = formatDateTimeInZone(booking.startsAt, business.timeZone);
  // A new booking is the event's first version: SEQUENCE 0, as stored.
  const event: CalendarBooking = {
    id: booking.id,
    serviceName: service.name,
    staffName: staff.name,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    notes: booking.notes,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: "confirmed",
    sequence: 0,
  };
  const calendarBusiness = { name: business.name, address: business.address, slug: business.slug };
  const ics = createBookingsCalendar([{ ...event, notes: undefined }], calendarBusiness, { urlFor: () => manageUrl });
  await enqueueMail(db, {
    businessId: business.id,
    to: booking.customerEmail,
    subject: `Booking confirmed: ${service.name} at ${business.name}`,
    text: [
      `Hello ${booking.customerName},`,
      "",
      `Your appointment at ${business.name} is confirmed.`,
      "",
      `Service: ${service.name}`,
      `With: ${staff.name}`,
      `When: ${when}`,
      `Duration: ${service.durationMinutes} minutes`,
      `Price: ${formatPence(service.pricePence)}`,
      business.address ? `Where: ${business.address}` : "",
      "",
      "The attached calendar file adds it to your calendar.",
      `To view, cancel or reschedule your booking: ${manageUrl}`,
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  });

  const recipients = [business.email];
  if (!business.email && business.ownerId) {
    const ownerEmail = await findUserEmail(db, business.ownerId);
    if (ownerEmail) recipients[0] = ownerEmail;
  }
  const to = recipients.find(Boolean);
  if (to) {
    await enqueueMail(db, {
      businessId: business.id,
      to,
      subject: `New booking: ${booking.customerName}, ${when}`,
      text: [
        `${booking.customerName} booked ${service.name} with ${staff.name} on ${when}.`,
        "",
        `Email: ${booking.customerEmail}`,
        booking.customerPhone ? `Phone: ${booking.customerPhone}` : "Phone: not given",
        booking.notes ? `Notes: ${booking.notes}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      // Sync Settings' Auto Export: the business's notice carries the booking as an .ics to add in one click.
      attachments: parseWithDefaults(calendarSettingsSchema, business.calendarSettings).autoExport
        ? [
            {
              filename: `booking-${booking.id}.ics`,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: serializeCalendar({ name: business.name }, [
                toBusinessEvent(event, calendarBusiness, { contact: true }),
              ]),
            },
          ]
        : undefined,
    });
  }
  return [booking.customerEmail, ...(to ? [to] : [])];
}
