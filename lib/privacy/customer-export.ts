import "server-only";
import { createHash } from "node:crypto";
import type { Database } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/load-user";
import { recordAuditEntry } from "@/lib/audit/queries";
import { AppError } from "@/lib/errors";
import { fileResult, type FileResult } from "@/lib/http/route-result";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { formatDayDate } from "@/lib/format/date-time";
import { customerExportFileName, toCsv } from "./csv";
import { findCustomerExportData, type CustomerExportData } from "./queries";

/*
 * "Export data" on a customer's page (UK GDPR right of access): everything the business holds about one
 * customer as JSON or CSV. The session decides the business and the role (the route checks them), never the
 * URL; the customer is loaded by email AND business, so another business's customer is the same 404 as an
 * unknown one.
 */

export const EXPORT_FORMATS = ["json", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CUSTOMER_NOT_FOUND_EXPORT = "This customer could not be found.";

/** SHA-256 of the lower-cased email: a reference for the audit log that is not the address itself. */
export function customerReference(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The JSON document: a header, every booking (in the business's zone and ISO), the note, the emails. */
export function buildCustomerJson(data: CustomerExportData, email: string, exportedAt: Date) {
  const zone = data.business.timeZone;
  const latest = data.bookings[data.bookings.length - 1];
  return {
    exportedAt: exportedAt.toISOString(),
    business: { name: data.business.name, timeZone: zone },
    customer: { email: email.toLowerCase(), name: data.client?.name ?? latest?.customerName ?? "" },
    clientRecord: data.client
      ? {
          name: data.client.name,
          email: data.client.email,
          phone: data.client.phone,
          marketingConsent: data.client.marketingConsent,
          marketingConsentAt: data.client.marketingConsentAt ? data.client.marketingConsentAt.toISOString() : null,
          source: data.client.source,
          addedAt: data.client.createdAt.toISOString(),
          updatedAt: data.client.updatedAt.toISOString(),
        }
      : null,
    bookings: data.bookings.map((booking) => ({
      date: formatDayDate(booking.startsAt, zone),
      localDate: toDateInZone(booking.startsAt, zone),
      time: toTimeInZone(booking.startsAt, zone),
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      service: booking.serviceName,
      staff: booking.staffName,
      // The services of one visit share it, so the customer sees which bookings were one visit.
      visit: booking.visitId,
      status: booking.status,
      price: pounds(booking.pricePence),
      currency: "GBP",
      notes: booking.notes,
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      customerPhone: booking.customerPhone,
      bookedAt: booking.createdAt.toISOString(),
    })),
    businessNote: data.note ? { notes: data.note.notes, updatedAt: data.note.updatedAt.toISOString() } : null,
    emails: data.emails.map((mail) => ({
      subject: mail.subject,
      status: mail.status,
      queuedAt: mail.queuedAt.toISOString(),
      sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
    })),
    waitlist: data.waitlist.map((entry) => ({
      service: entry.serviceName,
      staff: entry.staffName ?? "Any professional",
      dates: { from: entry.dateFrom, to: entry.dateTo },
      timesOfDay: { from: entry.timeFrom.slice(0, 5), to: entry.timeTo.slice(0, 5) },
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      status: entry.status,
      joinedAt: entry.joinedAt.toISOString(),
      offers: entry.offers.map((offer) => ({
        date: formatDayDate(offer.startsAt, zone),
        time: toTimeInZone(offer.startsAt, zone),
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.endsAt.toISOString(),
        heldUntil: offer.expiresAt.toISOString(),
        status: offer.status,
        offeredAt: offer.offeredAt.toISOString(),
      })),
    })),
  };
}

export const CUSTOMER_CSV_HEADER = [
  "Date",
  "Time",
  "Starts at (UTC)",
  "Ends at (UTC)",
  "Service",
  "Staff",
  "Status",
  "Price (GBP)",
  "Booking notes",
  "Customer name",
  "Customer email",
  "Customer phone",
  "Booked at (UTC)",
] as const;

/** The CSV: one row per booking under a header row (the client record, the note and the emails are in the JSON). */
export function buildCustomerCsv(data: CustomerExportData): string {
  const zone = data.business.timeZone;
  return toCsv(
    CUSTOMER_CSV_HEADER,
    data.bookings.map((booking) => [
      toDateInZone(booking.startsAt, zone),
      toTimeInZone(booking.startsAt, zone),
      booking.startsAt.toISOString(),
      booking.endsAt.toISOString(),
      booking.serviceName,
      booking.staffName,
      booking.status,
      pounds(booking.pricePence),
      booking.notes,
      booking.customerName,
      booking.customerEmail,
      booking.customerPhone,
      booking.createdAt.toISOString(),
    ]),
  );
}

function download(body: string, contentType: string, fileName: string): FileResult {
  return fileResult({
    body,
    contentType,
    disposition: "attachment",
    fileName,
    cacheControl: "no-store",
    headers: { "X-Content-Type-Options": "nosniff" },
  });
}

/** Who exports: the signed-in owner or manager, and their business. */
export type Exporter = { user: Pick<CurrentUser, "id" | "name">; business: { id: string } };

/** The file, and one audit row; unknown customers and formats are refused (AppError). */
export async function exportCustomerData(
  db: Database,
  { user, business }: Exporter,
  email: string,
  format: string | undefined,
  now: Date,
): Promise<FileResult> {
  const kind = (format ?? "json").toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(kind)) {
    throw new AppError("invalid", "Choose JSON or CSV.");
  }
  const key = email.trim().toLowerCase();
  if (!key || key.length > 320) throw new AppError("not_found", CUSTOMER_NOT_FOUND_EXPORT);
  const data = await findCustomerExportData(db, business.id, key);
  if (!data) throw new AppError("not_found", CUSTOMER_NOT_FOUND_EXPORT);

  const latestName = data.client?.name ?? data.bookings[data.bookings.length - 1]?.customerName ?? "";
  const fileName = customerExportFileName(latestName, toDateInZone(now, data.business.timeZone), kind as ExportFormat);
  await recordAuditEntry(db, {
    businessId: business.id,
    actorUserId: user.id,
    actorName: user.name,
    action: "customer.export",
    subject: `${data.bookings.length} ${data.bookings.length === 1 ? "booking" : "bookings"}`,
    details: { format: kind, bookings: data.bookings.length, customerRef: customerReference(key) },
  });
  if (kind === "csv") {
    // The byte order mark makes Excel read the file as UTF-8 (names with accents, £).
    return download(`\uFEFF${buildCustomerCsv(data)}`, "text/csv; charset=utf-8", fileName);
  }
  return download(
    `${JSON.stringify(buildCustomerJson(data, key, now), null, 2)}\n`,
    "application/json; charset=utf-8",
    fileName,
  );
}

/** A URL segment as the customer's email; a malformed escape is taken as it is (and then not found). */
export function decodeCustomerSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return segment.trim().toLowerCase();
  }
}
