import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, businesses, staffMembers } from "@/db/schema";
import { bookingVisibilityFilter, type ScopedUser } from "@/lib/bookings/queries";
import type { BookedAheadRange, BookedStaffRow, StaffHours } from "@/lib/metrics/booked-ahead";
import { UNASSIGNED_STAFF_LABEL } from "@/lib/metrics/analytics";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/business/settings-schema";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * What Analytics' "Booked ahead" needs, in three parallel queries: the live (pending or confirmed) bookings
 * starting in the range, summed per staff member in the database; the active staff with their hours; the
 * business's opening hours.
 */
export async function findBookedAhead(db: Database, user: ScopedUser, range: BookedAheadRange) {
  const staffName = sql<string>`coalesce(nullif(btrim(${bookings.staffName}), ''), ${UNASSIGNED_STAFF_LABEL})`;
  const [rows, staff, [business]] = await Promise.all([
    db
      .select({
        staffId: bookings.staffId,
        name: staffName,
        bookings: sql<number>`count(*)::int`,
        revenuePence: sql<number>`coalesce(sum(${bookings.pricePence}), 0)::int`,
        minutes: sql<number>`coalesce(sum(extract(epoch from ${bookings.endsAt} - ${bookings.startsAt}) / 60), 0)::int`,
      })
      .from(bookings)
      .where(
        and(
          bookingVisibilityFilter(user),
          inArray(bookings.status, ["pending", "confirmed"]),
          sql`${bookings.startsAt} >= ${at(range.start)}`,
          sql`${bookings.startsAt} < ${at(range.end)}`,
        ),
      )
      .groupBy(sql`1`, sql`2`),
    db
      .select({ id: staffMembers.id, name: staffMembers.name, availability: staffMembers.availability })
      .from(staffMembers)
      .where(and(eq(staffMembers.businessId, user.business.id), eq(staffMembers.isActive, true)))
      .orderBy(asc(staffMembers.name)),
    db.select({ hours: businesses.hours }).from(businesses).where(eq(businesses.id, user.business.id)),
  ]);
  return {
    rows: rows as BookedStaffRow[],
    staff: staff.map((member): StaffHours => ({
      ...member,
      availability: parseWithDefaults(staffAvailabilitySchema, member.availability),
    })),
    businessHours: parseWithDefaults(businessHoursSchema, business?.hours),
  };
}
