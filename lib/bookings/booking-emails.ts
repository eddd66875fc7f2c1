import type { BookingContext } from "@/lib/availability/booking-context";
import { createBookingsCalendar, toBusinessEvent, type CalendarBooking } from "@/lib/calendar/booking-ics";
import { serializeCalendar } from "@/lib/calendar/ics-writer";
import { calendarSettingsSchema, parseWithDefaults } from "@/lib/business/settings-schema";
import type { Database } from "@/db/client";
import { resolveStoredBrand } from "@/lib/business/brand";
import { enqueueMail, enqueueMails, type OutgoingMail } from "@/lib/mail/outbox";
import { formatDayDateTime } from "@/lib/format/date-time";
import { findCustomerResourceNames, joinResourceNames } from "@/lib/resources/hold-queries";
import { buildConfirmationEmail } from "./customer-emails";
import { summarizeVisit, type VisitPart } from "./visit-summary";
import type { BookingCustomer } from "./write-queries";

type CreatedBooking = BookingCustomer & { id: string; startsAt: Date; endsAt: Date };

/** One booking of a new appointment: a single service, or one service of a visit. */
export type BookedPart = VisitPart & { id: string };

type EmailOptions = { notifyBusiness?: boolean };

/**
 * The customer's confirmation (with an .ics and the manage link) and the business's notice (to its email, else its
 * owner's), into the outbox in one statement.
 */
export async function enqueueBookingEmails(
  db: Database,
  context: BookingContext,
  booking: CreatedBooking,
  manageUrl: string,
  options: EmailOptions = {},
): Promise<string[]> {
  const { service, staff } = context;
  const part = { ...booking, serviceName: service.name, staffName: staff.name, pricePence: service.pricePence };
  return enqueueAppointmentEmails(db, context.business, booking, [part], manageUrl, options);
}

/**
 * A visit's emails: ONE confirmation listing its services, with one .ics holding an event per service, and one
 * notice to the business. `parts` are the visit's bookings in order; the manage link is the visit's.
 */
export async function enqueueVisitEmails(
  db: Database,
  business: BookingContext["business"],
  customer: BookingCustomer,
  parts: readonly BookedPart[],
  manageUrl: string,
  options: EmailOptions = {},
): Promise<string[]> {
  return enqueueAppointmentEmails(db, business, customer, parts, manageUrl, options);
}

async function enqueueAppointmentEmails(
  db: Database,
  business: BookingContext["business"],
  customer: BookingCustomer,
  parts: readonly BookedPart[],
  manageUrl: string,
  { notifyBusiness = true }: EmailOptions,
): Promise<string[]> {
  const appointment = summarizeVisit(parts);
  // The business's notice: the dashboard's format, e.g. 'Wed 25 Nov 2026, 14:00'.
  const when = formatDayDateTime(appointment.startsAt, business.timeZone);
  const { brand, customization } = resolveStoredBrand(business);
  // A new booking is the event's first version: SEQUENCE 0, as stored.
  const events: CalendarBooking[] = parts.map((part) => ({
    id: part.id,
    serviceName: part.serviceName,
    staffName: part.staffName,
    customerName: customer.customerName,
    customerPhone: customer.customerPhone,
    customerEmail: customer.customerEmail,
    notes: customer.notes,
    startsAt: part.startsAt,
    endsAt: part.endsAt,
    status: "confirmed",
    sequence: 0,
  }));
  const calendarBusiness = { name: brand.name, address: business.address, slug: business.slug };
  const ics = createBookingsCalendar(
    events.map((event) => ({ ...event, notes: undefined })),
    calendarBusiness,
    { urlFor: () => manageUrl },
  );
  // The rooms the database just gave it (its holds are written with the booking), when customers are told them;
  // no statement for a business none of whose services needs one.
  const rooms = business.services.some((service) => service.resourceNeeds.length > 0)
    ? joinResourceNames([
        ...(
          await findCustomerResourceNames(
            db,
            business.id,
            parts.map((part) => part.id),
          )
        ).values(),
      ])
    : "";
  const email = buildConfirmationEmail(
    { ...customer, ...appointment, rooms, parts: parts.length > 1 ? parts : undefined },
    { brand, address: business.address, timeZone: business.timeZone, showPricing: customization.showPricing },
    manageUrl,
  );
  const first = parts[0];
  const confirmation: OutgoingMail = {
    businessId: business.id,
    bookingId: first.id,
    to: customer.customerEmail,
    ...email,
    attachments: [
      {
        filename: `booking-${first.id}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  };
  // An appointment the business added itself needs no notice to the business.
  const to = notifyBusiness ? business.email || business.ownerEmail : null;
  if (!to) {
    await enqueueMail(db, confirmation);
    return [customer.customerEmail];
  }
  const what = parts.map((part) => `${part.serviceName} with ${part.staffName}`).join(", then ");
  await enqueueMails(db, [
    confirmation,
    {
      businessId: business.id,
      bookingId: first.id,
      to,
      subject: `New booking: ${customer.customerName}, ${when}`,
      text: [
        `${customer.customerName} booked ${what} on ${when}.`,
        "",
        `Email: ${customer.customerEmail}`,
        customer.customerPhone ? `Phone: ${customer.customerPhone}` : "Phone: not given",
        customer.notes ? `Notes: ${customer.notes}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      // Sync Settings' Auto Export: the business's notice carries the booking as an .ics to add in one click.
      attachments: parseWithDefaults(calendarSettingsSchema, business.calendarSettings).autoExport
        ? [
            {
              filename: `booking-${first.id}.ics`,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: serializeCalendar(
                { name: brand.name },
                events.map((event) => toBusinessEvent(event, calendarBusiness, { contact: true })),
              ),
            },
          ]
        : undefined,
    },
  ]);
  return [customer.customerEmail, to];
}
