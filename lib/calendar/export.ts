import type { Database } from "@/db/client";
import { bookingScope, type ScopeUser } from "@/lib/access/policy";
import { isUuid } from "@/lib/constants";
import { fileResult, notFoundResult, type FileResult, type NotFoundResult } from "@/lib/http/route-result";
import { slugify } from "@/lib/tenant/slug";
import { toBusinessEvent } from "./booking-ics";
import { findBusinessBooking, getCalendarSyncBusiness, listFeedBookings } from "./feed-queries";
import { serializeCalendar } from "./ics-writer";

/*
 * Dashboard downloads (Quick Export and a booking's "Download .ics"): the session decides the business,
 * never the URL (the routes check who may download, lib/access/policy.ts). Anything the user may not
 * have gets the same bare 404 as a booking that does not exist.
 */

export const businessExportFileName = (businessName: string) => `${slugify(businessName)}-bookings.ics`;
export const bookingExportFileName = (bookingId: string) => `booking-${bookingId}.ics`;

function attachment(body: string, fileName: string): FileResult {
  return fileResult({
    body,
    contentType: "text/calendar; charset=utf-8",
    disposition: "attachment",
    fileName,
    cacheControl: "private, no-store",
  });
}

/** Every booking of the business (cancelled ones only with includeCancelled). */
export async function exportBusinessCalendar(db: Database, businessId: string): Promise<FileResult | NotFoundResult> {
  const business = await getCalendarSyncBusiness(db, businessId);
  if (!business) return notFoundResult();
  const rows = await listFeedBookings(db, {
    businessId: business.id,
    staffId: null,
    since: new Date(0),
    includeCancelled: business.calendarSettings.includeCancelled,
  });
  const calendarBusiness = { name: business.name, address: business.address, slug: business.slug };
  const body = serializeCalendar(
    { name: `${business.name} bookings` },
    rows.map((row) => toBusinessEvent(row, calendarBusiness, { contact: true })),
  );
  return attachment(body, businessExportFileName(business.name));
}

/** One booking the user may see (staff: their own unless they may view all bookings). */
export async function exportBookingCalendar(
  db: Database,
  user: ScopeUser & { business: { id: string } },
  bookingId: string,
): Promise<FileResult | NotFoundResult> {
  if (!isUuid(bookingId)) return notFoundResult();
  const scope = bookingScope(user);
  if (scope?.length === 0) return notFoundResult();
  const business = await getCalendarSyncBusiness(db, user.business.id);
  const booking = business ? await findBusinessBooking(db, business.id, bookingId, scope?.[0]) : undefined;
  if (!business || !booking) return notFoundResult();
  const calendarBusiness = { name: business.name, address: business.address, slug: business.slug };
  const body = serializeCalendar({ name: business.name }, [
    toBusinessEvent(booking, calendarBusiness, { contact: true }),
  ]);
  return attachment(body, bookingExportFileName(booking.id));
}
