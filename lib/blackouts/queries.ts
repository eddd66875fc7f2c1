import "server-only";
import { and, asc, desc, eq, gte, or } from "drizzle-orm";
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

/** A blackout as stored, but its business (the business's data export takes these too). */
export const blackoutColumns = {
  id: blackouts.id,
  type: blackouts.type,
  staffId: blackouts.staffId,
  startDate: blackouts.startDate,
  endDate: blackouts.endDate,
  startTime: blackouts.startTime,
  endTime: blackouts.endTime,
  reason: blackouts.reason,
  recurring: blackouts.recurring,
  recurringPattern: blackouts.recurringPattern,
};

/**
 * Whose blackouts a query reads or changes: every one of the business (Block Dates, owners and managers), or
 * with `staffId` only that member's own staff blackouts (My Availability's time off). Both ids come from the
 * session; a blackout outside the owner is answered like an unknown id.
 */
export type BlackoutOwner = { businessId: string; staffId?: string };

const ownedBy = ({ businessId, staffId }: BlackoutOwner) =>
  and(
    eq(blackouts.businessId, businessId),
    staffId === undefined ? undefined : and(eq(blackouts.type, "staff"), eq(blackouts.staffId, staffId)),
  );

const byIdOf = (owner: BlackoutOwner, id: string) => and(eq(blackouts.id, id), ownedBy(owner));

/**
 * The owner's blackouts with the staff member's name, in one query: every one, newest start first; or with
 * `from` (the business's date), those current or to come (a recurring one while it repeats), soonest first.
 * Times come back from PostgreSQL as 'HH:mm:ss' and are returned as 'HH:mm'.
 */
export async function listBlackouts(
  db: Database,
  owner: BlackoutOwner,
  { from }: { from?: string } = {},
): Promise<BlackoutListItem[]> {
  const rows = await db
    .select({ ...blackoutColumns, staffName: staffMembers.name })
    .from(blackouts)
    // Only a staff member of the same business counts: anything else is 'Unknown Staff'.
    .leftJoin(
      staffMembers,
      and(eq(staffMembers.id, blackouts.staffId), eq(staffMembers.businessId, blackouts.businessId)),
    )
    .where(
      and(
        ownedBy(owner),
        from === undefined ? undefined : or(gte(blackouts.endDate, from), eq(blackouts.recurring, true)),
      ),
    )
    .orderBy(
      ...(from === undefined
        ? [desc(blackouts.startDate), desc(blackouts.createdAt)]
        : [asc(blackouts.startDate), asc(blackouts.createdAt)]),
      asc(blackouts.id),
    );
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

export async function blackoutExists(db: Database, owner: BlackoutOwner, id: string): Promise<boolean> {
  const rows = await db.select({ id: blackouts.id }).from(blackouts).where(byIdOf(owner, id)).limit(1);
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

/** Undefined when the owner has no blackout with this id. */
export async function updateOwnedBlackout(
  db: Database,
  owner: BlackoutOwner,
  id: string,
  values: BlackoutValues,
): Promise<{ id: string } | undefined> {
  const [row] = await db.update(blackouts).set(values).where(byIdOf(owner, id)).returning({ id: blackouts.id });
  return row;
}

/** Undefined when the owner has no blackout with this id (a colleague's or the business's, for a member). */
export async function deleteOwnedBlackout(
  db: Database,
  owner: BlackoutOwner,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db.delete(blackouts).where(byIdOf(owner, id)).returning({ id: blackouts.id });
  return row;
}
