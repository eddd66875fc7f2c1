import type { BookingContext } from "@/lib/availability/booking-context";
import { createBookingsCalendar, toBusinessEvent, type CalendarBooking } from "@/lib/calendar/booking-ics";
import { serializeCalendar } from "@/lib/calendar/ics-writer";
import { calendarSettingsSchema, parseWithDefaults } from "@/lib/business/settings-schema";
import type { Database } from "@/db/client";
import { resolveStoredBrand } from "@/lib/business/brand";
import { enqueueMail, enqueueMails, type OutgoingMail } from "@/lib/mail/outbox";
import { formatDayDateTime } from "@/lib/format/date-time";
import { buildConfirmationEmail } from "./customer-emails";

type CreatedBooking = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  startsAt: Date;
  endsAt: Date;
};

/**
 * The customer's confirmation (with an .ics and the manage link) and the business's notice (to its email, else its
 * owner's), into the outbox in one statement.
 */
export async function enqueueBookingEmails(
  db: Database,
  context: BookingContext,
  booking: CreatedBooking,
  manageUrl: string,
  { notifyBusiness = true }: { notifyBusiness?: boolean } = {},
): Promise<string[]> {
  const { business, service, staff } = context;
  // The business's notice: the dashboard's format, e.g. 'Wed 25 Nov 2026, 14:00'.
  const when = formatDayDateTime(booking.startsAt, business.timeZone);
  const { brand, customization } = resolveStoredBrand(business);
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
  const calendarBusiness = { name: brand.name, address: business.address, slug: business.slug };
  const ics = createBookingsCalendar([{ ...event, notes: undefined }], calendarBusiness, { urlFor: () => manageUrl });
  const email = buildConfirmationEmail(
    {
      ...booking,
      serviceName: service.name,
      staffName: staff.name,
      durationMinutes: service.durationMinutes,
      pricePence: service.pricePence,
    },
    { brand, address: business.address, timeZone: business.timeZone, showPricing: customization.showPricing },
    manageUrl,
  );
  const confirmation: OutgoingMail = {
    businessId: business.id,
    bookingId: booking.id,
    to: booking.customerEmail,
    ...email,
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  };
  // An appointment the business added itself needs no notice to the business.
  const to = notifyBusiness ? business.email || business.ownerEmail : null;
  if (!to) {
    await enqueueMail(db, confirmation);
    return [booking.customerEmail];
  }
  await enqueueMails(db, [
    confirmation,
    {
      businessId: business.id,
      bookingId: booking.id,
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
              content: serializeCalendar({ name: brand.name }, [
                toBusinessEvent(event, calendarBusiness, { contact: true }),
              ]),
            },
          ]
        : undefined,
    },
  ]);
  return [booking.customerEmail, to];
}
