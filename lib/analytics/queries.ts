import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { bookings } from "@/db/schema";
import {
  ANALYTICS_TOP_LIMIT,
  UNASSIGNED_STAFF_LABEL,
  computeAnalyticsSummary,
  fillDailySeries,
  getAnalyticsRange,
  type AnalyticsRange,
  type AnalyticsSummary,
  type DailyCount,
  type RankedRow,
} from "@/lib/metrics/analytics";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";
import {
  buildBookedAhead,
  getBookedAheadRange,
  type BookedAhead,
  type BookedAheadRange,
} from "@/lib/metrics/booked-ahead";
import { findBookedAhead } from "./booked-ahead-queries";
import { completedRevenueSql } from "./revenue-queries";

type SignedInWithBusiness = CurrentUser & { business: NonNullable<CurrentUser["business"]> };

export type AnalyticsData = {
  periodDays: number;
  range: AnalyticsRange;
  summary: AnalyticsSummary;
  daily: DailyCount[];
  topServices: RankedRow[];
  topStaff: RankedRow[];
  /** The next `periodDays` days: live bookings and their value, and each staff member's booked share of their hours. */
  aheadRange: BookedAheadRange;
  bookedAhead: BookedAhead;
};

/**
 * Everything the Analytics screen shows, aggregated in the database (seven queries run in parallel;
 * no booking rows are loaded into JavaScript).
 *
 * Range: 'N days ago to now', by APPOINTMENT time (`starts_at`), both ends inclusive;
 * see `getAnalyticsRange`. Future appointments are not in the range. Scope: the user's business, through
 * the same visibility rule as every other bookings view (owners and managers see the whole business).
 * `starts_at` is a NOT NULL timestamptz, so the prototype's 'skip bookings with an invalid date' cannot arise.
 */
export async function getAnalytics(
  db: Database,
  user: SignedInWithBusiness,
  { periodDays, now }: { periodDays: number; now: Date },
): Promise<AnalyticsData> {
  const timeZone = user.business.timeZone;
  const range = getAnalyticsRange(now, periodDays, timeZone);
  // postgres.js does not serialise Date objects inside sql`` templates: pass ISO strings with a cast.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const inPeriod = and(
    bookingVisibilityFilter(user),
    sql`${bookings.startsAt} >= ${at(range.start)}`,
    sql`${bookings.startsAt} <= ${at(range.end)}`,
  );
  const isCompleted = eq(bookings.status, "completed");
  const completedRevenue = completedRevenueSql();
  const bookingCount = sql<number>`count(*)::int`;
  // Parameters ($n) in the select list never match the same expression in GROUP BY (each use is a new
  // parameter), so the grouped queries group and order by output position.
  const localDay = sql<string>`to_char((${bookings.startsAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const staffName = sql<string>`coalesce(nullif(btrim(${bookings.staffName}), ''), ${UNASSIGNED_STAFF_LABEL})`;

  const aheadRange = getBookedAheadRange(now, periodDays, timeZone);
  const [[counts], dailyRows, topServices, topStaff, ahead] = await Promise.all([
    db
      .select({
        total: bookingCount,
        pending: sql<number>`(count(*) filter (where ${eq(bookings.status, "pending")}))::int`,
        confirmed: sql<number>`(count(*) filter (where ${eq(bookings.status, "confirmed")}))::int`,
        completed: sql<number>`(count(*) filter (where ${isCompleted}))::int`,
        cancelled: sql<number>`(count(*) filter (where ${eq(bookings.status, "cancelled")}))::int`,
        no_show: sql<number>`(count(*) filter (where ${eq(bookings.status, "no_show")}))::int`,
        completedRevenuePence: completedRevenue,
      })
      .from(bookings)
      .where(inPeriod),
    db
      .select({ date: localDay, count: bookingCount })
      .from(bookings)
      .where(inPeriod)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ name: bookings.serviceName, bookings: bookingCount, revenuePence: completedRevenue })
      .from(bookings)
      .where(inPeriod)
      .groupBy(bookings.serviceName)
      .orderBy(sql`2 desc, 3 desc, 1 asc`)
      .limit(ANALYTICS_TOP_LIMIT),
    db
      .select({ name: staffName, bookings: bookingCount, revenuePence: completedRevenue })
      .from(bookings)
      .where(inPeriod)
      .groupBy(sql`1`)
      .orderBy(sql`2 desc, 3 desc, 1 asc`)
      .limit(ANALYTICS_TOP_LIMIT),
    findBookedAhead(db, user, aheadRange),
  ]);

  return {
    periodDays,
    range,
    summary: computeAnalyticsSummary(counts),
    daily: fillDailySeries(dailyRows, range.startDate, range.endDate),
    topServices,
    topStaff,
    aheadRange,
    bookedAhead: buildBookedAhead(ahead.rows, ahead.staff, ahead.businessHours, aheadRange, timeZone),
  };
}
