import { and, asc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, bookingSeries } from "@/db/schema";
import type { LiveBookingTimes } from "./check-occurrences";

/** The live bookings of these staff members of the business that touch [from, to), by staff member. */
export async function findLiveBookingTimes(
  db: Database,
  businessId: string,
  staffIds: readonly string[],
  range: { from: Date; to: Date },
): Promise<Map<string, LiveBookingTimes[]>> {
  const byStaff = new Map<string, LiveBookingTimes[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select({
      staffId: bookings.staffId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      processingAfterMinutes: bookings.processingAfterMinutes,
      processingMinutes: bookings.processingMinutes,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        inArray(bookings.staffId, [...staffIds]),
        ne(bookings.status, "cancelled"),
        lt(bookings.startsAt, range.to),
        gt(bookings.endsAt, range.from),
      ),
    );
  for (const { staffId, ...times } of rows) byStaff.get(staffId!)?.push(times);
  return byStaff;
}

/** A new series of the business, in the caller's transaction. */
export async function insertBookingSeries(
  tx: Database,
  series: {
    businessId: string;
    everyWeeks: number;
    occurrences: number | null;
    untilDate: string | null;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await tx.insert(bookingSeries).values(series).returning({ id: bookingSeries.id });
  return row.id;
}

/** A series booking the user may see (`visible` is their scope), with what a scoped change needs. */
export async function findSeriesBooking(db: Database, id: string, visible: SQL) {
  const [row] = await db
    .select({
      id: bookings.id,
      businessId: bookings.businessId,
      seriesId: bookings.seriesId,
      staffId: bookings.staffId,
      serviceId: bookings.serviceId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), visible));
  return row ?? null;
}

/**
 * The live (not cancelled) bookings of a series the user may see (`visible` keeps another tenant's and, for staff,
 * others' bookings out whatever the id), from `from` on (all of them when null), in order of start.
 */
export async function findLiveSeriesBookings(db: Database, visible: SQL, seriesId: string, from: Date | null) {
  return db
    .select({
      id: bookings.id,
      staffId: bookings.staffId,
      serviceId: bookings.serviceId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(
      and(
        visible,
        eq(bookings.seriesId, seriesId),
        ne(bookings.status, "cancelled"),
        from ? gte(bookings.startsAt, from) : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/** Cancels these bookings within `visible` that are still live, raising SEQUENCE; the ids cancelled. */
export async function cancelLiveBookings(db: Database, ids: readonly string[], visible: SQL): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(bookings)
    .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1` })
    .where(and(inArray(bookings.id, [...ids]), visible, ne(bookings.status, "cancelled")))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}
