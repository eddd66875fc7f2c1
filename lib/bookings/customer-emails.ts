import { formatDuration } from "@/lib/format/duration";
import type { BusinessBrand } from "@/lib/business/brand";
import { formatPenceShort } from "@/lib/format/money";
import { renderBrandedEmailHtml, type BrandedEmail } from "@/lib/mail/branded-email";
import { toAbsoluteUrl } from "@/lib/tenant/public-origin";
import { formatLongDate } from "@/lib/format/booking-date";
import { lengthInMinutes } from "@/lib/time/length";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { buildCustomerCalendarLinks } from "./customer-calendar";

/* The emails a customer gets about their booking, each as plain text and as HTML in the business's look. */

export type CustomerEmailBooking = {
  customerName: string;
  serviceName: string;
  staffName: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  pricePence: number;
  /** The rooms it holds ('Room 1'), only when the business tells customers their room; '' or absent: not said. */
  rooms?: string;
  /** A visit of several services: each one (the fields above then describe the whole visit). */
  parts?: readonly { serviceName: string; staffName: string; startsAt: Date; endsAt: Date }[];
};

export type CustomerEmailBusiness = { brand: BusinessBrand; address: string; timeZone: string; showPricing: boolean };

export type CustomerEmail = { subject: string; text: string; html: string };

/** "Friday 27 November 2026, 10:00" in the business's time zone. */
function formatWhen(instant: Date, timeZone: string): string {
  return `${formatLongDate(toDateInZone(instant, timeZone))}, ${toTimeInZone(instant, timeZone)}`;
}

function toText(email: BrandedEmail): string {
  const lines = email.paragraphs.flatMap((paragraph) => [paragraph, ""]);
  if (email.details?.length) lines.push(...email.details.map(([label, value]) => `${label}: ${value}`), "");
  if (email.action) lines.push(`${email.action.label}: ${email.action.url}`, "");
  for (const link of email.links ?? []) lines.push(`${link.label}: ${link.url}`);
  lines.push("", ...(email.footer ?? []));
  return lines
    .filter((line, index, all) => line !== "" || (index > 0 && all[index - 1] !== ""))
    .join("\n")
    .trim();
}

/** A visit's services, one line each: "Full Colour: 10:00, 2 h 30 min, with Emma". */
function describeParts(parts: NonNullable<CustomerEmailBooking["parts"]>, timeZone: string): [string, string][] {
  return parts.map((part) => [
    part.serviceName,
    [
      toTimeInZone(part.startsAt, timeZone),
      formatDuration(lengthInMinutes(part)),
      part.staffName && `with ${part.staffName}`,
    ]
      .filter(Boolean)
      .join(", "),
  ]);
}

function describeBooking(booking: CustomerEmailBooking, business: CustomerEmailBusiness): [string, string][] {
  const what: [string, string][] =
    booking.parts && booking.parts.length > 1
      ? describeParts(booking.parts, business.timeZone)
      : [
          ["Service", booking.serviceName],
          ...(booking.staffName ? [["With", booking.staffName] as [string, string]] : []),
        ];
  return [
    ...what,
    ...(booking.rooms ? ([["Room", booking.rooms]] as [string, string][]) : []),
    ["When", formatWhen(booking.startsAt, business.timeZone)],
    ["Duration", formatDuration(booking.durationMinutes)],
    ...(business.showPricing ? ([["Price", formatPenceShort(booking.pricePence)]] as [string, string][]) : []),
    ...(business.address ? ([["Where", business.address]] as [string, string][]) : []),
  ];
}

function calendarLinks(booking: CustomerEmailBooking, business: CustomerEmailBusiness, manageUrl: string) {
  const links = buildCustomerCalendarLinks(
    booking,
    { name: business.brand.name, address: business.address },
    manageUrl,
  );
  return [
    { label: "Add to Google Calendar", url: links.google },
    { label: "Add to Outlook", url: links.outlook },
    { label: "Apple Calendar (.ics)", url: links.ics },
  ];
}

function build(email: BrandedEmail, subject: string): CustomerEmail {
  // An uploaded logo is a path on the platform; a mail needs its full address.
  const brand = { ...email.brand, logoUrl: toAbsoluteUrl(email.brand.logoUrl) };
  return { subject, text: toText(email), html: renderBrandedEmailHtml({ ...email, brand }) };
}

/** The booking's details, the manage link and the calendar links: the body of every email about a live booking. */
function liveBookingParts(booking: CustomerEmailBooking, business: CustomerEmailBusiness, manageUrl: string) {
  return {
    details: describeBooking(booking, business),
    action: { label: "View, cancel or reschedule your booking", url: manageUrl },
    links: calendarLinks(booking, business, manageUrl),
  };
}

const greet = (booking: CustomerEmailBooking) => `Hello ${booking.customerName},`;
const CALENDAR_FILE_NOTE = "The attached calendar file adds it to your calendar.";

export function buildConfirmationEmail(
  booking: CustomerEmailBooking,
  business: CustomerEmailBusiness,
  manageUrl: string,
): CustomerEmail {
  const { brand } = business;
  return build(
    {
      brand,
      heading: "Your booking is confirmed",
      paragraphs: [greet(booking), `Your appointment at ${brand.name} is confirmed.`],
      ...liveBookingParts(booking, business, manageUrl),
      footer: [CALENDAR_FILE_NOTE],
    },
    `Booking confirmed: ${booking.serviceName} at ${brand.name}`,
  );
}

/** The reminder before the appointment: sent the business's reminder hours before it starts. */
export function buildReminderEmail(
  booking: CustomerEmailBooking,
  business: CustomerEmailBusiness,
  manageUrl: string,
): CustomerEmail {
  const { brand } = business;
  const when = formatWhen(booking.startsAt, business.timeZone);
  return build(
    {
      brand,
      heading: "Your appointment is coming up",
      paragraphs: [
        greet(booking),
        `This is a reminder of your appointment at ${brand.name} on ${when}.`,
        "If you can no longer make it, please reschedule or cancel using the link below.",
      ],
      ...liveBookingParts(booking, business, manageUrl),
      footer: [CALENDAR_FILE_NOTE],
    },
    `Reminder: ${booking.serviceName} at ${brand.name}, ${when}`,
  );
}

export function buildMovedEmail(
  booking: CustomerEmailBooking,
  business: CustomerEmailBusiness,
  manageUrl: string,
): CustomerEmail {
  const when = formatWhen(booking.startsAt, business.timeZone);
  const withStaff = booking.staffName ? ` with ${booking.staffName}` : "";
  return build(
    {
      brand: business.brand,
      heading: "Your booking has moved",
      paragraphs: [greet(booking), `Your booking for ${booking.serviceName}${withStaff} is now on ${when}.`],
      ...liveBookingParts(booking, business, manageUrl),
    },
    `Booking moved: ${booking.serviceName} at ${business.brand.name}`,
  );
}

export function buildCancellationEmail(booking: CustomerEmailBooking, business: CustomerEmailBusiness): CustomerEmail {
  const when = formatWhen(booking.startsAt, business.timeZone);
  return build(
    {
      brand: business.brand,
      heading: "Your booking has been cancelled",
      paragraphs: [greet(booking), `Your booking for ${booking.serviceName} on ${when} has been cancelled.`],
      // A visit lists each service it cancelled.
      details: booking.parts && booking.parts.length > 1 ? describeParts(booking.parts, business.timeZone) : undefined,
    },
    `Booking cancelled: ${booking.serviceName} at ${business.brand.name}`,
  );
}
