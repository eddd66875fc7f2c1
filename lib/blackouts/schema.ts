import { isUuid } from "@/lib/constants";
import { z } from "zod";
import { cleanSingleLine } from "@/lib/forms/text";
import { isValidDate, isValidTime, normalizeTime, type BlackoutRule, type BlackoutType } from "@/lib/blackouts/rules";
import { checkboxSchema } from "@/lib/forms/checkbox";

/**
 * The blackout form (end before start is refused).
 *
 * Form field names: id (edit/delete only), type ('business' | 'staff'), staffId, startDate and
 * endDate ('YYYY-MM-DD'), startTime and endTime ('HH:mm', optional, both or neither), reason,
 * recurring (checkbox: 'on' when ticked), recurringPattern ('weekly' | 'monthly', only when recurring).
 * Never a business id: that comes from the session.
 */

export const BLACKOUT_FORM_FIELDS = [
  "type",
  "staffId",
  "startDate",
  "endDate",
  "startTime",
  "endTime",
  "reason",
  "recurring",
  "recurringPattern",
] as const;

export const BLACKOUT_REASON_MAX = 200;

export const BLACKOUT_MESSAGES = {
  typeRequired: "Please choose what to block",
  staffRequired: "Please select a staff member",
  startDateRequired: "Start date is required",
  endDateRequired: "End date is required",
  startDateInvalid: "Enter a valid start date",
  endDateInvalid: "Enter a valid end date",
  endDateBeforeStart: "End date cannot be before start date",
  timesBothOrNeither: "Enter both a start and an end time, or neither",
  startTimeInvalid: "Enter a valid start time",
  endTimeInvalid: "Enter a valid end time",
  endTimeBeforeStart: "End time cannot be before start time",
  reasonTooLong: `Reason can be at most ${BLACKOUT_REASON_MAX} characters`,
  patternInvalid: "Choose weekly or monthly",
  notFound: "Blackout not found",
} as const;

export const BLACKOUT_NOT_FOUND_MESSAGE = BLACKOUT_MESSAGES.notFound;

export const BLACKOUT_TYPE_OPTIONS: readonly { value: BlackoutType; label: string }[] = [
  { value: "business", label: "Entire Business" },
  { value: "staff", label: "Specific Staff Member" },
];

export const RECURRING_PATTERN_OPTIONS = [
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
] as const;

/** What is written to `blackouts` (plus the business id from the session): the rule and its reason. */
export type BlackoutValues = BlackoutRule & { reason: string };

/** Any input → a cleaned, trimmed single line ('' for missing, null or non-strings). */
const looseText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? cleanSingleLine(value).trim() : ""));

// The rules a form can tell the browser (`formRules`); the transform below checks them all on the server.
const rawFieldsSchema = z.object({
  type: looseText,
  staffId: looseText,
  startDate: looseText.meta({ required: true }),
  endDate: looseText.meta({ required: true }),
  startTime: looseText,
  endTime: looseText,
  reason: looseText.meta({ maxLength: BLACKOUT_REASON_MAX }),
  recurring: checkboxSchema,
  recurringPattern: looseText,
});

type RawFields = z.output<typeof rawFieldsSchema>;

/**
 * Every rule in one pass, so the form shows all its messages at once. Issues carry the field
 * name as their path; the action layer turns them into field errors.
 */
function toBlackoutValues(raw: RawFields, ctx: z.RefinementCtx): BlackoutValues {
  const issue = (field: keyof RawFields, message: string) => ctx.addIssue({ code: "custom", message, path: [field] });

  const type = raw.type === "" ? "business" : raw.type;
  if (type !== "business" && type !== "staff") issue("type", BLACKOUT_MESSAGES.typeRequired);
  // A malformed id is answered like a missing one; whether it is one of the business's staff
  // is checked by the action against the database.
  if (type === "staff" && !isUuid(raw.staffId)) issue("staffId", BLACKOUT_MESSAGES.staffRequired);

  let datesValid = true;
  if (raw.startDate === "") {
    issue("startDate", BLACKOUT_MESSAGES.startDateRequired);
    datesValid = false;
  } else if (!isValidDate(raw.startDate)) {
    issue("startDate", BLACKOUT_MESSAGES.startDateInvalid);
    datesValid = false;
  }
  if (raw.endDate === "") {
    issue("endDate", BLACKOUT_MESSAGES.endDateRequired);
    datesValid = false;
  } else if (!isValidDate(raw.endDate)) {
    issue("endDate", BLACKOUT_MESSAGES.endDateInvalid);
    datesValid = false;
  }
  if (datesValid && raw.endDate < raw.startDate) issue("endDate", BLACKOUT_MESSAGES.endDateBeforeStart);

  let timesValid = true;
  if (raw.startTime !== "" && !isValidTime(raw.startTime)) {
    issue("startTime", BLACKOUT_MESSAGES.startTimeInvalid);
    timesValid = false;
  }
  if (raw.endTime !== "" && !isValidTime(raw.endTime)) {
    issue("endTime", BLACKOUT_MESSAGES.endTimeInvalid);
    timesValid = false;
  }
  const startTime = normalizeTime(raw.startTime);
  const endTime = normalizeTime(raw.endTime);
  if (timesValid && (startTime === null) !== (endTime === null)) {
    issue(startTime === null ? "startTime" : "endTime", BLACKOUT_MESSAGES.timesBothOrNeither);
  } else if (timesValid && startTime !== null && endTime !== null && endTime < startTime) {
    issue("endTime", BLACKOUT_MESSAGES.endTimeBeforeStart);
  }

  if (raw.reason.length > BLACKOUT_REASON_MAX) issue("reason", BLACKOUT_MESSAGES.reasonTooLong);

  let recurringPattern: BlackoutValues["recurringPattern"] = "none";
  if (raw.recurring) {
    const pattern = raw.recurringPattern === "" ? "weekly" : raw.recurringPattern;
    if (pattern === "weekly" || pattern === "monthly") recurringPattern = pattern;
    else issue("recurringPattern", BLACKOUT_MESSAGES.patternInvalid);
  }

  return {
    type: type === "staff" ? "staff" : "business",
    staffId: type === "staff" ? raw.staffId.toLowerCase() : null,
    startDate: raw.startDate,
    endDate: raw.endDate,
    startTime,
    endTime,
    reason: raw.reason,
    recurring: raw.recurring,
    recurringPattern,
  };
}

export const blackoutFieldsSchema = rawFieldsSchema.transform(toBlackoutValues);

export const createBlackoutSchema = blackoutFieldsSchema;

/**
 * Ids are plain strings here on purpose: a malformed id must be answered exactly like an
 * unknown one ('Blackout not found'), which the action does after checking the format.
 */
export const updateBlackoutSchema = rawFieldsSchema
  .extend({ id: looseText })
  .transform((input, ctx) => ({ id: input.id, values: toBlackoutValues(input, ctx) }));

export const deleteBlackoutSchema = z.object({ id: looseText });
