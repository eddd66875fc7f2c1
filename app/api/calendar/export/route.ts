import { exportBusinessCalendar } from "@/lib/calendar/export";
import { defineRoute } from "@/lib/http/define-route";

export const dynamic = "force-dynamic";

/** Quick Export: the signed-in owner's or manager's business as {business-name-slug}-bookings.ics. */
export const GET = defineRoute({
  access: { can: ["export", "bookings"], requiresBusiness: true },
  hideRefusals: true,
  handler: async (_input, { db, business }) => exportBusinessCalendar(db, business.id),
});
