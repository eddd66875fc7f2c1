import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { services } from "@/db/schema";
import type { ServiceValues } from "@/lib/validations/service";

export type ServiceListItem = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  pricePence: number;
  category: string;
  color: string;
  isActive: boolean;
};

/** Every service of one business (active and inactive), by name. `businessId` comes from the session. */
export async function listServices(db: Database, businessId: string): Promise<ServiceListItem[]> {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      durationMinutes: services.durationMinutes,
      pricePence: services.pricePence,
      category: services.category,
      color: services.color,
      isActive: services.isActive,
    })
    .from(services)
    .where(eq(services.businessId, businessId))
    .orderBy(asc(services.name), asc(services.createdAt), asc(services.id));
}

export type ServiceRef = { id: string; name: string };

const ref = { id: services.id, name: services.name };

export async function insertService(db: Database, businessId: string, values: ServiceValues): Promise<ServiceRef> {
  const [row] = await db
    .insert(services)
    .values({ ...values, businessId })
    .returning(ref);
  return row;
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
