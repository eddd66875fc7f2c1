import type { Database } from "@/db/client";
import { getPgErrorCode } from "@/db/errors";
import { blackoutExists, deleteOwnedBlackout, insertBlackout, updateOwnedBlackout } from "@/lib/blackouts/queries";
import { isUuid } from "@/lib/constants";
import { AppError, throwNotFound } from "@/lib/errors";
import {
  BLACKOUT_FORM_FIELDS,
  BLACKOUT_MESSAGES,
  BLACKOUT_NOT_FOUND_MESSAGE,
  createBlackoutSchema,
  deleteBlackoutSchema,
  updateBlackoutSchema,
  type BlackoutValues,
} from "@/lib/blackouts/schema";
import { isStaffMemberOfBusiness } from "@/lib/staff/queries";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

const MANAGERS = getAllowedRoles(["manage", "blackouts"]);

export type BlackoutActionResult = { id: string };

const FOREIGN_KEY_VIOLATION = "23503";
const CHECK_VIOLATION = "23514";

function staffRequired(): never {
  throw new AppError("invalid", BLACKOUT_MESSAGES.staffRequired, {
    fieldErrors: { staffId: BLACKOUT_MESSAGES.staffRequired },
  });
}

/** A staff blackout's staff member must be one of this business's staff. */
async function assertStaffOfBusiness(db: Database, values: BlackoutValues, businessId: string): Promise<void> {
  if (values.type !== "staff") return;
  if (!values.staffId || !isUuid(values.staffId)) staffRequired();
  if (!(await isStaffMemberOfBusiness(db, businessId, values.staffId))) staffRequired();
}

/**
 * Database refusals that validation already covers, should a request race past it: the staff member deleted
 * meanwhile (answered by `staffGone`) and the end-before-start checks. Block Dates and My Availability's time off.
 */
export function refuseBlackoutWrite(error: unknown, staffGone: () => never): never {
  const code = getPgErrorCode(error);
  if (code === FOREIGN_KEY_VIOLATION) staffGone();
  if (code === CHECK_VIOLATION)
    throw new AppError("invalid", BLACKOUT_MESSAGES.endDateBeforeStart, {
      fieldErrors: { endDate: BLACKOUT_MESSAGES.endDateBeforeStart },
    });
  throw error;
}

export const createBlackout = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: createBlackoutSchema,
  keepFields: BLACKOUT_FORM_FIELDS,
  async handler(values, { db, business }) {
    await assertStaffOfBusiness(db, values, business.id);
    const row = await insertBlackout(db, business.id, values).catch((error) =>
      refuseBlackoutWrite(error, staffRequired),
    );
    return { ok: true, message: "The blackout period has been added.", data: row };
  },
});

export const updateBlackout = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: updateBlackoutSchema,
  keepFields: ["id", ...BLACKOUT_FORM_FIELDS],
  async handler({ id, values }, { db, business }) {
    if (!isUuid(id)) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    // Loaded by id AND the session's business: another business's blackout is 'not found'.
    const owner = { businessId: business.id };
    if (!(await blackoutExists(db, owner, id))) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    await assertStaffOfBusiness(db, values, business.id);
    const row = await updateOwnedBlackout(db, owner, id, values).catch((error) =>
      refuseBlackoutWrite(error, staffRequired),
    );
    if (!row) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    return { ok: true, message: "The blackout period has been updated.", data: row };
  },
});

export const deleteBlackout = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteBlackoutSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    const row = await deleteOwnedBlackout(db, { businessId: business.id }, id);
    if (!row) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    return { ok: true, message: "The blackout period has been deleted.", data: row };
  },
});
