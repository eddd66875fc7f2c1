import { getDb } from "@/db";
import { loadManagedBookingByToken } from "@/lib/bookings/manage-booking";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { jsonError } from "@/lib/http/json-response";

type Context = { params: Promise<{ token: string }> };

/** The customer's own booking as an .ics file (Apple Calendar and the rest), behind the manage link's token. */
export async function GET(_request: Request, { params }: Context) {
  const { token } = await params;
  const link = await loadManagedBookingByToken(getDb(), decodeURIComponent(token), new Date());
  if (link.state !== "found") return jsonError("not_found", "Booking not found");
  const { booking } = link;
  const brand = resolveBusinessBrand({
    name: booking.businessName,
    customization: booking.customization,
    whiteLabel: booking.whiteLabel,
  });
  const ics = createBookingsCalendar(
    [
      {
        id: booking.id,
        serviceName: booking.serviceName,
        staffName: booking.staffName,
        customerName: booking.customerName,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        status: booking.status,
        sequence: booking.sequence,
      },
    ],
    { name: brand.name, address: booking.businessAddress, slug: booking.businessSlug },
  );
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${booking.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
