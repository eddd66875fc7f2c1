import { getPgErrorCode, getPgErrorConstraint, UNIQUE_VIOLATION } from "@/db/errors";
import { isUuid } from "@/lib/constants";
import { AppError, throwNotFound } from "@/lib/errors";
import {
  deleteBlockedDateOfBusiness,
  deleteResourceOfBusiness,
  ensureResourceType,
  hasFutureHolds,
  insertBlockedDate,
  insertResource,
  isResourceNameTaken,
  lockResourceOfBusiness,
  removeTypeIfUnused,
  saveResourceNameAudienceOf,
  takeResourceTypeTurn,
  updateResourceOfBusiness,
  type ResourceRef,
} from "@/lib/resources/queries";
import {
  BLOCKED_DATE_FORM_FIELDS,
  blockedDateFieldsSchema,
  createResourceSchema,
  deleteBlockedDateSchema,
  deleteResourceSchema,
  RESOURCE_FORM_FIELDS,
  RESOURCE_MESSAGES,
  resourceNameAudienceSchema,
  setResourceActiveSchema,
  updateResourceSchema,
} from "@/lib/resources/schema";
import { toDateInZone } from "@/lib/time/zoned-time";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

const MANAGERS = getAllowedRoles(["manage", "resources"]);

export type ResourceActionResult = ResourceRef;

function nameTaken(): never {
  throw new AppError("conflict", RESOURCE_MESSAGES.nameTaken, { fieldErrors: { name: RESOURCE_MESSAGES.nameTaken } });
}

/** Two saves of one name at once: the unique index refuses the second, answered as the check before it would. */
function refuseResourceWrite(error: unknown): never {
  if (
    getPgErrorCode(error) === UNIQUE_VIOLATION &&
    getPgErrorConstraint(error).constraint === "resources_business_name_key"
  )
    nameTaken();
  throw error;
}

function heldAhead(name: string, what: string): never {
  throw new AppError(
    "conflict",
    `"${name}" is booked for upcoming appointments, so it can't be ${what}. Turn it off instead: it stays with those appointments and no new booking gets it.`,
  );
}

export const createResource = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: createResourceSchema,
  keepFields: RESOURCE_FORM_FIELDS,
  async handler(values, { db, business }) {
    if (await isResourceNameTaken(db, business.id, values.name)) nameTaken();
    const row = await db
      .transaction(async (tx) => {
        const typeId = await ensureResourceType(tx, business.id, values.typeName);
        return insertResource(tx, business.id, typeId, values);
      })
      .catch(refuseResourceWrite);
    return { ok: true, message: `"${row.name}" has been added.`, data: row };
  },
});

export const updateResource = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: updateResourceSchema,
  keepFields: ["id", ...RESOURCE_FORM_FIELDS],
  async handler({ id, ...values }, { db, business }) {
    if (!isUuid(id)) throwNotFound(RESOURCE_MESSAGES.notFound);
    if (await isResourceNameTaken(db, business.id, values.name, id)) nameTaken();
    const now = new Date();
    const row = await db
      .transaction(async (tx) => {
        const before = await lockResourceOfBusiness(tx, business.id, id);
        if (!before) throwNotFound(RESOURCE_MESSAGES.notFound);
        const typeId = await ensureResourceType(tx, business.id, values.typeName);
        if (typeId !== before.typeId) {
          // Its upcoming bookings hold it as the old type: it keeps that type while they last.
          await takeResourceTypeTurn(tx, before.typeId);
          if (await hasFutureHolds(tx, business.id, id, now)) heldAhead(before.name, "given another type");
        }
        const updated = await updateResourceOfBusiness(tx, business.id, id, {
          name: values.name,
          typeId,
          isActive: values.isActive,
        });
        if (!updated) throwNotFound(RESOURCE_MESSAGES.notFound);
        if (typeId !== before.typeId) await removeTypeIfUnused(tx, business.id, before.typeId, now);
        return updated;
      })
      .catch(refuseResourceWrite);
    return { ok: true, message: `"${row.name}" has been updated.`, data: row };
  },
});

/** Turn off / Turn on: an inactive resource is never given to a new booking; the ones it holds keep it. */
export const setResourceActive = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: setResourceActiveSchema,
  async handler({ id, isActive }, { db, business }) {
    if (!isUuid(id)) throwNotFound(RESOURCE_MESSAGES.notFound);
    const row = await updateResourceOfBusiness(db, business.id, id, { isActive });
    if (!row) throwNotFound(RESOURCE_MESSAGES.notFound);
    const message = isActive
      ? `"${row.name}" is on: new bookings can get it.`
      : `"${row.name}" is off: no new booking gets it.`;
    return { ok: true, message, data: row };
  },
});

export const deleteResource = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteResourceSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(RESOURCE_MESSAGES.notFound);
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const before = await lockResourceOfBusiness(tx, business.id, id);
      if (!before) throwNotFound(RESOURCE_MESSAGES.notFound);
      // No booking may pick it between the check and the delete.
      await takeResourceTypeTurn(tx, before.typeId);
      if (await hasFutureHolds(tx, business.id, id, now)) heldAhead(before.name, "deleted");
      // The holds of its past and cancelled bookings are deleted with it (resource_holds.resource_id cascades).
      const deleted = await deleteResourceOfBusiness(tx, business.id, id);
      if (!deleted) throwNotFound(RESOURCE_MESSAGES.notFound);
      await removeTypeIfUnused(tx, business.id, before.typeId, now);
      return deleted;
    });
    return { ok: true, message: `"${row.name}" has been deleted.`, data: row };
  },
});

export const addResourceBlockedDate = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: blockedDateFieldsSchema,
  keepFields: BLOCKED_DATE_FORM_FIELDS,
  async handler(values, { db, business }) {
    if (!isUuid(values.resourceId)) throwNotFound(RESOURCE_MESSAGES.notFound);
    // 'Today' is the business's date.
    if (values.endDate < toDateInZone(new Date(), business.timeZone)) {
      throw new AppError("invalid", RESOURCE_MESSAGES.inThePast, {
        fieldErrors: { endDate: RESOURCE_MESSAGES.inThePast },
      });
    }
    const row = await insertBlockedDate(db, business.id, values);
    if (!row) throwNotFound(RESOURCE_MESSAGES.notFound);
    return { ok: true, message: "The blocked dates have been added.", data: row };
  },
});

export const deleteResourceBlockedDate = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteBlockedDateSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(RESOURCE_MESSAGES.blockedDateNotFound);
    const row = await deleteBlockedDateOfBusiness(db, business.id, id);
    if (!row) throwNotFound(RESOURCE_MESSAGES.blockedDateNotFound);
    return { ok: true, message: "The blocked dates have been removed.", data: row };
  },
});

export const saveResourceNameAudience = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: resourceNameAudienceSchema,
  keepFields: ["resourceNamesShownTo"],
  async handler({ resourceNamesShownTo }, { db, business }) {
    await saveResourceNameAudienceOf(db, business.id, resourceNamesShownTo);
    return { ok: true, message: "Who is told the room or equipment has been saved." };
  },
});
