import { z } from "zod";
import { loadManagedBookingByToken } from "@/lib/bookings/manage-booking";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/define-route";
import { fileResult } from "@/lib/http/route-result";

const BOOKING_NOT_FOUND = "Booking not found";

/** The token as the link carries it; a malformed escape is no token (404). */
function decodeToken(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The customer's own booking (or every service of their visit) as an .ics file (Apple Calendar and the rest), behind the manage link's token. */
export const GET = defineRoute({
  access: "public",
  params: z.object({ token: z.string().transform(decodeToken).pipe(z.string()) }),
  notFoundMessage: BOOKING_NOT_FOUND,
  handler: async ({ params }, { db, now }) => {
    const link = await loadManagedBookingByToken(db, params.token, now);
    if (link.state !== "found") throw new AppError("not_found", BOOKING_NOT_FOUND);
    const { booking } = link;
    const brand = resolveBusinessBrand({
      name: booking.businessName,
      customization: booking.customization,
      whiteLabel: booking.whiteLabel,
    });
    // A visit: an event per service, each under its booking's UID as in the confirmation.
    const events = booking.parts.length > 0 ? booking.parts : [booking];
    const ics = createBookingsCalendar(
      events.map((event) => ({
        id: event.id,
        serviceName: event.serviceName,
        staffName: event.staffName,
        customerName: booking.customerName,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        status: event.status,
        sequence: event.sequence,
      })),
      { name: brand.name, address: booking.businessAddress, slug: booking.businessSlug },
    );
    return fileResult({
      body: ics,
      contentType: "text/calendar; charset=utf-8",
      disposition: "attachment",
      fileName: `booking-${booking.id}.ics`,
      cacheControl: "private, no-store",
    });
  },
});
