import type { BookingStatus } from "@/lib/constants";

/**
 * The one definition of revenue, shown the same on Overview and Analytics (SPEC, Analytics):
 * the sum of the prices of COMPLETED bookings. Pending and confirmed bookings are not money yet;
 * cancelled and no-show bookings never were. The SQL form is `completedRevenueSql` in
 * `lib/analytics/revenue-queries.ts`; this is the same rule for rows already in memory.
 */
export const REVENUE_STATUS: BookingStatus = "completed";

/** Whether a booking's price counts as revenue. */
export function countsAsRevenue(status: BookingStatus): boolean {
  return status === REVENUE_STATUS;
}

/** What the Revenue figure counts, said under it on the Overview. */
export const REVENUE_DESCRIPTION = "Completed bookings this month";
