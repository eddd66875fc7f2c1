import { isUuid } from "@/lib/constants";
import { throwNotFound } from "@/lib/errors";
import {
  createServiceSchema,
  deleteServiceSchema,
  reorderServicesSchema,
  SERVICE_FORM_FIELDS,
  SERVICE_NOT_FOUND_MESSAGE,
  updateServiceSchema,
} from "@/lib/services/schema";
import {
  deleteServiceOfBusiness,
  insertService,
  reorderServicesOfBusiness,
  updateServiceOfBusiness,
  type ServiceRef,
} from "@/lib/services/queries";
import { replaceTeamTerms } from "@/lib/services/team-terms-queries";
import { replaceServiceNeeds } from "@/lib/resources/queries";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

const MANAGERS = getAllowedRoles(["manage", "services"]);

export type ServiceActionResult = ServiceRef;

export const createService = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: createServiceSchema,
  keepFields: SERVICE_FORM_FIELDS,
  async handler({ values, team, needs }, { db, business }) {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertService(tx, business.id, values);
      await replaceTeamTerms(tx, business.id, inserted.id, team);
      await replaceServiceNeeds(tx, business.id, inserted.id, needs);
      return inserted;
    });
    return { ok: true, message: `"${row.name}" has been added to your services.`, data: row };
  },
});

export const updateService = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: updateServiceSchema,
  keepFields: ["id", ...SERVICE_FORM_FIELDS],
  async handler({ id, values, team, needs }, { db, business }) {
    if (!isUuid(id)) throwNotFound(SERVICE_NOT_FOUND_MESSAGE);
    const row = await db.transaction(async (tx) => {
      const updated = await updateServiceOfBusiness(tx, business.id, id, values);
      if (!updated) throwNotFound(SERVICE_NOT_FOUND_MESSAGE);
      await replaceTeamTerms(tx, business.id, updated.id, team);
      await replaceServiceNeeds(tx, business.id, updated.id, needs);
      return updated;
    });
    return { ok: true, message: `"${row.name}" has been updated.`, data: row };
  },
});

export const deleteService = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteServiceSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(SERVICE_NOT_FOUND_MESSAGE);
    const row = await deleteServiceOfBusiness(db, business.id, id);
    if (!row) throwNotFound(SERVICE_NOT_FOUND_MESSAGE);
    return { ok: true, message: `"${row.name}" has been deleted.`, data: row };
  },
});

/** The Services screen's order (services and, through their first service, categories): all ids, first to last. */
export const reorderServices = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: reorderServicesSchema,
  async handler({ serviceIds }, { db, business }) {
    await reorderServicesOfBusiness(db, business.id, serviceIds);
    return { ok: true, message: "The new order of your services has been saved." };
  },
});
