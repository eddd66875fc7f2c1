import { getDb } from "@/db";
import { getCurrentUser } from "@/lib/auth/session";
import { exportBookingCalendar } from "@/lib/calendar/export";

export const dynamic = "force-dynamic";

/** One booking of the signed-in user's business as booking-{id}.ics (the bookings list's action menu). */
export async function GET(_request: Request, { params }: { params: Promise<{ bookingId: string }> }) {
  return exportBookingCalendar(getDb(), await getCurrentUser(), (await params).bookingId);
}
