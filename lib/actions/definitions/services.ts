import { and, eq } from "drizzle-orm";
import { services } from "@/db/schema";
import { isUuid } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import {
  createServiceSchema,
  deleteServiceSchema,
  SERVICE_FORM_FIELDS,
  SERVICE_NOT_FOUND_MESSAGE,
  updateServiceSchema,
} from "@/lib/validations/service";
import { defineAction } from "../action";

const MANAGERS = ["owner", "manager"] as const;

export type ServiceActionResult = { id: string; name: string };

/** Unknown, malformed and other businesses' ids all get this same answer. */
function notFound(): never {
  throw new AppError("not_found", SERVICE_NOT_FOUND_MESSAGE);
}

export const createService = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: createServiceSchema,
  keepFields: SERVICE_FORM_FIELDS,
  async handler(input, { db, business }) {
    const [row] = await db
      .insert(services)
      .values({ ...input, businessId: business.id })
      .returning({ id: services.id, name: services.name });
    return { ok: true, message: `"${row.name}" has been added to your services.`, data: row };
  },
});

export const updateService = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: updateServiceSchema,
  keepFields: ["id", ...SERVICE_FORM_FIELDS],
  async handler({ id, values }, { db, business }) {
    if (!isUuid(id)) notFound();
    const [row] = await db
      .update(services)
      .set(values)
      .where(and(eq(services.id, id), eq(services.businessId, business.id)))
      .returning({ id: services.id, name: services.name });
    if (!row) notFound();
    return { ok: true, message: `"${row.name}" has been updated.`, data: row };
  },
});

export const deleteService = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteServiceSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) notFound();
    // Past bookings keep their copied service name (bookings.service_id is set to null).
    const [row] = await db
      .delete(services)
      .where(and(eq(services.id, id), eq(services.businessId, business.id)))
      .returning({ id: services.id, name: services.name });
    if (!row) notFound();
    return { ok: true, message: `"${row.name}" has been deleted.`, data: row };
  },
});
