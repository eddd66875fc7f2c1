import "server-only";
import { and, asc, desc, eq, gt, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookings, services, staffMembers } from "@/db/schema";
import { completedRevenueSql } from "@/lib/analytics/revenue-queries";
import { addDaysToDate, getMonthStarts, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";

type SignedInWithBusiness = CurrentUser & { business: NonNullable<CurrentUser["business"]> };

/** The first instant of this month, last month and next month in the business's zone. */
export function getOverviewMonths(now: Date, timeZone: string) {
  const { thisMonth, lastMonth } = getMonthStarts(now, timeZone);
  // 32 days after the 1st is always in the next month; its 1st is the end of this one.
  const nextMonthDate = `${addDaysToDate(toDateInZone(thisMonth, timeZone), 32).slice(0, 7)}-01`;
  return { thisMonth, lastMonth, nextMonth: zonedToInstant(nextMonthDate, "00:00", timeZone) };
}

/**
 * The four Overview figures: this month's value against last month's, in two aggregate queries.
 * Months are by appointment date in the business's zone. Revenue is the one definition
 * (`completedRevenueSql`): completed bookings only, exactly as Analytics counts it.
 */
export async function getOverviewStats(db: Database, user: SignedInWithBusiness, now: Date) {
  const { thisMonth, lastMonth, nextMonth } = getOverviewMonths(now, user.business.timeZone);
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const inThisMonth = sql`${bookings.startsAt} >= ${at(thisMonth)} and ${bookings.startsAt} < ${at(nextMonth)}`;
  const inLastMonth = sql`${bookings.startsAt} >= ${at(lastMonth)} and ${bookings.startsAt} < ${at(thisMonth)}`;

  const [bookingRow] = await db
    .select({
      thisMonth: sql<number>`(count(*) filter (where ${inThisMonth}))::int`,
      lastMonth: sql<number>`(count(*) filter (where ${inLastMonth}))::int`,
      revenueThisMonth: completedRevenueSql(inThisMonth),
      revenueLastMonth: completedRevenueSql(inLastMonth),
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
    totalBookings: { current: bookingRow.thisMonth, previous: bookingRow.lastMonth },
    activeServices: { current: catalogueRow.activeServices, previous: catalogueRow.activeServicesLastMonth },
    staffMembers: { current: catalogueRow.staff, previous: catalogueRow.staffLastMonth },
    revenuePence: { current: bookingRow.revenueThisMonth, previous: bookingRow.revenueLastMonth },
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

const agendaColumns = {
  id: bookings.id,
  customerName: bookings.customerName,
  serviceName: bookings.serviceName,
  staffName: bookings.staffName,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
};

export type AgendaItem = {
  id: string;
  customerName: string;
  serviceName: string;
  staffName: string;
  status: (typeof bookings.$inferSelect)["status"];
  startsAt: Date;
  endsAt: Date;
};

/** Start of the local day `days` after today in the business's zone. */
function dayStart(now: Date, timeZone: string, days: number): Date {
  return zonedToInstant(addDaysToDate(toDateInZone(now, timeZone), days), "00:00", timeZone);
}

/**
 * The business's agenda: the appointments still to come (or under way) today in its time zone,
 * earliest first. Cancelled ones are left out; everything else shows with its status.
 */
export async function getTodayAgenda(
  db: Database,
  user: SignedInWithBusiness,
  now: Date,
  limit = 20,
): Promise<AgendaItem[]> {
  return db
    .select(agendaColumns)
    .from(bookings)
    .where(
      and(
        bookingVisibilityFilter(user),
        ne(bookings.status, "cancelled"),
        gt(bookings.endsAt, now),
        lt(bookings.startsAt, dayStart(now, user.business.timeZone, 1)),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}

/** An appointment on a staff user's own day: the agenda's columns and the customer's notes. */
export type StaffDayItem = AgendaItem & { notes: string };

const staffDayColumns = { ...agendaColumns, notes: bookings.notes };

/** A staff member's own live appointments starting `when`, earliest first (whatever the business lets them see). */
function listOwnAppointments(db: Database, businessId: string, staffId: string, when: SQL | undefined, limit: number) {
  return db
    .select(staffDayColumns)
    .from(bookings)
    .where(
      and(eq(bookings.businessId, businessId), eq(bookings.staffId, staffId), ne(bookings.status, "cancelled"), when),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}

/**
 * A staff user's own days: their appointments from the start of today through the next 7 days (Overview's
 * "Your Day" shows today, or the whole week). Always their own (whatever 'staff can view all bookings'
 * says): this is their schedule, not the business's. A login not linked to a staff member has none.
 */
export async function getStaffDay(
  db: Database,
  user: SignedInWithBusiness,
  now: Date,
  days = 7,
): Promise<StaffDayItem[]> {
  if (!user.staffMemberId) return [];
  const timeZone = user.business.timeZone;
  return listOwnAppointments(
    db,
    user.business.id,
    user.staffMemberId,
    and(gte(bookings.startsAt, dayStart(now, timeZone, 0)), lt(bookings.startsAt, dayStart(now, timeZone, days + 1))),
    200,
  );
}

/** A staff user's next own appointment starting after `now` (any day ahead), or null. */
export async function getNextStaffAppointment(
  db: Database,
  user: SignedInWithBusiness,
  now: Date,
): Promise<StaffDayItem | null> {
  if (!user.staffMemberId) return null;
  const [row] = await listOwnAppointments(db, user.business.id, user.staffMemberId, gt(bookings.startsAt, now), 1);
  return row ?? null;
}

export type OverviewStats = Awaited<ReturnType<typeof getOverviewStats>>;
