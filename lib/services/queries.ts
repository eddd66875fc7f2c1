import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { services } from "@/db/schema";

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
