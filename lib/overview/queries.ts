import "server-only";
import { desc, ne, sql } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookings, services, staffMembers } from "@/db/schema";
import { getMonthStarts } from "@/lib/time/zoned-time";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";

type SignedInWithBusiness = CurrentUser & { business: NonNullable<CurrentUser["business"]> };

/**
 * The four Overview figures with this-month and last-month values, in two aggregate queries.
 * Months are by appointment date; revenue leaves out cancelled bookings.
 */
export async function getOverviewStats(db: Database, user: SignedInWithBusiness, now: Date) {
  const { thisMonth, lastMonth } = getMonthStarts(now, user.business.timeZone);
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const inThisMonth = sql`${bookings.startsAt} >= ${at(thisMonth)}`;
  const inLastMonth = sql`${bookings.startsAt} >= ${at(lastMonth)} and ${bookings.startsAt} < ${at(thisMonth)}`;
  const live = ne(bookings.status, "cancelled");

  const [bookingRow] = await db
    .select({
      total: sql<number>`count(*)::int`,
      thisMonth: sql<number>`(count(*) filter (where ${inThisMonth}))::int`,
      lastMonth: sql<number>`(count(*) filter (where ${inLastMonth}))::int`,
      revenue: sql<number>`coalesce(sum(${bookings.pricePence}) filter (where ${live}), 0)::int`,
      revenueThisMonth: sql<number>`coalesce(sum(${bookings.pricePence}) filter (where ${live} and ${inThisMonth}), 0)::int`,
      revenueLastMonth: sql<number>`coalesce(sum(${bookings.pricePence}) filter (where ${live} and ${inLastMonth}), 0)::int`,
    })
    .from(bookings)
    .where(bookingVisibilityFilter(user));

  const businessId = user.business.id;
  const [catalogueRow] = await db
    .select({
      activeServices: sql<number>`(select count(*) from ${services} where ${services.businessId} = ${businessId} and ${services.isActive})::int`,
      activeServicesLastMonth: sql<number>`(select count(*) from ${services} where ${services.businessId} = ${businessId} and ${services.isActive} and ${services.createdAt} < ${at(thisMonth)})::int`,
      staff: sql<number>`(select count(*) from ${staffMembers} where ${staffMembers.businessId} = ${businessId} and ${staffMembers.isActive})::int`,
      staffLastMonth: sql<number>`(select count(*) from ${staffMembers} where ${staffMembers.businessId} = ${businessId} and ${staffMembers.isActive} and ${staffMembers.createdAt} < ${at(thisMonth)})::int`,
    })
    .from(sql`(select 1) as one`);

  return {
    totalBookings: { value: bookingRow.total, current: bookingRow.thisMonth, previous: bookingRow.lastMonth },
    activeServices: {
      value: catalogueRow.activeServices,
      current: catalogueRow.activeServices,
      previous: catalogueRow.activeServicesLastMonth,
    },
    staffMembers: { value: catalogueRow.staff, current: catalogueRow.staff, previous: catalogueRow.staffLastMonth },
    revenuePence: {
      value: bookingRow.revenue,
      current: bookingRow.revenueThisMonth,
      previous: bookingRow.revenueLastMonth,
    },
  };
}

/** Spec: the latest 5 bookings (by when they were made). */
export async function getRecentBookings(db: Database, user: SignedInWithBusiness, limit = 5) {
  return db
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      serviceName: bookings.serviceName,
      status: bookings.status,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(bookingVisibilityFilter(user))
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
}

export type OverviewStats = Awaited<ReturnType<typeof getOverviewStats>>;
