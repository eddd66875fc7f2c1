import "server-only";
import { and, desc, gt, sql } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookings } from "@/db/schema";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";

export type BookingNotifications = {
  items: { id: string; customerName: string; serviceName: string; createdAt: string }[];
  totalCount: number;
};

/** Bookings created in the last 24 hours, newest first, at most 5 (plus how many in all). */
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
      totalCount: sql<number>`(count(*) over ())::int`,
    })
    .from(bookings)
    .where(and(bookingVisibilityFilter(user), gt(bookings.createdAt, since)))
    .orderBy(desc(bookings.createdAt))
    .limit(5);
  return {
    items: rows.map(({ totalCount: _total, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    totalCount: rows[0]?.totalCount ?? 0,
  };
}
