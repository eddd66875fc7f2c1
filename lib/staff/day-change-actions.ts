import { z } from "zod";
import type { Database } from "@/db/client";
import { isUuid } from "@/lib/constants";
import { throwNotFound } from "@/lib/errors";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";
import type { ActionResult } from "@/lib/actions/result";
import { parseFormOrThrow } from "@/lib/forms/field-errors";
import { formatShortDate } from "@/lib/format/booking-date";
import { toDateInZone } from "@/lib/time/zoned-time";
import { STAFF_NOT_FOUND_MESSAGE } from "@/lib/staff/schema";
import { deleteDayChange, upsertDayChange } from "@/lib/staff/day-change-queries";
import {
  DAY_CHANGE_FORM_FIELDS,
  DAY_CHANGE_MESSAGES,
  dayChangeFormSchema,
  dayChangeIdSchema,
} from "@/lib/staff/day-change-schema";

/*
 * One-day changes of a member's hours: owners and managers change anyone's on the Staff screen (here); a staff user
 * their own on My Availability (lib/staff/my-availability-actions.ts), through the same two steps below.
 */

const MANAGERS = getAllowedRoles(["manage", "staff"]);

export type DayChangeResult = { id: string };

type Business = ActionContext<true>["business"];

const anyFields = z.record(z.string(), z.unknown());

/** Checks the posted change against the business's today and writes it for this member of the business. */
export async function writeDayChange(
  db: Database,
  business: Business,
  staffId: string,
  raw: Record<string, unknown>,
): Promise<ActionResult<DayChangeResult>> {
  const change = parseFormOrThrow(dayChangeFormSchema(toDateInZone(new Date(), business.timeZone)), raw);
  const row = isUuid(staffId) ? await upsertDayChange(db, business.id, staffId, change) : null;
  if (!row) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
  const day = formatShortDate(change.date);
  const message = change.hours.enabled ? `The hours for ${day} have been saved.` : `${day} is now a day off.`;
  return { ok: true, message, data: row };
}

/** Removes a change of the business's (of that member only, when given): the usual hours apply again. */
export async function removeDayChange(
  db: Database,
  scope: { businessId: string; staffId?: string },
  id: string,
): Promise<ActionResult<DayChangeResult>> {
  const row = isUuid(id) ? await deleteDayChange(db, scope, id) : null;
  if (!row) throwNotFound(DAY_CHANGE_MESSAGES.notFound);
  return {
    ok: true,
    message: `The usual hours apply again on ${formatShortDate(row.date)}.`,
    data: { id: row.id },
  };
}

export const saveDayChange = defineAction<typeof anyFields, DayChangeResult, true>({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: anyFields,
  keepFields: DAY_CHANGE_FORM_FIELDS,
  handler: (raw, { db, business }) =>
    writeDayChange(db, business, typeof raw.staffId === "string" ? raw.staffId.trim() : "", raw),
});

export const deleteDayChangeOfStaff = defineAction<typeof dayChangeIdSchema, DayChangeResult, true>({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: dayChangeIdSchema,
  handler: ({ id }, { db, business }) => removeDayChange(db, { businessId: business.id }, id),
});
