import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookings, users } from "@/db/schema";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";

export type BookingNotifications = {
  /** `unread`: created after the user's "Mark all as read". */
  items: { id: string; customerName: string; serviceName: string; createdAt: string; unread: boolean }[];
  /** How many unread, counted up to COUNT_LIMIT: the badge shows "9+" beyond 9, so more is never read. */
  totalCount: number;
};

const SHOWN = 5;
const COUNT_LIMIT = 10;

/**
 * Bookings created in the last 24 hours, newest first, at most 5, plus how many of them are unread (up to
 * 10), in one index range read of at most 10 rows: a business with thousands of new bookings costs the
 * same. The unread ones are the newest (created after the user's read mark), so counting them among the
 * newest 10 is exact up to the badge's "9+".
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
      unread: sql<boolean>`${bookings.createdAt} > coalesce((${db
        .select({ readAt: users.notificationsReadAt })
        .from(users)
        .where(eq(users.id, user.id))}), '-infinity'::timestamptz)`,
    })
    .from(bookings)
    .where(and(bookingVisibilityFilter(user), gt(bookings.createdAt, since)))
    .orderBy(desc(bookings.createdAt))
    .limit(COUNT_LIMIT);
  return {
    items: rows.slice(0, SHOWN).map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    totalCount: rows.filter((row) => row.unread).length,
  };
}

/** "Mark all as read": the user's own read mark, now. */
export async function markNotificationsReadForUser(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ notificationsReadAt: now }).where(eq(users.id, userId));
}
