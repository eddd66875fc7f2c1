import { z } from "zod";
import { formText } from "@/lib/forms/text";
import { isUuid, SERVICE_CATEGORIES, type ResourceUse } from "@/lib/constants";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { serviceNeedsSchema } from "@/lib/resources/schema";

/**
 * The service form.
 *
 * Form field names: id (edit/delete only), name, description, duration (minutes),
 * price (pounds, e.g. '12.50'), processingAfter and processingMinutes (the processing part: from that many minutes
 * after the start, for that many; blank or 0 is none), category, color ('#rrggbb'), isActive (checkbox: 'on' when ticked), and each team
 * member's own `team.{staffId}.duration|price` (blank: the service's), and what it needs: `needs` (a resource type id
 * per ticked box) and `resourceUse` ('whole' | 'busy').
 * Output: `values` (durationMinutes and pricePence, as stored on `services`), `team` and `needs` (type ids).
 */

export const SERVICE_DEFAULTS = {
  durationMinutes: 30,
  pricePence: 0,
  category: "Other",
  color: "#0ea5e9",
  isActive: true,
} as const;

export const DURATION_STEP_MINUTES = 15;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 480;
/** £10,000. */
export const MAX_PRICE_PENCE = 1_000_000;

export const SERVICE_LIMITS = { name: 120, description: 1000 } as const;

export const SERVICE_FORM_FIELDS = [
  "name",
  "description",
  "duration",
  "price",
  "processingAfter",
  "processingMinutes",
  "category",
  "color",
  "isActive",
] as const;

export const SERVICE_NOT_FOUND_MESSAGE = "Service not found";

export const PRICE_FORMAT_MESSAGE = "Enter a price like 12.50";
export const PRICE_NEGATIVE_MESSAGE = "Price must be £0 or more";
export const PRICE_TOO_HIGH_MESSAGE = "Price can be at most £10,000";
export const PRICE_REQUIRED_MESSAGE = "Price is required";

export type ParseResult = { ok: true; value: number } | { ok: false; error: string };

/**
 * Pounds → integer pence, without floating point for strings: '12.5' → 1250, '12.50' → 1250,
 * '£7' → 700, '.5' → 50. Refuses more than 2 decimals, negatives, NaN, exponents, and more than £10,000.
 * Numbers (from JSON callers) are rounded to the nearest penny only when they have at most 2 decimals.
 */
export function parsePriceToPence(input: unknown): ParseResult {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, error: PRICE_FORMAT_MESSAGE };
    if (input < 0) return { ok: false, error: PRICE_NEGATIVE_MESSAGE };
    const pence = Math.round(input * 100);
    if (Math.abs(input * 100 - pence) > 1e-6) return { ok: false, error: PRICE_FORMAT_MESSAGE };
    if (pence > MAX_PRICE_PENCE) return { ok: false, error: PRICE_TOO_HIGH_MESSAGE };
    return { ok: true, value: pence };
  }
  if (input === undefined || input === null) return { ok: false, error: PRICE_REQUIRED_MESSAGE };
  if (typeof input !== "string") return { ok: false, error: PRICE_FORMAT_MESSAGE };
  const value = input.trim().replace(/^£\s*/, "");
  if (value === "") return { ok: false, error: PRICE_REQUIRED_MESSAGE };
  if (/^-\s*£?\s*(\d+\.?\d*|\.\d+)$/.test(value)) return { ok: false, error: PRICE_NEGATIVE_MESSAGE };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === "" && !match[2])) return { ok: false, error: PRICE_FORMAT_MESSAGE };
  const [, whole, fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, error: PRICE_FORMAT_MESSAGE };
  const pounds = whole.replace(/^0+(?=\d)/, "");
  if (pounds.length > 5) return { ok: false, error: PRICE_TOO_HIGH_MESSAGE };
  const pence = Number(pounds || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (pence > MAX_PRICE_PENCE) return { ok: false, error: PRICE_TOO_HIGH_MESSAGE };
  return { ok: true, value: pence };
}

/** Pence → the form's pounds text: 1250 → '12.50', 0 → '0.00'. */
export function penceToPriceInput(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** Whole minutes, at least 15, in steps of 15, at most 8 hours. */
export function parseDurationMinutes(input: unknown): ParseResult {
  let value: number;
  if (typeof input === "number") {
    value = input;
  } else if (typeof input === "string") {
    const trimmed = input.trim();
    if (trimmed === "") return { ok: false, error: "Duration is required" };
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { ok: false, error: "Enter the duration in minutes, like 30" };
    value = Number(trimmed);
  } else {
    return { ok: false, error: "Duration is required" };
  }
  if (!Number.isFinite(value)) return { ok: false, error: "Enter the duration in minutes, like 30" };
  if (value < MIN_DURATION_MINUTES) return { ok: false, error: "Duration must be at least 15 minutes" };
  if (!Number.isInteger(value) || value % DURATION_STEP_MINUTES !== 0) {
    return { ok: false, error: "Duration must be in steps of 15 minutes" };
  }
  if (value > MAX_DURATION_MINUTES) return { ok: false, error: "Duration can be at most 480 minutes (8 hours)" };
  return { ok: true, value };
}

export const PROCESSING_STEP_MINUTES = 5;
export const PROCESSING_FORMAT_MESSAGE = "Enter minutes in steps of 5, like 30";
export const PROCESSING_TOO_LONG_MESSAGE = "Processing must end within the service's duration";
export const PROCESSING_WHOLE_SERVICE_MESSAGE = "Processing can't take the whole service";

/** Minutes of a processing part: blank is 0; whole, in steps of 5, at most 8 hours. */
export function parseProcessingMinutes(input: unknown): ParseResult {
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
    return { ok: true, value: 0 };
  }
  const value = typeof input === "number" ? input : typeof input === "string" ? Number(input.trim()) : Number.NaN;
  if (
    !Number.isInteger(value) ||
    value < 0 ||
    value > MAX_DURATION_MINUTES ||
    value % PROCESSING_STEP_MINUTES !== 0 ||
    (typeof input === "string" && !/^\d+$/.test(input.trim()))
  ) {
    return { ok: false, error: PROCESSING_FORMAT_MESSAGE };
  }
  return { ok: true, value };
}

const fromParser = (parse: (input: unknown) => ParseResult) =>
  z
    .unknown()
    .optional()
    .transform((input, ctx) => {
      const result = parse(input);
      if (!result.ok) {
        ctx.addIssue({ code: "custom", message: result.error });
        return z.NEVER;
      }
      return result.value;
    });

export const serviceFieldsSchema = z
  .object({
    name: formText(SERVICE_LIMITS.name, `Service name can be at most ${SERVICE_LIMITS.name} characters`).pipe(
      z.string().min(1, "Service name is required"),
    ),
    description: formText(
      SERVICE_LIMITS.description,
      `Description can be at most ${SERVICE_LIMITS.description} characters`,
      { multiline: true },
    ),
    duration: fromParser(parseDurationMinutes).meta({
      required: true,
      min: MIN_DURATION_MINUTES,
      max: MAX_DURATION_MINUTES,
      step: DURATION_STEP_MINUTES,
    }),
    // In pounds, as typed.
    price: fromParser(parsePriceToPence).meta({ required: true, min: 0, max: MAX_PRICE_PENCE / 100, step: 0.01 }),
    processingAfter: fromParser(parseProcessingMinutes).meta({
      min: 0,
      max: MAX_DURATION_MINUTES,
      step: PROCESSING_STEP_MINUTES,
    }),
    processingMinutes: fromParser(parseProcessingMinutes).meta({
      min: 0,
      max: MAX_DURATION_MINUTES,
      step: PROCESSING_STEP_MINUTES,
    }),
    category: z
      .string()
      .optional()
      .transform((value) => value ?? SERVICE_DEFAULTS.category)
      .pipe(z.enum(SERVICE_CATEGORIES, { error: "Choose a category" })),
    color: z
      .string()
      .optional()
      .transform((value) => (value ?? SERVICE_DEFAULTS.color).trim())
      .pipe(z.string().regex(/^#[0-9a-fA-F]{6}$/, "Choose a colour like #0ea5e9"))
      .transform((value) => value.toLowerCase()),
    isActive: checkboxSchema,
  })
  .superRefine((input, ctx) => {
    // A processing part sits inside the service, with some of the service the staff member's own.
    if (input.processingMinutes === 0) return;
    if (input.processingMinutes >= input.duration) {
      ctx.addIssue({ code: "custom", path: ["processingMinutes"], message: PROCESSING_WHOLE_SERVICE_MESSAGE });
    } else if (input.processingAfter + input.processingMinutes > input.duration) {
      ctx.addIssue({ code: "custom", path: ["processingMinutes"], message: PROCESSING_TOO_LONG_MESSAGE });
    }
  });

/** The values written to `services` (never a business id: that comes from the session). */
const toServiceValues = (input: z.output<typeof serviceFieldsSchema>) => ({
  name: input.name,
  description: input.description,
  durationMinutes: input.duration,
  pricePence: input.price,
  processingAfterMinutes: input.processingMinutes === 0 ? 0 : input.processingAfter,
  processingMinutes: input.processingMinutes,
  category: input.category,
  color: input.color,
  isActive: input.isActive,
});

/** With how it holds the resources it needs (the form's `resourceUse`). */
export type ServiceValues = ReturnType<typeof toServiceValues> & { resourceUse: ResourceUse };

/*
 * A team member's own duration and price of the service (lib/services/staff-terms.ts), posted beside the service's
 * fields as `team.{staffId}.duration` and `team.{staffId}.price`; blank keeps the service's own. Field errors are
 * keyed by the same names.
 */

export type TeamTermField = "duration" | "price";

export const teamTermFieldName = (staffId: string, field: TeamTermField) => `team.${staffId}.${field}` as const;

const TEAM_TERM_FIELD = /^team\.([^.]*)\.(duration|price)$/;

/** A business never has this many staff; it only bounds what a client can post. */
export const MAX_TEAM_TERMS = 200;

export const FOREIGN_TEAM_MEMBER_MESSAGE = "Choose team members of this business";

export type TeamTerm = { staffId: string; durationMinutes: number | null; pricePence: number | null };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && !value.trim());

/** The posted own terms; a member whose two fields are blank has none. Problems go to `ctx`, keyed by field. */
function readTeamTerms(raw: Record<string, unknown>, ctx: z.RefinementCtx): TeamTerm[] {
  const posted = new Map<string, Partial<Record<TeamTermField, unknown>>>();
  for (const [key, value] of Object.entries(raw)) {
    const match = TEAM_TERM_FIELD.exec(key);
    if (!match) continue;
    const [, staffId, field] = match as unknown as [string, string, TeamTermField];
    if (!isUuid(staffId)) {
      ctx.addIssue({ code: "custom", path: [key], message: FOREIGN_TEAM_MEMBER_MESSAGE });
      continue;
    }
    posted.set(staffId.toLowerCase(), { ...posted.get(staffId.toLowerCase()), [field]: value });
  }
  if (posted.size > MAX_TEAM_TERMS) {
    ctx.addIssue({ code: "custom", path: ["form"], message: FOREIGN_TEAM_MEMBER_MESSAGE });
    return [];
  }
  const terms: TeamTerm[] = [];
  for (const [staffId, fields] of posted) {
    const read = (field: TeamTermField, parse: (input: unknown) => ParseResult) => {
      if (isBlank(fields[field])) return null;
      const result = parse(fields[field]);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", path: [teamTermFieldName(staffId, field)], message: result.error });
      return null;
    };
    const durationMinutes = read("duration", parseDurationMinutes);
    const pricePence = read("price", parsePriceToPence);
    if (durationMinutes !== null || pricePence !== null) terms.push({ staffId, durationMinutes, pricePence });
  }
  return terms;
}

/** The service's fields and its team's own terms, every problem reported in one round trip. */
const serviceFormSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  // Every key present (absent ones as undefined): zod refuses a missing key whose schema transforms.
  const fields = Object.fromEntries(SERVICE_FORM_FIELDS.map((field) => [field, raw[field]]));
  const parsed = serviceFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  const team = readTeamTerms(raw, ctx);
  const needs = serviceNeedsSchema.safeParse({ needs: raw.needs, resourceUse: raw.resourceUse });
  if (!needs.success) {
    for (const issue of needs.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  if (!parsed.success || !needs.success) return z.NEVER;
  return {
    values: { ...toServiceValues(parsed.data), resourceUse: needs.data.resourceUse },
    team,
    needs: needs.data.needs,
  };
});

/**
 * Ids are plain strings here on purpose: a malformed id must be answered exactly like an
 * unknown one ('Service not found'), which the action does after checking the format.
 */
const serviceIdSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? "").trim());

export const createServiceSchema = serviceFormSchema;

export const updateServiceSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  const id = serviceIdSchema.safeParse(raw.id);
  const form = serviceFormSchema.safeParse(raw);
  if (!form.success) {
    for (const issue of form.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { id: id.success ? id.data : "", ...form.data };
});

export const deleteServiceSchema = z.object({ id: serviceIdSchema });

/** The most services one business can put in order at once (far more than any salon lists). */
export const MAX_ORDERED_SERVICES = 500;

/** Refused when the list sent is not exactly the business's services (one added or deleted meanwhile, or a foreign id). */
export const SERVICE_ORDER_CHANGED_MESSAGE = "The list of services has changed. Reload and try again.";

/**
 * The Services screen's new order: every service id of the business, first to last. Whether they are
 * exactly the business's services is checked against the database (`reorderServicesOfBusiness`).
 */
export const reorderServicesSchema = z.object({
  serviceIds: z
    .array(
      z
        .string({ error: SERVICE_ORDER_CHANGED_MESSAGE })
        .trim()
        .toLowerCase()
        .refine((value) => isUuid(value), SERVICE_ORDER_CHANGED_MESSAGE),
      { error: "Send the services in their new order" },
    )
    .min(1, "Send the services in their new order")
    .max(MAX_ORDERED_SERVICES, `At most ${MAX_ORDERED_SERVICES} services can be put in order`)
    .refine((ids) => new Set(ids).size === ids.length, "A service is listed twice. Reload and try again."),
});
