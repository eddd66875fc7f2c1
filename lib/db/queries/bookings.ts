import "server-only";
import { desc } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { bookingVisibilityFilter } from "./booking-scope";

/** The bookings this user may see, newest appointment first. */
export async function listVisibleBookings(
  db: Database,
  user: CurrentUser & { business: NonNullable<CurrentUser["business"]> },
  limit = 100,
) {
  return db
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      status: bookings.status,
      pricePence: bookings.pricePence,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(bookingVisibilityFilter(user))
    .orderBy(desc(bookings.startsAt))
    .limit(limit);
}
