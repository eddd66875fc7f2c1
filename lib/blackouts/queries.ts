import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { normalizeTime, type BlackoutRule } from "@/lib/blackouts/rules";
import type { Database } from "@/db/client";
import { blackouts, staffMembers } from "@/db/schema";
import type { BlackoutValues } from "@/lib/blackouts/schema";

export type BlackoutListItem = BlackoutRule & {
  id: string;
  /** Null when the staff member was deleted (or for business blackouts): the list shows 'Unknown Staff'. */
  staffName: string | null;
  reason: string;
};

export type StaffOption = { id: string; name: string };

/**
 * Every blackout of one business, newest start first, with the staff member's name, in one
 * query. `businessId` comes from the session. Times come back from PostgreSQL as 'HH:mm:ss'
 * and are returned as 'HH:mm'.
 */
export async function listBlackouts(db: Database, businessId: string): Promise<BlackoutListItem[]> {
  const rows = await db
    .select({
      id: blackouts.id,
      type: blackouts.type,
      staffId: blackouts.staffId,
      staffName: staffMembers.name,
      startDate: blackouts.startDate,
      endDate: blackouts.endDate,
      startTime: blackouts.startTime,
      endTime: blackouts.endTime,
      reason: blackouts.reason,
      recurring: blackouts.recurring,
      recurringPattern: blackouts.recurringPattern,
    })
    .from(blackouts)
    // Only a staff member of the same business counts: anything else is 'Unknown Staff'.
    .leftJoin(
      staffMembers,
      and(eq(staffMembers.id, blackouts.staffId), eq(staffMembers.businessId, blackouts.businessId)),
    )
    .where(eq(blackouts.businessId, businessId))
    .orderBy(desc(blackouts.startDate), desc(blackouts.createdAt), asc(blackouts.id));
  return rows.map((row) => ({
    ...row,
    staffId: row.type === "staff" && row.staffName !== null ? row.staffId : null,
    staffName: row.type === "staff" ? row.staffName : null,
    startTime: normalizeTime(row.startTime),
    endTime: normalizeTime(row.endTime),
  }));
}

/** The business's staff members for the Staff Member select, by name. */
export async function listBlackoutStaffOptions(db: Database, businessId: string): Promise<StaffOption[]> {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.businessId, businessId))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
}

const ofBusiness = (businessId: string, id: string) => and(eq(blackouts.id, id), eq(blackouts.businessId, businessId));

export async function blackoutExists(db: Database, businessId: string, id: string): Promise<boolean> {
  const rows = await db.select({ id: blackouts.id }).from(blackouts).where(ofBusiness(businessId, id)).limit(1);
  return rows.length > 0;
}

export async function insertBlackout(
  db: Database,
  businessId: string,
  values: BlackoutValues,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(blackouts)
    .values({ ...values, businessId })
    .returning({ id: blackouts.id });
  return row;
}

/** Undefined when the business has no blackout with this id. */
export async function updateBlackoutOfBusiness(
  db: Database,
  businessId: string,
  id: string,
  values: BlackoutValues,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(blackouts)
    .set(values)
    .where(ofBusiness(businessId, id))
    .returning({ id: blackouts.id });
  return row;
}

export async function deleteBlackoutOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db.delete(blackouts).where(ofBusiness(businessId, id)).returning({ id: blackouts.id });
  return row;
}
