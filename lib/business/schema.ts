import { z } from "zod";
import { formText } from "@/lib/forms/text";
import { BUSINESS_TYPES, type BusinessType } from "@/lib/constants";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import {
  readWeeklySchedule,
  scheduleFormFields,
  toScheduleFormFields,
  type ScheduleForm,
} from "@/lib/availability/weekly-schedule-form";
import { DEFAULT_BUSINESS_HOURS } from "./settings-schema";

/**
 * The Business Setup form.
 *
 * Form field names (flat, as posted by the form):
 *   name, type, description, address, phone, email, website, timeZone,
 *   hours.{weekday}.enabled (checkbox: 'on' when open), hours.{weekday}.start, hours.{weekday}.end ('HH:MM')
 * with {weekday} one of monday … sunday (lib/availability/weekly-schedule-form.ts). Field errors are keyed
 * by these same names, e.g. `fieldErrors["hours.monday.end"]`.
 *
 * The parsed output is the shape stored on `businesses` (hours as a `WeeklySchedule`).
 */

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  salon: "Hair Salon",
  barber: "Barber Shop",
  beauty: "Beauty Salon",
  spa: "Spa & Wellness",
  clinic: "Medical Clinic",
  dental: "Dental Practice",
  other: "Other",
};

export const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));

export const DEFAULT_TIME_ZONE = "Europe/London";

/** The opening hours as the form posts them, with the form's words for their problems. */
export const OPENING_HOURS_FORM: ScheduleForm = {
  prefix: "hours",
  defaults: DEFAULT_BUSINESS_HOURS,
  messages: {
    startMissing: "Enter an opening time like 09:00",
    endMissing: "Enter a closing time like 17:00",
    endBeforeStart: "Closing time must be after opening time",
  },
  words: { start: "Opens", end: "Closes" },
};

export const BUSINESS_LIMITS = {
  name: 120,
  description: 1000,
  address: 300,
  phone: 30,
  email: 254,
  website: 300,
} as const;

/** Every text field of the form: echoed back on a validation error so nothing typed is lost. */
export const BUSINESS_FORM_FIELDS: readonly string[] = [
  "name",
  "type",
  "description",
  "address",
  "phone",
  "email",
  "website",
  "timeZone",
  ...scheduleFormFields(OPENING_HOURS_FORM.prefix),
];

const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;

/** Time zones offered by the select: every IANA zone the runtime knows, plus UTC. */
export function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [DEFAULT_TIME_ZONE];
  return zones.includes("UTC") ? [...zones] : [...zones, "UTC"];
}

let knownZones: Set<string> | null = null;

/** The canonical spelling of a known IANA zone ('europe/london' → 'Europe/London'), or null. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone) return null;
  try {
    const canonical = new Intl.DateTimeFormat("en-GB", { timeZone: zone }).resolvedOptions().timeZone;
    knownZones ??= new Set(listTimeZones());
    return knownZones.has(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/**
 * '' stays '' (optional); 'example.com' becomes 'https://example.com'. Only http and https
 * with a dotted host name are accepted, so the public page never links to `javascript:` etc.
 */
export function normalizeWebsite(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return "";
  // 'javascript:…' or 'http://…' keep their scheme (and are checked below); 'example.com:8080/x' gets https.
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value);
  const withScheme = hasScheme ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname.includes(".") || url.hostname.startsWith(".") || url.hostname.endsWith(".")) return null;
  if (/\s/.test(withScheme)) return null;
  return withScheme;
}

/** The form's own fields (the hours are read beside them); the form takes its limits from here. */
export const businessInfoSchema = z.object({
  name: formText(BUSINESS_LIMITS.name, `Business name can be at most ${BUSINESS_LIMITS.name} characters`).pipe(
    z.string().min(1, "Business name is required"),
  ),
  type: z.enum(BUSINESS_TYPES, { error: "Choose a business type" }),
  description: formText(
    BUSINESS_LIMITS.description,
    `Description can be at most ${BUSINESS_LIMITS.description} characters`,
    { multiline: true },
  ),
  address: formText(BUSINESS_LIMITS.address, `Address can be at most ${BUSINESS_LIMITS.address} characters`),
  phone: formText(BUSINESS_LIMITS.phone, "Enter a valid phone number").refine(
    (value) => value === "" || (PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6),
    "Enter a valid phone number",
  ),
  email: formText(BUSINESS_LIMITS.email, "Enter a valid email address").pipe(
    z.union([z.literal(""), z.email("Enter a valid email address")], { error: "Enter a valid email address" }),
  ),
  website: formText(BUSINESS_LIMITS.website, `Website can be at most ${BUSINESS_LIMITS.website} characters`).transform(
    (value, ctx) => {
      const normalized = normalizeWebsite(value);
      if (normalized === null) {
        ctx.addIssue({ code: "custom", message: "Enter a website address like https://example.com" });
        return z.NEVER;
      }
      return normalized;
    },
  ),
  timeZone: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const raw = (value ?? DEFAULT_TIME_ZONE).trim();
      const canonical = canonicalTimeZone(raw);
      if (canonical === null) {
        ctx.addIssue({ code: "custom", message: raw === "" ? "Choose a time zone" : "Choose a valid time zone" });
        return z.NEVER;
      }
      return canonical;
    }),
});

/** Validates the whole form at once, so every field's problem is reported in one round trip. */
export const businessFormSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  const info = businessInfoSchema.safeParse(raw);
  if (!info.success) {
    for (const issue of info.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  const hours = readWeeklySchedule(raw, OPENING_HOURS_FORM, ctx);
  if (!info.success) return z.NEVER;
  return { ...info.data, hours };
});

export type BusinessFormInput = z.output<typeof businessFormSchema>;

/** What the setup form starts from: the stored business, or the spec's defaults for a new one. */
export type BusinessFormValues = {
  name: string;
  type: BusinessType | "";
  description: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  timeZone: string;
  hours: WeeklySchedule;
};

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: "",
  type: "",
  description: "",
  address: "",
  phone: "",
  email: "",
  website: "",
  timeZone: DEFAULT_TIME_ZONE,
  hours: DEFAULT_BUSINESS_HOURS,
};

/** Flattens form values into the posted field names (for tests and for building FormData). */
export function toBusinessFormFields(values: BusinessFormValues): Record<string, string> {
  const fields: Record<string, string> = {
    name: values.name,
    type: values.type,
    description: values.description,
    address: values.address,
    phone: values.phone,
    email: values.email,
    website: values.website,
    timeZone: values.timeZone,
  };
  return { ...fields, ...toScheduleFormFields(OPENING_HOURS_FORM.prefix, values.hours) };
}
