import "server-only";
import { and, desc, gt } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookings } from "@/db/schema";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";

export type BookingNotifications = {
  items: { id: string; customerName: string; serviceName: string; createdAt: string }[];
  /** How many, counted up to COUNT_LIMIT: the badge shows "9+" beyond 9, so more is never read. */
  totalCount: number;
};

const SHOWN = 5;
const COUNT_LIMIT = 10;

/**
 * Bookings created in the last 24 hours, newest first, at most 5, plus how many (up to 10), in one
 * index range read of at most 10 rows: a business with thousands of new bookings costs the same.
 */
export async function getBookingNotifications(
  db: Database,
  user: CurrentUser & { business: NonNullable<CurrentUser["business"]> },
  now: Date,
): Promise<BookingNotifications> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const rows = await db
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      serviceName: bookings.serviceName,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(and(bookingVisibilityFilter(user), gt(bookings.createdAt, since)))
    .orderBy(desc(bookings.createdAt))
    .limit(COUNT_LIMIT);
  return {
    items: rows.slice(0, SHOWN).map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    totalCount: rows.length,
  };
}
