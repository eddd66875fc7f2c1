import { z } from "zod";
import { isValidDate } from "@/lib/blackouts/rules";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { cleanSingleLine, formText } from "@/lib/forms/text";
import { RESOURCE_NAME_AUDIENCES, RESOURCE_USES, type ResourceNameAudience } from "@/lib/constants";

/**
 * The Resources screen's forms: a resource (name, its type given by name, active), a blocked period of one
 * resource, and who is told which room an appointment holds. Never a business id: that comes from the session.
 * Ids are plain strings on purpose: a malformed id is answered exactly like an unknown one ('… not found').
 */

export const RESOURCE_LIMITS = { name: 60, typeName: 60, reason: 120 } as const;

export const RESOURCE_FORM_FIELDS = ["name", "typeName", "isActive"] as const;
export const BLOCKED_DATE_FORM_FIELDS = ["resourceId", "startDate", "endDate", "reason"] as const;

export const RESOURCE_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name can be at most ${RESOURCE_LIMITS.name} characters`,
  nameTaken: "A resource with this name already exists.",
  typeRequired: "Type is required, like Treatment room",
  typeTooLong: `Type can be at most ${RESOURCE_LIMITS.typeName} characters`,
  notFound: "Resource not found",
  blockedDateNotFound: "Blocked date not found",
  startDateRequired: "From date is required",
  endDateRequired: "To date is required",
  startDateInvalid: "Enter a valid date",
  endDateInvalid: "Enter a valid date",
  endBeforeStart: "The To date can't be before the From date",
  inThePast: "These dates have passed. Choose today or a later date.",
  reasonTooLong: `Reason can be at most ${RESOURCE_LIMITS.reason} characters`,
  audienceInvalid: "Choose who is told the room or equipment",
} as const;

const idField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? "").trim());

const resourceFields = {
  name: formText(RESOURCE_LIMITS.name, RESOURCE_MESSAGES.nameTooLong).pipe(
    z.string().min(1, RESOURCE_MESSAGES.nameRequired),
  ),
  // The type as typed: an existing type of the business (any case) or a new one.
  typeName: formText(RESOURCE_LIMITS.typeName, RESOURCE_MESSAGES.typeTooLong).pipe(
    z.string().min(1, RESOURCE_MESSAGES.typeRequired),
  ),
  isActive: checkboxSchema,
};

export const resourceFieldsSchema = z.object(resourceFields);
export type ResourceValues = z.output<typeof resourceFieldsSchema>;

export const createResourceSchema = resourceFieldsSchema;
export const updateResourceSchema = z.object({ id: idField, ...resourceFields });
export const setResourceActiveSchema = z.object({ id: idField, isActive: checkboxSchema });
export const deleteResourceSchema = z.object({ id: idField });

const looseText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? cleanSingleLine(value).trim() : ""));

/** A blocked period: whole dates in the business's zone, inclusive. Whether it has passed is the action's check. */
export const blockedDateFieldsSchema = z
  .object({
    resourceId: idField,
    startDate: looseText.meta({ required: true }),
    endDate: looseText.meta({ required: true }),
    reason: looseText.meta({ maxLength: RESOURCE_LIMITS.reason }),
  })
  .superRefine((raw, ctx) => {
    const issue = (field: "startDate" | "endDate" | "reason", message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });
    let datesValid = true;
    if (raw.startDate === "") issue("startDate", RESOURCE_MESSAGES.startDateRequired);
    else if (!isValidDate(raw.startDate)) issue("startDate", RESOURCE_MESSAGES.startDateInvalid);
    if (raw.endDate === "") issue("endDate", RESOURCE_MESSAGES.endDateRequired);
    else if (!isValidDate(raw.endDate)) issue("endDate", RESOURCE_MESSAGES.endDateInvalid);
    if (!isValidDate(raw.startDate) || !isValidDate(raw.endDate)) datesValid = false;
    if (datesValid && raw.endDate < raw.startDate) issue("endDate", RESOURCE_MESSAGES.endBeforeStart);
    if (raw.reason.length > RESOURCE_LIMITS.reason) issue("reason", RESOURCE_MESSAGES.reasonTooLong);
  });

export type BlockedDateValues = z.output<typeof blockedDateFieldsSchema>;

export const deleteBlockedDateSchema = z.object({ id: idField });

export const RESOURCE_NAME_AUDIENCE_OPTIONS: readonly { value: ResourceNameAudience; label: string }[] = [
  { value: "dashboard", label: "Only in the dashboard" },
  { value: "staff", label: "In staff calendars too" },
  { value: "customers", label: "In customers' emails too" },
];

export const resourceNameAudienceSchema = z.object({
  resourceNamesShownTo: z.enum(RESOURCE_NAME_AUDIENCES, { error: RESOURCE_MESSAGES.audienceInvalid }),
});

/*
 * What a service needs, posted with the service form: `needs` (a resource type id per ticked box, repeated) and
 * `resourceUse` ('whole' | 'busy'). Whether each type is the business's is checked when they are written.
 */

/** A business never has this many types; it only bounds what a client can post. */
export const MAX_SERVICE_NEEDS = 50;

export const FOREIGN_RESOURCE_TYPE_MESSAGE = "Choose room or equipment types of this business";

export const serviceNeedsSchema = z.object({
  needs: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .transform((ids) => [...new Set(ids.map((id) => id.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.string()).max(MAX_SERVICE_NEEDS, FOREIGN_RESOURCE_TYPE_MESSAGE)),
  resourceUse: z
    .union([z.enum(RESOURCE_USES), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? value : "whole")),
});

export type ServiceNeeds = z.output<typeof serviceNeedsSchema>;
