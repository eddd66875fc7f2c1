import { z } from "zod";
import { exportBookingCalendar } from "@/lib/calendar/export";
import { defineRoute } from "@/lib/http/define-route";

export const dynamic = "force-dynamic";

/** One booking of the signed-in user's business as booking-{id}.ics (the bookings list's action menu). */
export const GET = defineRoute({
  access: { can: ["view", "bookings"], requiresBusiness: true },
  params: z.object({ bookingId: z.string() }),
  hideRefusals: true,
  handler: async ({ params }, { db, user, business }) =>
    exportBookingCalendar(db, { ...user, business }, params.bookingId),
});
