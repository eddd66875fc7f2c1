import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffMembers, staffScheduleOverrides } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { scheduleDaySchema, type ScheduleDay } from "@/lib/availability/weekly-schedule";

/*
 * One-day changes of a staff member's hours (`staff_schedule_overrides`), always by business id: a member's id from
 * the client is joined to its business before anything is written.
 */

export type DayChangeItem = { id: string; staffId: string; staffName: string; date: string; hours: ScheduleDay };

/**
 * Sets a member's hours on a date (a second change of the same date replaces the first), when the member is one of
 * the business's: the member is read with the business id in the same statement. Null when they are not.
 */
export async function upsertDayChange(
  db: Database,
  businessId: string,
  staffId: string,
  change: { date: string; hours: ScheduleDay },
): Promise<{ id: string } | null> {
  // One statement: nothing is written unless the member is the business's.
  const result = await db.execute(sql`
    insert into staff_schedule_overrides (business_id, staff_id, date, hours)
    select business_id, id, ${change.date}::date, ${JSON.stringify(change.hours)}::jsonb
    from staff_members where id = ${staffId} and business_id = ${businessId}
    on conflict (staff_id, date) do update set hours = excluded.hours, updated_at = now()
    returning id`);
  const rows = rowsOf<{ id: string }>(result);
  return rows[0] ?? null;
}

/** Removes a change of the business's (and, for My Availability, of that member only). Null when there is none. */
export async function deleteDayChange(
  db: Database,
  scope: { businessId: string; staffId?: string },
  id: string,
): Promise<{ id: string; staffId: string; date: string } | null> {
  const rows = await db
    .delete(staffScheduleOverrides)
    .where(
      and(
        eq(staffScheduleOverrides.id, id),
        eq(staffScheduleOverrides.businessId, scope.businessId),
        scope.staffId ? eq(staffScheduleOverrides.staffId, scope.staffId) : undefined,
      ),
    )
    .returning({
      id: staffScheduleOverrides.id,
      staffId: staffScheduleOverrides.staffId,
      date: staffScheduleOverrides.date,
    });
  return rows[0] ?? null;
}

/** The business's changes from `from` on (of one member, or of everyone), by date then name. */
export async function listDayChanges(
  db: Database,
  scope: { businessId: string; staffId?: string },
  from: string,
): Promise<DayChangeItem[]> {
  const rows = await db
    .select({
      id: staffScheduleOverrides.id,
      staffId: staffScheduleOverrides.staffId,
      staffName: staffMembers.name,
      date: staffScheduleOverrides.date,
      hours: staffScheduleOverrides.hours,
    })
    .from(staffScheduleOverrides)
    .innerJoin(staffMembers, eq(staffMembers.id, staffScheduleOverrides.staffId))
    .where(
      and(
        eq(staffScheduleOverrides.businessId, scope.businessId),
        scope.staffId ? eq(staffScheduleOverrides.staffId, scope.staffId) : undefined,
        gte(staffScheduleOverrides.date, from),
      ),
    )
    .orderBy(asc(staffScheduleOverrides.date), asc(staffMembers.name));
  return rows.flatMap((row) => {
    const hours = scheduleDaySchema.safeParse(row.hours);
    return hours.success ? [{ ...row, hours: hours.data }] : [];
  });
}
