import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, resourceBlockedDates, resourceHolds, resources, resourceTypes } from "@/db/schema";

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
 * Moves the booking's live hold of a type to another resource; the exclusion constraint refuses a resource held at
 * the time (run under `runUnderConstraint`). Undefined when the booking holds nothing of the type.
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
