import { getDb } from "@/db";
import { getCurrentUser } from "@/lib/auth/session";
import { exportBusinessCalendar } from "@/lib/calendar/export";

export const dynamic = "force-dynamic";

/** Quick Export: the signed-in owner's or manager's business as {business-name-slug}-bookings.ics. */
export async function GET() {
  return exportBusinessCalendar(getDb(), await getCurrentUser());
}
