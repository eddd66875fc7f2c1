import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  blackouts,
  bookings,
  businesses,
  services,
  staffBusyIntervals,
  staffMembers,
  staffScheduleOverrides,
} from "@/db/schema";
import { bookingColumns, visitServicesColumn } from "@/lib/bookings/queries";
import { blackoutColumns } from "@/lib/blackouts/queries";
import { heldResourcesColumn, listActiveResources } from "@/lib/resources/hold-queries";

export type ScheduleScope = {
  businessId: string;
  /** Only these staff members (a staff user's own column); null = every active staff member. */
  staffIds: string[] | null;
};

/**
 * Everything one schedule screen draws, in queries run together (none per staff member or per day): the business's
 * hours, its active staff, the live bookings of [from, to) with their service's colour, the blackouts that can touch
 * those dates, the busy times of the staff's personal calendars, the one-day changes of their hours, and the active
 * rooms and equipment (each booking read with the ones it holds: the By resource view's columns and blocks).
 */
export async function findScheduleData(
  db: Database,
  { businessId, staffIds }: ScheduleScope,
  range: { from: Date; to: Date; fromDate: string; toDate: string },
) {
  // A staff user without a staff member of their own sees no column at all.
  const only = (
    column:
      | typeof staffMembers.id
      | typeof bookings.staffId
      | typeof staffBusyIntervals.staffId
      | typeof staffScheduleOverrides.staffId,
  ) => (staffIds === null ? undefined : staffIds.length > 0 ? inArray(column, staffIds) : sql`false`);
  const [business, staff, rows, blackoutRows, busy, dayChanges, activeResources] = await Promise.all([
    db.query.businesses.findFirst({
      where: eq(businesses.id, businessId),
      columns: { id: true, hours: true, timeZone: true, notifyCustomerOfChanges: true },
    }),
    db
      .select({
        id: staffMembers.id,
        name: staffMembers.name,
        availability: staffMembers.availability,
        specialties: staffMembers.specialties,
      })
      .from(staffMembers)
      .where(and(eq(staffMembers.businessId, businessId), eq(staffMembers.isActive, true), only(staffMembers.id)))
      .orderBy(asc(staffMembers.createdAt), asc(staffMembers.name)),
    db
      .select({
        ...bookingColumns,
        processingAfterMinutes: bookings.processingAfterMinutes,
        processingMinutes: bookings.processingMinutes,
        colour: sql<string | null>`${services.color}`,
        visitId: bookings.visitId,
        visitServices: visitServicesColumn,
        holds: heldResourcesColumn,
      })
      .from(bookings)
      .leftJoin(services, and(eq(services.id, bookings.serviceId), eq(services.businessId, bookings.businessId)))
      .where(
        and(
          eq(bookings.businessId, businessId),
          ne(bookings.status, "cancelled"),
          lt(bookings.startsAt, range.to),
          gt(bookings.endsAt, range.from),
          only(bookings.staffId),
        ),
      )
      .orderBy(asc(bookings.startsAt)),
    db
      .select(blackoutColumns)
      .from(blackouts)
      .where(
        and(
          eq(blackouts.businessId, businessId),
          or(eq(blackouts.recurring, true), gte(blackouts.endDate, range.fromDate)),
          lt(blackouts.startDate, range.toDate),
        ),
      ),
    db
      .select({
        staffId: staffBusyIntervals.staffId,
        startsAt: staffBusyIntervals.startsAt,
        endsAt: staffBusyIntervals.endsAt,
      })
      .from(staffBusyIntervals)
      .where(
        and(
          eq(staffBusyIntervals.businessId, businessId),
          lt(staffBusyIntervals.startsAt, range.to),
          gt(staffBusyIntervals.endsAt, range.from),
          only(staffBusyIntervals.staffId),
        ),
      ),
    db
      .select({
        staffId: staffScheduleOverrides.staffId,
        date: staffScheduleOverrides.date,
        hours: staffScheduleOverrides.hours,
      })
      .from(staffScheduleOverrides)
      .where(
        and(
          eq(staffScheduleOverrides.businessId, businessId),
          gte(staffScheduleOverrides.date, range.fromDate),
          lt(staffScheduleOverrides.date, range.toDate),
          only(staffScheduleOverrides.staffId),
        ),
      ),
    listActiveResources(db, businessId),
  ]);
  return { business, staff, bookings: rows, blackouts: blackoutRows, busy, dayChanges, resources: activeResources };
}

export type ScheduleData = Awaited<ReturnType<typeof findScheduleData>>;
