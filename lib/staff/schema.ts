import { z } from "zod";
import { formText } from "@/lib/forms/text";
import {
  WEEKDAY_SHORT_NAMES,
  WEEKDAYS,
  type ScheduleDay,
  type WeeklySchedule,
} from "@/lib/availability/weekly-schedule";
import {
  readWeeklySchedule,
  scheduleFormFields,
  toScheduleFormFields,
  type ScheduleForm,
} from "@/lib/availability/weekly-schedule-form";
import { formatDayWindows } from "@/lib/availability/format-hours";
import { DEFAULT_STAFF_AVAILABILITY } from "@/lib/business/settings-schema";
import { checkboxSchema } from "@/lib/forms/checkbox";

/**
 * The staff member form.
 *
 * Form field names (flat, as posted by the form):
 *   id (edit, delete and create-login only), name, email, phone, jobTitle,
 *   specialties (one value per ticked service id; none ticked = performs every service),
 *   isActive (checkbox: 'on' when ticked, absent otherwise),
 *   availability.{weekday}.enabled (checkbox), availability.{weekday}.start, availability.{weekday}.end ('HH:MM'),
 *   availability.{weekday}.breaks.{i}.start|end (up to MAX_BREAKS_PER_DAY breaks)
 * with {weekday} one of monday … sunday (lib/availability/weekly-schedule-form.ts). Field errors are keyed by these same names,
 * e.g. `fieldErrors["availability.monday.end"]`.
 *
 * Whether the email is required depends on the business (staff login enabled), so the schema
 * is built per call: `staffFormSchema({ emailRequired })`. The business id never comes from here.
 */

export const STAFF_LIMITS = { name: 120, email: 254, phone: 40, jobTitle: 80 } as const;
/** A business never has this many services; it only bounds what a client can post. */
export const MAX_SPECIALTIES = 200;

export const STAFF_NOT_FOUND_MESSAGE = "Staff member not found";
export const NAME_REQUIRED_MESSAGE = "Full name is required";
export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const EMAIL_INVALID_MESSAGE = "Enter a valid email address";
export const EMAIL_HINT = "Required for staff portal access";
export const PHONE_INVALID_MESSAGE = "Enter a valid phone number";
export const END_BEFORE_START_MESSAGE = "End time must be after start time";
export const FOREIGN_SPECIALTY_MESSAGE = "Choose services of this business";

export const NEEDS_EMAIL_FOR_LOGIN_MESSAGE = "Staff member needs an email address to create a login account";
export const STAFF_LOGIN_DISABLED_MESSAGE = "Enable the staff login portal in White Label settings first.";
export const LOGIN_EMAIL_TAKEN_MESSAGE = "A login account with this email already exists.";
export const ALREADY_HAS_LOGIN_MESSAGE = "This staff member already has a login account.";

/** The working hours as the Staff form and My Availability post them, with their words for problems. */
export const WORKING_HOURS_FORM: ScheduleForm = {
  prefix: "availability",
  defaults: DEFAULT_STAFF_AVAILABILITY,
  messages: {
    startMissing: "Enter a start time like 09:00",
    endMissing: "Enter an end time like 17:00",
    endBeforeStart: END_BEFORE_START_MESSAGE,
  },
  words: { start: "Start time", end: "End time" },
};

/** The weekly hours' fields (the staff form's, and a staff user's own My Availability form). */
export const AVAILABILITY_FORM_FIELDS: readonly string[] = scheduleFormFields(WORKING_HOURS_FORM.prefix);

/** Every text field of the form: echoed back on a validation error so nothing typed is lost. */
export const STAFF_FORM_FIELDS: readonly string[] = [
  "name",
  "email",
  "phone",
  "jobTitle",
  "isActive",
  ...AVAILABILITY_FORM_FIELDS,
];

const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;

/** Ticked service ids: a single value (FormData with one box ticked), a list, or nothing. Deduplicated, order kept. */
const specialtiesSchema = z
  .union([z.string(), z.array(z.string()), z.null(), z.undefined()], { error: FOREIGN_SPECIALTY_MESSAGE })
  .transform((value) => {
    const list = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    return [...new Set(list.map((id) => id.trim()).filter((id) => id !== ""))];
  })
  .pipe(z.array(z.string()).max(MAX_SPECIALTIES, FOREIGN_SPECIALTY_MESSAGE));

/** The form's own fields (the weekly hours are read beside them); the form takes its limits from here. */
export const staffInfoSchema = (emailRequired: boolean) =>
  z.object({
    name: formText(STAFF_LIMITS.name, `Full name can be at most ${STAFF_LIMITS.name} characters`).pipe(
      z.string().min(1, NAME_REQUIRED_MESSAGE),
    ),
    email: formText(STAFF_LIMITS.email, `Email can be at most ${STAFF_LIMITS.email} characters`)
      .refine((value) => !emailRequired || value !== "", EMAIL_REQUIRED_MESSAGE)
      .pipe(z.union([z.literal(""), z.email(EMAIL_INVALID_MESSAGE)], { error: EMAIL_INVALID_MESSAGE }))
      .transform((value) => value.toLowerCase()),
    phone: formText(STAFF_LIMITS.phone, `Phone can be at most ${STAFF_LIMITS.phone} characters`).refine(
      (value) => value === "" || (PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6),
      PHONE_INVALID_MESSAGE,
    ),
    jobTitle: formText(STAFF_LIMITS.jobTitle, `Job title can be at most ${STAFF_LIMITS.jobTitle} characters`),
    specialties: specialtiesSchema,
    isActive: checkboxSchema,
  });

/** Validates the whole form at once, so every field's problem is reported in one round trip. */
export function staffFormSchema(options: { emailRequired: boolean }) {
  const info = staffInfoSchema(options.emailRequired);
  return z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    // Every key present (absent ones as undefined): zod refuses a missing key whose schema transforms.
    const fields = {
      name: raw.name,
      email: raw.email,
      phone: raw.phone,
      jobTitle: raw.jobTitle,
      specialties: raw.specialties,
      isActive: raw.isActive,
    };
    const parsed = info.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    const availability = readWeeklySchedule(raw, WORKING_HOURS_FORM, ctx);
    if (!parsed.success) return z.NEVER;
    return { ...parsed.data, availability };
  });
}

export type StaffFormInput = z.output<ReturnType<typeof staffFormSchema>>;

/**
 * The weekly hours alone (`availability.{weekday}.enabled|start|end`), with the staff form's rules:
 * a staff user's own My Availability form. Any other field (a name, another member's id) is not read.
 */
export const staffAvailabilityFormSchema = z
  .record(z.string(), z.unknown())
  .transform((raw, ctx) => readWeeklySchedule(raw, WORKING_HOURS_FORM, ctx));

/**
 * What the action definitions accept before the business-dependent parse: any object.
 * Ids stay plain strings so a malformed id is answered exactly like an unknown one.
 */
export const staffFormInputSchema = z.record(z.string(), z.unknown());

/** `{ id }` for delete and create-login; a missing or non-string id becomes '' (answered as not found). */
export const staffIdInputSchema = z
  .record(z.string(), z.unknown())
  .transform((raw) => ({ id: typeof raw.id === "string" ? raw.id.trim() : "" }));

/** The values the form starts from: a stored member, or the spec's defaults for a new one. */
export type StaffFormValues = {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  specialties: string[];
  availability: WeeklySchedule;
  isActive: boolean;
};

export const EMPTY_STAFF_FORM: StaffFormValues = {
  name: "",
  email: "",
  phone: "",
  jobTitle: "",
  specialties: [],
  availability: DEFAULT_STAFF_AVAILABILITY,
  isActive: true,
};

/** Flattens form values into the posted field names (for tests and for building FormData). */
export function toStaffFormFields(values: StaffFormValues): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    jobTitle: values.jobTitle,
    specialties: values.specialties,
  };
  if (values.isActive) fields.isActive = "on";
  return { ...fields, ...toScheduleFormFields(WORKING_HOURS_FORM.prefix, values.availability) };
}

// A day off (or one its breaks leave no time in) reads as ''.
const hoursOf = (day: ScheduleDay | undefined) => (day ? formatDayWindows(day) : "");

/**
 * A compact weekly summary for the staff card: consecutive working days with the same hours (breaks included)
 * are grouped, e.g. ['Mon–Wed 09:00–13:00, 14:00–17:00', 'Thu–Fri 09:00–18:00', 'Sat 09:00–16:00']. Empty when
 * no day is on.
 */
export function summarizeAvailability(availability: WeeklySchedule): string[] {
  const lines: string[] = [];
  let index = 0;
  while (index < WEEKDAYS.length) {
    const day = WEEKDAYS[index];
    const hours = hoursOf(availability[day]);
    if (hours === "") {
      index++;
      continue;
    }
    let last = index;
    while (last + 1 < WEEKDAYS.length && hoursOf(availability[WEEKDAYS[last + 1]]) === hours) last++;
    const days =
      last === index ? WEEKDAY_SHORT_NAMES[day] : `${WEEKDAY_SHORT_NAMES[day]}–${WEEKDAY_SHORT_NAMES[WEEKDAYS[last]]}`;
    lines.push(`${days} ${hours}`);
    index = last + 1;
  }
  return lines;
}
