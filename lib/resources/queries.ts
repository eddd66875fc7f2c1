import "server-only";
import { and, asc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  businesses,
  resourceBlockedDates,
  resources,
  resourceTypes,
  serviceResourceNeeds,
  services,
} from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { isUuid, type ResourceNameAudience, type ResourceUse } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { FOREIGN_RESOURCE_TYPE_MESSAGE, type BlockedDateValues, type ResourceValues } from "@/lib/resources/schema";

/*
 * The business's rooms, chairs and equipment (`resources`), their kinds (`resource_types`), the dates each cannot be
 * used and what each service needs. Every id from a client is read together with the session's business id.
 */

export type BlockedDateItem = { id: string; startDate: string; endDate: string; reason: string };

export type ResourceItem = {
  id: string;
  name: string;
  typeId: string;
  isActive: boolean;
  /** Today's and later ones, soonest first. */
  blockedDates: BlockedDateItem[];
};

export type ResourceTypeGroup = { id: string; name: string; resources: ResourceItem[] };

/**
 * The Resources screen: every type with its resources, by name (a type no resource has yet, kept because a service
 * needs it, is listed with none), each resource with its blocked dates still to come (`today`: the business's date).
 */
export async function listResourcesByType(
  db: Database,
  businessId: string,
  today: string,
): Promise<ResourceTypeGroup[]> {
  const [types, rows, blocked] = await Promise.all([
    db
      .select({ id: resourceTypes.id, name: resourceTypes.name })
      .from(resourceTypes)
      .where(eq(resourceTypes.businessId, businessId))
      .orderBy(sql`lower(${resourceTypes.name})`, asc(resourceTypes.id)),
    db
      .select({ id: resources.id, name: resources.name, typeId: resources.typeId, isActive: resources.isActive })
      .from(resources)
      .where(eq(resources.businessId, businessId))
      .orderBy(sql`lower(${resources.name})`, asc(resources.id)),
    db
      .select({
        id: resourceBlockedDates.id,
        resourceId: resourceBlockedDates.resourceId,
        startDate: resourceBlockedDates.startDate,
        endDate: resourceBlockedDates.endDate,
        reason: resourceBlockedDates.reason,
      })
      .from(resourceBlockedDates)
      .where(and(eq(resourceBlockedDates.businessId, businessId), gte(resourceBlockedDates.endDate, today)))
      .orderBy(asc(resourceBlockedDates.startDate), asc(resourceBlockedDates.id)),
  ]);
  const items = rows.map((row) => ({
    ...row,
    blockedDates: blocked
      .filter((date) => date.resourceId === row.id)
      .map(({ id, startDate, endDate, reason }) => ({ id, startDate, endDate, reason })),
  }));
  return types.map((type) => ({ ...type, resources: items.filter((item) => item.typeId === type.id) }));
}

/** The business's setting of who is told which room an appointment holds. */
export async function getResourceNameAudience(db: Database, businessId: string): Promise<ResourceNameAudience> {
  const [row] = await db
    .select({ value: businesses.resourceNamesShownTo })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.value ?? "staff";
}

export async function saveResourceNameAudienceOf(
  db: Database,
  businessId: string,
  value: ResourceNameAudience,
): Promise<void> {
  await db.update(businesses).set({ resourceNamesShownTo: value }).where(eq(businesses.id, businessId));
}

/** The id of the business's type of this name (any case), created when it has none. */
export async function ensureResourceType(tx: Database, businessId: string, name: string): Promise<string> {
  // Two saves naming the same new type at once: the unique index keeps one, and both read it back.
  await tx.execute(sql`
    insert into resource_types (business_id, name) values (${businessId}, ${name})
    on conflict (business_id, (lower(name))) do nothing`);
  const [row] = await tx
    .select({ id: resourceTypes.id })
    .from(resourceTypes)
    .where(and(eq(resourceTypes.businessId, businessId), sql`lower(${resourceTypes.name}) = lower(${name})`));
  return row.id;
}

/** Whether another resource of the business (not `exceptId`) has this name, in any case. */
export async function isResourceNameTaken(
  db: Database,
  businessId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        eq(resources.businessId, businessId),
        sql`lower(${resources.name}) = lower(${name})`,
        exceptId ? ne(resources.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type ResourceRef = { id: string; name: string; typeId: string };

const ref = { id: resources.id, name: resources.name, typeId: resources.typeId };

export async function insertResource(
  tx: Database,
  businessId: string,
  typeId: string,
  values: ResourceValues,
): Promise<ResourceRef> {
  const [row] = await tx
    .insert(resources)
    .values({ businessId, typeId, name: values.name, isActive: values.isActive })
    .returning(ref);
  return row;
}

/** The business's resource, locked until the transaction ends; undefined when it has none with this id. */
export async function lockResourceOfBusiness(
  tx: Database,
  businessId: string,
  id: string,
): Promise<ResourceRef | undefined> {
  const [row] = await tx
    .select(ref)
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.businessId, businessId)))
    .for("update");
  return row;
}

export async function updateResourceOfBusiness(
  tx: Database,
  businessId: string,
  id: string,
  change: { name?: string; typeId?: string; isActive: boolean },
): Promise<ResourceRef | undefined> {
  const [row] = await tx
    .update(resources)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(resources.id, id), eq(resources.businessId, businessId)))
    .returning(ref);
  return row;
}

/**
 * Waits for the bookings picking a resource of this type to finish (the database's picker takes the same turn,
 * migration 0031), so a booking cannot take a resource while it is being deleted or changing type.
 */
export async function takeResourceTypeTurn(tx: Database, typeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bookingpro:resource-type:${typeId}`}, 0))`);
}

/** Whether a live booking holds the resource for a time that has not ended yet. */
export async function hasFutureHolds(
  tx: Database,
  businessId: string,
  resourceId: string,
  now: Date,
): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from resource_holds
    where business_id = ${businessId} and resource_id = ${resourceId} and active
      and upper(held) > ${now.toISOString()}::timestamptz
    limit 1`);
  return rowsOf(result).length > 0;
}

/** The holds of its past and cancelled bookings go with it (resource_holds.resource_id cascades). */
export async function deleteResourceOfBusiness(
  tx: Database,
  businessId: string,
  id: string,
): Promise<ResourceRef | undefined> {
  const [row] = await tx
    .delete(resources)
    .where(and(eq(resources.id, id), eq(resources.businessId, businessId)))
    .returning(ref);
  return row;
}

/**
 * Removes the type once nothing uses it: no resource of it, no service needing it, and no live booking still
 * holding it (the holds of past bookings go with it).
 */
export async function removeTypeIfUnused(tx: Database, businessId: string, typeId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    delete from resource_types t
    where t.id = ${typeId} and t.business_id = ${businessId}
      and not exists (select 1 from resources r where r.type_id = t.id)
      and not exists (select 1 from service_resource_needs n where n.type_id = t.id)
      and not exists (
        select 1 from resource_holds h
        where h.type_id = t.id and h.active and upper(h.held) > ${now.toISOString()}::timestamptz)`);
}

/** Undefined when the business has no resource with this id (the insert reads the resource by both ids). */
export async function insertBlockedDate(
  db: Database,
  businessId: string,
  values: BlockedDateValues,
): Promise<{ id: string } | undefined> {
  const result = await db.execute(sql`
    insert into resource_blocked_dates (business_id, resource_id, start_date, end_date, reason)
    select r.business_id, r.id, ${values.startDate}::date, ${values.endDate}::date, ${values.reason}
    from resources r where r.id = ${values.resourceId} and r.business_id = ${businessId}
    returning id`);
  return rowsOf<{ id: string }>(result)[0];
}

export async function deleteBlockedDateOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .delete(resourceBlockedDates)
    .where(and(eq(resourceBlockedDates.id, id), eq(resourceBlockedDates.businessId, businessId)))
    .returning({ id: resourceBlockedDates.id });
  return row;
}

export type ServiceResourceNeeds = {
  /** The business's types, by name. */
  types: { id: string; name: string }[];
  /** Each service's needed types and whether it holds them whole or only while busy; only services with needs. */
  byService: Record<string, { typeIds: string[]; use: ResourceUse }>;
};

/** What the Services screen shows and edits of each service's needs. */
export async function findServiceResourceNeeds(db: Database, businessId: string): Promise<ServiceResourceNeeds> {
  const [types, needs] = await Promise.all([
    db
      .select({ id: resourceTypes.id, name: resourceTypes.name })
      .from(resourceTypes)
      .where(eq(resourceTypes.businessId, businessId))
      .orderBy(sql`lower(${resourceTypes.name})`, asc(resourceTypes.id)),
    db
      .select({
        serviceId: serviceResourceNeeds.serviceId,
        typeId: serviceResourceNeeds.typeId,
        use: services.resourceUse,
      })
      .from(serviceResourceNeeds)
      .innerJoin(
        services,
        and(eq(services.id, serviceResourceNeeds.serviceId), eq(services.businessId, serviceResourceNeeds.businessId)),
      )
      .where(eq(serviceResourceNeeds.businessId, businessId)),
  ]);
  const byService: ServiceResourceNeeds["byService"] = {};
  for (const need of needs) {
    const entry = (byService[need.serviceId] ??= { typeIds: [], use: need.use });
    entry.typeIds.push(need.typeId);
  }
  return { types, byService };
}

/**
 * Replaces the service's needs with `typeIds`, in the caller's transaction. A type that is not the business's is
 * refused (`invalid`) and, the transaction rolling back, nothing is written.
 */
export async function replaceServiceNeeds(
  tx: Database,
  businessId: string,
  serviceId: string,
  typeIds: readonly string[],
): Promise<void> {
  await tx
    .delete(serviceResourceNeeds)
    .where(and(eq(serviceResourceNeeds.businessId, businessId), eq(serviceResourceNeeds.serviceId, serviceId)));
  if (typeIds.length === 0) return;
  const refuse = () => {
    throw new AppError("invalid", FOREIGN_RESOURCE_TYPE_MESSAGE, {
      fieldErrors: { needs: FOREIGN_RESOURCE_TYPE_MESSAGE },
    });
  };
  if (!typeIds.every((id) => isUuid(id))) refuse();
  const owned = await tx
    .select({ id: resourceTypes.id })
    .from(resourceTypes)
    .where(and(eq(resourceTypes.businessId, businessId), inArray(resourceTypes.id, [...typeIds])));
  if (owned.length !== typeIds.length) refuse();
  await tx.insert(serviceResourceNeeds).values(owned.map((type) => ({ businessId, serviceId, typeId: type.id })));
}
