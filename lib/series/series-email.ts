import type { BookingContext } from "@/lib/availability/booking-context";
import { resolveStoredBrand, type BusinessBrand } from "@/lib/business/brand";
import { createManageUrl } from "@/lib/bookings/manage-token";
import type { BookingCustomer } from "@/lib/bookings/write-queries";
import { createBookingsCalendar, type CalendarBooking } from "@/lib/calendar/booking-ics";
import type { Database } from "@/db/client";
import { formatLongDate } from "@/lib/format/booking-date";
import { renderBrandedEmailHtml, type BrandedEmail } from "@/lib/mail/branded-email";
import { enqueueMail } from "@/lib/mail/outbox";
import { toAbsoluteUrl } from "@/lib/tenant/public-origin";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import type { SeriesRow } from "./book-series";

export type SeriesEmail = { subject: string; text: string; html: string };

/** One line per occurrence: "Tuesday 14 March 2027" → "10:00, Haircut & Style with Sophie Brown". */
export function describeOccurrences(rows: readonly SeriesRow[], timeZone: string): [string, string][] {
  return rows.map((row) => [
    formatLongDate(toDateInZone(row.startsAt, timeZone)),
    `${toTimeInZone(row.startsAt, timeZone)}, ${row.serviceName}${row.staffName ? ` with ${row.staffName}` : ""}`,
  ]);
}

/** The customer's ONE confirmation of a repeat series, listing every date (UK formats, the business's zone). */
export function buildSeriesConfirmationEmail(
  customerName: string,
  rows: readonly SeriesRow[],
  business: { brand: BusinessBrand; address: string; timeZone: string },
  manageUrl: string,
): SeriesEmail {
  const { brand } = business;
  const email: BrandedEmail = {
    brand: { ...brand, logoUrl: toAbsoluteUrl(brand.logoUrl) },
    heading: "Your repeat appointments are confirmed",
    paragraphs: [`Hello ${customerName},`, `Your ${rows.length} appointments at ${brand.name} are confirmed:`],
    details: [
      ...describeOccurrences(rows, business.timeZone),
      ...(business.address ? ([["Where", business.address]] as [string, string][]) : []),
    ],
    action: { label: "View, cancel or reschedule your first booking", url: manageUrl },
    footer: ["The attached calendar file adds every appointment to your calendar."],
  };
  const lines = [
    ...email.paragraphs,
    "",
    ...email.details!.map(([label, value]) => `${label}: ${value}`),
    "",
    `${email.action!.label}: ${manageUrl}`,
    "",
    ...email.footer!,
  ];
  return {
    subject: `${rows.length} appointments confirmed at ${brand.name}`,
    text: lines.join("\n"),
    html: renderBrandedEmailHtml(email),
  };
}

/**
 * Queues the series' confirmation to the customer (in the caller's transaction, so a refused series sends nothing):
 * one email listing the dates, with one .ics holding a VEVENT per occurrence (UID per booking, UTC instants).
 */
export async function enqueueSeriesEmail(
  tx: Database,
  business: BookingContext["business"],
  customer: BookingCustomer,
  rows: readonly SeriesRow[],
): Promise<string[]> {
  if (!customer.customerEmail || rows.length === 0) return [];
  const { brand } = resolveStoredBrand(business);
  const events: CalendarBooking[] = rows.map((row) => ({
    id: row.id,
    serviceName: row.serviceName,
    staffName: row.staffName,
    customerName: customer.customerName,
    customerPhone: customer.customerPhone,
    customerEmail: customer.customerEmail,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: "confirmed",
    sequence: 0,
  }));
  const calendarBusiness = { name: brand.name, address: business.address, slug: business.slug };
  const ics = createBookingsCalendar(events, calendarBusiness, {
    urlFor: (booking) => createManageUrl(business, booking.id),
  });
  const first = rows[0];
  const email = buildSeriesConfirmationEmail(
    customer.customerName,
    rows,
    { brand, address: business.address, timeZone: business.timeZone },
    createManageUrl(business, first.id),
  );
  await enqueueMail(tx, {
    businessId: business.id,
    bookingId: first.id,
    to: customer.customerEmail,
    ...email,
    attachments: [
      { filename: `series-${first.id}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
    ],
  });
  return [customer.customerEmail];
}
