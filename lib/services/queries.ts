import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { services } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { SERVICE_ORDER_CHANGED_MESSAGE, type ServiceValues } from "@/lib/services/schema";

export type ServiceListItem = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  pricePence: number;
  processingAfterMinutes: number;
  processingMinutes: number;
  category: string;
  color: string;
  isActive: boolean;
};

/** What the Services screen shows of a service (the business's data export adds its order and creation). */
export const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  durationMinutes: services.durationMinutes,
  pricePence: services.pricePence,
  processingAfterMinutes: services.processingAfterMinutes,
  processingMinutes: services.processingMinutes,
  category: services.category,
  color: services.color,
  isActive: services.isActive,
};

/**
 * Every service of one business (active and inactive), in the business's order (`sort_order`; name and
 * id settle ties). `businessId` comes from the session.
 */
export async function listServices(db: Database, businessId: string): Promise<ServiceListItem[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.businessId, businessId))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
}

export type ServiceRef = { id: string; name: string };

const ref = { id: services.id, name: services.name };

/** A new service goes last in the business's order (its place is computed in the same statement). */
export async function insertService(db: Database, businessId: string, values: ServiceValues): Promise<ServiceRef> {
  const [row] = await db
    .insert(services)
    .values({
      ...values,
      businessId,
      sortOrder: sql`(select coalesce(max(${services.sortOrder}), -1) + 1 from ${services} where ${services.businessId} = ${businessId})`,
    })
    .returning(ref);
  return row;
}

/**
 * Puts the business's services in the given order (sort_order = position, from 0) in one UPDATE.
 * `orderedIds` must be exactly the business's service ids, each once: anything else (another
 * business's id, an unknown one, one missing because it was added meanwhile) is refused and nothing
 * changes. The business's rows are locked first, so a service added concurrently waits or is seen.
 */
export async function reorderServicesOfBusiness(
  db: Database,
  businessId: string,
  orderedIds: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.businessId, businessId))
      .for("update");
    const current = new Set(rows.map((row) => row.id));
    const listed = new Set(orderedIds);
    const exactlyTheBusinesss =
      listed.size === orderedIds.length && listed.size === current.size && orderedIds.every((id) => current.has(id));
    if (!exactlyTheBusinesss) throw new AppError("invalid", SERVICE_ORDER_CHANGED_MESSAGE);
    if (orderedIds.length === 0) return;

    const positions = sql.join(
      orderedIds.map((id, position) => sql`(${id}::uuid, ${position}::integer)`),
      sql`, `,
    );
    await tx
      .update(services)
      .set({ sortOrder: sql`ordered.position` })
      .from(sql`(values ${positions}) as ordered(id, position)`)
      .where(and(eq(services.businessId, businessId), eq(services.id, sql`ordered.id`)));
  });
}

/** Undefined when the business has no service with this id. */
export async function updateServiceOfBusiness(
  db: Database,
  businessId: string,
  id: string,
  values: ServiceValues,
): Promise<ServiceRef | undefined> {
  const [row] = await db
    .update(services)
    .set(values)
    .where(and(eq(services.id, id), eq(services.businessId, businessId)))
    .returning(ref);
  return row;
}

/** Past bookings keep their copied service name (bookings.service_id is set to null). */
export async function deleteServiceOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<ServiceRef | undefined> {
  const [row] = await db
    .delete(services)
    .where(and(eq(services.id, id), eq(services.businessId, businessId)))
    .returning(ref);
  return row;
}
