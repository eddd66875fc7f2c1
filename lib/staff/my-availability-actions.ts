import type { CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import { deleteOwnedBlackout, insertBlackout } from "@/lib/blackouts/queries";
import { isUuid } from "@/lib/constants";
import { AppError, throwNotFound } from "@/lib/errors";
import { updateOwnAvailability } from "@/lib/staff/my-availability-queries";
import { isStaffMemberOfBusiness } from "@/lib/staff/queries";
import { BLACKOUT_NOT_FOUND_MESSAGE, blackoutFieldsSchema, deleteBlackoutSchema } from "@/lib/blackouts/schema";
import { parseFormOrThrow } from "@/lib/forms/field-errors";
import { AVAILABILITY_FORM_FIELDS, STAFF_NOT_FOUND_MESSAGE, staffAvailabilityFormSchema } from "@/lib/staff/schema";
import { z } from "zod";
import { can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";
import type { ActionResult } from "@/lib/actions/result";
import { refuseBlackoutWrite } from "@/lib/blackouts/actions";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { removeDayChange, writeDayChange, type DayChangeResult } from "@/lib/staff/day-change-actions";
import { DAY_CHANGE_FORM_FIELDS, dayChangeIdSchema } from "@/lib/staff/day-change-schema";

/*
 * My Availability: a staff user's own weekly hours, one-day changes of them and time off (their own staff blackouts). Staff only
 * (owners and managers edit anyone's on the Staff and Block Dates screens), and only while the owner lets
 * staff manage their availability (White Label → Staff Access). The member is always the session's own,
 * loaded by id AND business; nothing in the input names a member.
 */

const STAFF_ONLY = getAllowedRoles(["manage", "my-availability"]);

export const MY_AVAILABILITY_OFF_MESSAGE =
  "Your business doesn't let staff change their own availability. Ask your manager.";

/** The fields of the time off form, echoed back on a failure so what was typed is kept. */
export const TIME_OFF_FORM_FIELDS = ["startDate", "endDate", "startTime", "endTime", "reason"] as const;

export type MyAvailabilityResult = { availability: WeeklySchedule };
export type TimeOffResult = { id: string };

type Business = ActionContext<true>["business"];

/** The caller's own staff member id, once the business allows it and the member is one of the business's. */
async function ownStaffMemberId(db: Database, user: CurrentUser, business: Business): Promise<string> {
  if (!can({ ...user, business }, "manage", "my-availability"))
    throw new AppError("forbidden", MY_AVAILABILITY_OFF_MESSAGE);
  const staffId = user.staffMemberId;
  if (!staffId || !isUuid(staffId) || !(await isStaffMemberOfBusiness(db, business.id, staffId))) {
    throwNotFound(STAFF_NOT_FOUND_MESSAGE);
  }
  return staffId;
}

const anyFields = z.record(z.string(), z.unknown());

type OwnContext = { db: Database; business: Business; staffId: string };

/** A My Availability action: staff only, and its handler gets the caller's own member (`ownStaffMemberId`) first. */
function defineOwnAvailabilityAction<S extends z.ZodType, T>(definition: {
  schema: S;
  keepFields?: readonly string[];
  handler: (input: z.output<S>, context: OwnContext) => Promise<ActionResult<T>>;
}) {
  return defineAction<S, T, true>({
    roles: STAFF_ONLY,
    requiresBusiness: true,
    schema: definition.schema,
    keepFields: definition.keepFields,
    async handler(input, { db, user, business }) {
      const staffId = await ownStaffMemberId(db, user, business);
      return definition.handler(input, { db, business, staffId });
    },
  });
}

export const saveMyAvailability = defineOwnAvailabilityAction<typeof anyFields, MyAvailabilityResult>({
  schema: anyFields,
  keepFields: AVAILABILITY_FORM_FIELDS,
  async handler(raw, { db, business, staffId }) {
    const availability = parseFormOrThrow(staffAvailabilityFormSchema, raw);
    if (!(await updateOwnAvailability(db, business.id, staffId, availability))) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
    return { ok: true, message: "Your weekly hours have been saved.", data: { availability } };
  },
});

export const addMyTimeOff = defineOwnAvailabilityAction<typeof anyFields, TimeOffResult>({
  schema: anyFields,
  keepFields: TIME_OFF_FORM_FIELDS,
  async handler(raw, { db, business, staffId }) {
    // The Block Dates rules, for the caller's own member only: never the business, never recurring.
    const values = parseFormOrThrow(blackoutFieldsSchema, {
      startDate: raw.startDate,
      endDate: raw.endDate,
      startTime: raw.startTime,
      endTime: raw.endTime,
      reason: raw.reason,
      type: "staff",
      staffId,
      recurring: false,
    });
    const row = await insertBlackout(db, business.id, values).catch((error) =>
      refuseBlackoutWrite(error, () => throwNotFound(STAFF_NOT_FOUND_MESSAGE)),
    );
    return { ok: true, message: "Your time off has been added.", data: { id: row.id } };
  },
});

export const deleteMyTimeOff = defineOwnAvailabilityAction<typeof deleteBlackoutSchema, TimeOffResult>({
  schema: deleteBlackoutSchema,
  async handler({ id }, { db, business, staffId }) {
    if (!isUuid(id)) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    // By id AND business AND type staff AND the caller's member: a colleague's or the business's is 'not found'.
    const row = await deleteOwnedBlackout(db, { businessId: business.id, staffId }, id);
    if (!row) throwNotFound(BLACKOUT_NOT_FOUND_MESSAGE);
    return { ok: true, message: "Your time off has been deleted.", data: { id: row.id } };
  },
});

export const saveMyDayChange = defineOwnAvailabilityAction<typeof anyFields, DayChangeResult>({
  schema: anyFields,
  keepFields: DAY_CHANGE_FORM_FIELDS,
  // The member is the caller's own, whatever the form names.
  handler: (raw, { db, business, staffId }) => writeDayChange(db, business, staffId, raw),
});

export const deleteMyDayChange = defineOwnAvailabilityAction<typeof dayChangeIdSchema, DayChangeResult>({
  schema: dayChangeIdSchema,
  handler: ({ id }, { db, business, staffId }) => removeDayChange(db, { businessId: business.id, staffId }, id),
});
