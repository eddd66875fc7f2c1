import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, businesses, resourceBlockedDates, resourceHolds, resources, resourceTypes } from "@/db/schema";

/*
 * The resources bookings hold, as the dashboard reads and changes them (the holds themselves are made and kept in
 * step with their booking by the database: migration 0031). Every read is by id together with the business id.
 */

/** One booking the caller may change (`visible`: lib/bookings/queries.ts), with the times its holds cover. */
export async function findBookingForHoldMove(db: Database, bookingId: string, visible: SQL) {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), visible))
    .limit(1);
  return row;
}

/**
 * A resource of the business with its type's name, whether it is blocked on any date of [firstDate, lastDate]
 * and which resource the booking holds of its type (null: it holds none), in one statement.
 */
export async function findHoldMoveTarget(
  db: Database,
  businessId: string,
  resourceId: string,
  booking: { id: string; firstDate: string; lastDate: string },
) {
  const [row] = await db
    .select({
      id: resources.id,
      name: resources.name,
      typeId: resources.typeId,
      typeName: resourceTypes.name,
      isActive: resources.isActive,
      blocked: sql<boolean>`exists (select 1 from ${resourceBlockedDates} d
        where d.resource_id = ${resources.id} and d.business_id = ${resources.businessId}
          and d.start_date <= ${booking.lastDate}::date and d.end_date >= ${booking.firstDate}::date)`,
      heldResourceId: sql<string | null>`(select h.resource_id from ${resourceHolds} h
        where h.booking_id = ${booking.id} and h.business_id = ${resources.businessId}
          and h.type_id = ${resources.typeId} and h.active)`,
    })
    .from(resources)
    .innerJoin(resourceTypes, and(eq(resourceTypes.id, resources.typeId), eq(resourceTypes.businessId, businessId)))
    .where(and(eq(resources.id, resourceId), eq(resources.businessId, businessId)))
    .limit(1);
  return row;
}

/**
 * Moves the booking's live hold of a type to another resource, and marks the booking changed; the exclusion
 * constraint refuses a resource held at the time (run under `runUnderConstraint`). Undefined when the booking holds
 * nothing of the type.
 */
export async function setHoldResource(
  tx: Database,
  hold: { businessId: string; bookingId: string; typeId: string; resourceId: string },
) {
  const [row] = await tx
    .update(resourceHolds)
    .set({ resourceId: hold.resourceId })
    .where(
      and(
        eq(resourceHolds.businessId, hold.businessId),
        eq(resourceHolds.bookingId, hold.bookingId),
        eq(resourceHolds.typeId, hold.typeId),
        eq(resourceHolds.active, true),
      ),
    )
    .returning({ id: resourceHolds.id });
  // The booking's feeds and downloads name its room: their fingerprint (updated_at) moves with it.
  if (row) {
    await tx
      .update(bookings)
      .set({ updatedAt: new Date() })
      .where(and(eq(bookings.id, hold.bookingId), eq(bookings.businessId, hold.businessId)));
  }
  return row;
}

/** The active resources of a business by type then name, with their type's name (the By resource view's columns). */
export async function listActiveResources(db: Database, businessId: string) {
  return db
    .select({ id: resources.id, name: resources.name, typeId: resources.typeId, typeName: resourceTypes.name })
    .from(resources)
    .innerJoin(resourceTypes, and(eq(resourceTypes.id, resources.typeId), eq(resourceTypes.businessId, businessId)))
    .where(and(eq(resources.businessId, businessId), eq(resources.isActive, true)))
    .orderBy(asc(sql`lower(${resourceTypes.name})`), asc(sql`lower(${resources.name})`), asc(resources.id));
}

/** A resource a booking holds, as the schedule places and names it. */
export type HeldResource = { typeId: string; resourceId: string; name: string; typeName: string };

/**
 * The resources a booking holds (live holds), ordered by type name, as a column of a bookings read: one statement
 * joins holds and resources for every booking it reads. [] when it holds none.
 */
export const heldResourcesColumn = sql<HeldResource[]>`coalesce((select json_agg(json_build_object(
    'typeId', h.type_id, 'resourceId', h.resource_id, 'name', r.name, 'typeName', t.name
  ) order by lower(t.name), lower(r.name))
    from ${resourceHolds} h
    join ${resources} r on r.id = h.resource_id and r.business_id = h.business_id
    join ${resourceTypes} t on t.id = h.type_id
    where h.booking_id = ${bookings}.id and h.business_id = ${bookings}.business_id and h.active), '[]')`.mapWith(
  (value: unknown): HeldResource[] => (typeof value === "string" ? JSON.parse(value) : (value as HeldResource[])) ?? [],
);

/**
 * The names of the resources a booking holds ("Room 1, Laser 2"), ordered by type name, as a column of a bookings
 * read (one statement, no read per booking). '' when it holds none.
 */
export const heldResourceNamesColumn = sql<string>`coalesce((select string_agg(r.name, ', ' order by lower(t.name), lower(r.name))
    from ${resourceHolds} h
    join ${resources} r on r.id = h.resource_id and r.business_id = h.business_id
    join ${resourceTypes} t on t.id = h.type_id
    where h.booking_id = ${bookings}.id and h.business_id = ${bookings}.business_id and h.active), '')`;

/**
 * heldResourceNamesColumn as the customer is told it: only when the business tells customers their room
 * (`resource_names_shown_to = 'customers'`), else ''.
 */
export const customerResourceNamesColumn = sql<string>`(case when exists (select 1 from ${businesses} cb
    where cb.id = ${bookings}.business_id and cb.resource_names_shown_to = 'customers')
  then ${heldResourceNamesColumn} else '' end)`;

/** The rooms each booking holds as its customer is told them (customerResourceNamesColumn), in one statement. */
export async function findCustomerResourceNames(
  db: Database,
  businessId: string,
  bookingIds: readonly string[],
): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, rooms: customerResourceNamesColumn })
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), inArray(bookings.id, [...bookingIds])));
  return new Map(rows.map((row) => [row.id, row.rooms]));
}

/** The rooms of several bookings as one line ('Room 1, Laser 2'), each named once; '' when none. */
export function joinResourceNames(names: readonly string[]): string {
  return [...new Set(names.flatMap((each) => (each ? each.split(", ") : [])))].join(", ");
}
