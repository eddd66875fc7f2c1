import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { bookings } from "@/db/schema";
import { REVENUE_STATUS } from "@/lib/metrics/revenue";

/**
 * Revenue in SQL, the one definition (`lib/metrics/revenue.ts`): the sum of the prices of COMPLETED
 * bookings, optionally only those matching `where` (a period). Overview, Analytics (the Revenue card,
 * Top Services, Staff Performance) and Customers (total spent) all use it, so they cannot disagree.
 * bigint sums come back as strings (postgres.js) or numbers (PGlite): normalised with Number.
 */
export function completedRevenueSql(where?: SQL) {
  const counted = where ? and(eq(bookings.status, REVENUE_STATUS), where) : eq(bookings.status, REVENUE_STATUS);
  return sql<number>`coalesce(sum(${bookings.pricePence}) filter (where ${counted}), 0)::bigint`.mapWith(Number);
}
