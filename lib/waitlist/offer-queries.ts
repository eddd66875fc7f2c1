import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { businesses, services, staffMembers, waitlistEntries, waitlistHolds, waitlistOpenings } from "@/db/schema";

/**
 * Live holds whose time has run out (the database's clock, as a hold's expiry is set by it) become expired, in one statement: their entries wait again and their openings
 * are open again (offered next to whoever joined after). Returns how many expired.
 */
export async function expireDueHolds(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with expired as (
      update waitlist_holds set status = 'expired'
      where status = 'live' and expires_at <= now()
      returning entry_id, opening_id
    ), waiting as (
      update waitlist_entries e set status = 'waiting', updated_at = now()
      from expired x where e.id = x.entry_id and e.status = 'offered'
      returning e.id
    ), reopened as (
      update waitlist_openings o set status = 'open'
      from expired x where o.id = x.opening_id and o.status = 'offered'
      returning o.id
    )
    select (select count(*) from expired)::int as count,
      (select count(*) from waiting)::int as waiting, (select count(*) from reopened)::int as reopened`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

export type ClaimedOpening = { id: string; businessId: string; staffId: string; startsAt: Date; endsAt: Date };

/** The oldest open, still future opening, locked for this transaction (a second worker skips it). */
export async function claimOpenOpening(tx: Database): Promise<ClaimedOpening | null> {
  const result = await tx.execute(sql`
    select id::text as id, business_id::text as "businessId", staff_id::text as "staffId",
      extract(epoch from starts_at) * 1000 as "startsMs", extract(epoch from ends_at) * 1000 as "endsMs"
    from waitlist_openings
    where status = 'open' and starts_at > now()
    order by created_at, id
    limit 1
    for update skip locked`);
  const row = rowsOf<{ id: string; businessId: string; staffId: string; startsMs: unknown; endsMs: unknown }>(
    result,
  )[0];
  if (!row) return null;
  return {
    id: row.id,
    businessId: row.businessId,
    staffId: row.staffId,
    startsAt: new Date(Math.round(Number(row.startsMs))),
    endsAt: new Date(Math.round(Number(row.endsMs))),
  };
}

export type MatchedEntry = { id: string; serviceId: string; durationMinutes: number };

/**
 * The first entry, in join order, that this opening suits and that has not had it yet: waiting, for this staff
 * member or any, a service they do (their own length of it fitting in the opening), the opening's start on one of
 * the entry's dates and inside its times of day (the business's zone). Locked for this transaction.
 */
export async function findFirstMatchingEntry(tx: Database, opening: ClaimedOpening): Promise<MatchedEntry | null> {
  const starts = opening.startsAt.toISOString();
  const result = await tx.execute(sql`
    select e.id::text as id, s.id::text as "serviceId", coalesce(t.duration_minutes, s.duration_minutes) as "durationMinutes"
    from waitlist_entries e
    join services s on s.id = e.service_id
    join staff_members m on m.id = ${opening.staffId}::uuid and m.business_id = e.business_id
    join businesses b on b.id = e.business_id
    left join staff_service_terms t on t.staff_id = m.id and t.service_id = s.id
    where e.business_id = ${opening.businessId}::uuid and e.status = 'waiting'
      and (e.staff_id is null or e.staff_id = m.id)
      and s.is_active and m.is_active
      and (jsonb_array_length(m.specialties) = 0 or jsonb_exists(m.specialties, s.id::text))
      and (${starts}::timestamptz at time zone b.time_zone)::date between e.date_from and e.date_to
      and (${starts}::timestamptz at time zone b.time_zone)::time >= e.time_from
      and (${starts}::timestamptz at time zone b.time_zone)::time < e.time_to
      and ${starts}::timestamptz + make_interval(mins => coalesce(t.duration_minutes, s.duration_minutes))
        <= ${opening.endsAt.toISOString()}::timestamptz
      and not exists (select 1 from waitlist_holds h where h.opening_id = ${opening.id}::uuid and h.entry_id = e.id)
    order by e.created_at, e.id
    limit 1
    for update of e skip locked`);
  const row = rowsOf<{ id: string; serviceId: string; durationMinutes: unknown }>(result)[0];
  return row ? { id: row.id, serviceId: row.serviceId, durationMinutes: Number(row.durationMinutes) } : null;
}

export async function setOpeningStatus(
  db: Database,
  openingId: string,
  status: "open" | "offered" | "booked" | "closed",
): Promise<void> {
  await db.update(waitlistOpenings).set({ status }).where(eq(waitlistOpenings.id, openingId));
}

export type NewHold = {
  businessId: string;
  entryId: string;
  openingId: string | null;
  staffId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  tokenHash: string;
};

/**
 * A live hold for the entry, expiring after the business's hold minutes (counted by the database's clock); the
 * entry is marked offered. The database refuses it when a live booking or hold of the staff member overlaps.
 */
export async function insertHold(tx: Database, hold: NewHold): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await tx
    .insert(waitlistHolds)
    .values({
      ...hold,
      expiresAt: sql`now() + make_interval(mins => (select waitlist_hold_minutes from businesses where id = ${hold.businessId}::uuid))`,
    })
    .returning({ id: waitlistHolds.id, expiresAt: waitlistHolds.expiresAt });
  await tx
    .update(waitlistEntries)
    .set({ status: "offered" })
    .where(and(eq(waitlistEntries.id, hold.entryId), eq(waitlistEntries.businessId, hold.businessId)));
  return row;
}

/** What an offer email says: the hold, its entry's contact, the business, service and staff member's names. */
export async function findHoldDetails(db: Database, holdId: string) {
  const [row] = await db
    .select({
      id: waitlistHolds.id,
      status: waitlistHolds.status,
      /** Live and not yet expired by the database's clock: the link still books. */
      bookable: sql<boolean>`(${waitlistHolds.status} = 'live' and ${waitlistHolds.expiresAt} > now())`,
      startsAt: waitlistHolds.startsAt,
      endsAt: waitlistHolds.endsAt,
      expiresAt: waitlistHolds.expiresAt,
      staffId: waitlistHolds.staffId,
      serviceId: waitlistHolds.serviceId,
      entryId: waitlistEntries.id,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      businessId: businesses.id,
      businessSlug: businesses.slug,
      businessName: businesses.name,
      timeZone: businesses.timeZone,
      serviceName: services.name,
      staffName: staffMembers.name,
    })
    .from(waitlistHolds)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistHolds.entryId))
    .innerJoin(businesses, eq(businesses.id, waitlistHolds.businessId))
    .innerJoin(services, eq(services.id, waitlistHolds.serviceId))
    .innerJoin(staffMembers, eq(staffMembers.id, waitlistHolds.staffId))
    .where(eq(waitlistHolds.id, holdId));
  return row ?? null;
}

export type HoldDetails = NonNullable<Awaited<ReturnType<typeof findHoldDetails>>>;

/** The hold whose link carries this token's hash (any status), or null. */
export async function findHoldIdByTokenHash(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ id: waitlistHolds.id })
    .from(waitlistHolds)
    .where(eq(waitlistHolds.tokenHash, tokenHash));
  return row?.id ?? null;
}

/**
 * Takes a live, unexpired hold for its booking, in the booking's transaction: the hold is used, its entry booked,
 * its opening booked. False when it is no longer live (expired, used, released).
 */
export async function useHold(tx: Database, holdId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    with used as (
      update waitlist_holds set status = 'used'
      where id = ${holdId}::uuid and status = 'live' and expires_at > now()
      returning entry_id, opening_id
    ), booked as (
      update waitlist_entries e set status = 'booked', updated_at = now() from used u where e.id = u.entry_id returning e.id
    ), opening as (
      update waitlist_openings o set status = 'booked' from used u where o.id = u.opening_id returning o.id
    )
    select (select count(*) from used)::int as count, (select count(*) from booked)::int as booked,
      (select count(*) from opening)::int as opening`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0) > 0;
}
