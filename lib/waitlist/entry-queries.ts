import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { businesses, waitlistEntries, type WaitlistEntry } from "@/db/schema";

export type NewEntry = Omit<typeof waitlistEntries.$inferInsert, "id" | "status" | "createdAt" | "updatedAt">;

/** Entries of this email in the business still waiting or offered a time. */
export async function countLiveEntries(db: Database, businessId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.businessId, businessId),
        eq(waitlistEntries.email, email),
        inArray(waitlistEntries.status, ["waiting", "offered"]),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Joiners with one email in one business take turns (the live-entry limit is counted, then kept). */
export async function lockEntriesOf(tx: Database, businessId: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${businessId}:${email}`}, 0))`);
}

export async function insertEntry(db: Database, entry: NewEntry): Promise<WaitlistEntry> {
  const [row] = await db.insert(waitlistEntries).values(entry).returning();
  return row;
}

/** An entry with its business's name and public id (the leave page and its emails). */
export async function findEntryWithBusiness(db: Database, entryId: string) {
  const [row] = await db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      businessId: businesses.id,
      businessSlug: businesses.slug,
      businessName: businesses.name,
    })
    .from(waitlistEntries)
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .where(eq(waitlistEntries.id, entryId));
  return row ?? null;
}

/**
 * The entry leaves the waitlist: marked left, and a live hold of it released (its opening open again for the
 * next customer), in one statement. Only the entry's own business's rows (`businessId`). Returns whether it was
 * still on the waitlist.
 */
export async function removeEntry(db: Database, businessId: string, entryId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with left_entry as (
      update waitlist_entries set status = 'left', updated_at = now()
      where id = ${entryId}::uuid and business_id = ${businessId}::uuid and status in ('waiting', 'offered')
      returning id
    ), released as (
      update waitlist_holds h set status = 'released'
      from left_entry e where h.entry_id = e.id and h.status = 'live'
      returning h.opening_id
    ), reopened as (
      update waitlist_openings o set status = 'open' from released r where o.id = r.opening_id and o.status = 'offered'
      returning o.id
    )
    select (select count(*) from left_entry)::int as count, (select count(*) from reopened)::int as reopened`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0) > 0;
}
