import type { Database } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/load-user";
import { bookingScope } from "@/lib/access/policy";
import { isUuid } from "@/lib/constants";
import { slugify } from "@/lib/tenant/slug";
import { toBusinessEvent } from "./booking-ics";
import { findBusinessBooking, getCalendarSyncBusiness, listFeedBookings } from "./feed-queries";
import { serializeCalendar } from "./ics-writer";

/*
 * Dashboard downloads (Quick Export and a booking's "Download .ics"): the session decides the business,
 * never the URL. Anything the user may not have gets the same 404 as a booking that does not exist.
 */

export const businessExportFileName = (businessName: string) => `${slugify(businessName)}-bookings.ics`;
export const bookingExportFileName = (bookingId: string) => `booking-${bookingId}.ics`;

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
}

function attachment(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Every booking of the business (cancelled ones only with includeCancelled), for owners and managers. */
export async function exportBusinessCalendar(db: Database, user: CurrentUser | null): Promise<Response> {
  if (!user?.business || (user.role !== "owner" && user.role !== "manager")) return notFound();
  const business = await getCalendarSyncBusiness(db, user.business.id);
  if (!business) return notFound();
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
  user: CurrentUser | null,
  bookingId: string,
): Promise<Response> {
  if (!user?.business || !isUuid(bookingId)) return notFound();
  const scope = bookingScope(user);
  if (scope?.length === 0) return notFound();
  const business = await getCalendarSyncBusiness(db, user.business.id);
  const booking = business ? await findBusinessBooking(db, business.id, bookingId, scope?.[0]) : undefined;
  if (!business || !booking) return notFound();
  const calendarBusiness = { name: business.name, address: business.address, slug: business.slug };
  const body = serializeCalendar({ name: business.name }, [
    toBusinessEvent(booking, calendarBusiness, { contact: true }),
  ]);
  return attachment(body, bookingExportFileName(booking.id));
}
