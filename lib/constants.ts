/**
 * The product's fixed vocabularies and id formats, in one module with no dependencies, so
 * client components, validations and the database schema (db/schema/enums.ts) share them.
 */

export const BUSINESS_TYPES = ["salon", "barber", "beauty", "spa", "clinic", "dental", "other"] as const;
export const USER_ROLES = ["owner", "manager", "staff"] as const;
/** `no_show` is ours, not the spec's: the customer did not come (it keeps its time taken, like completed). */
export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no_show"] as const;
export const BLACKOUT_TYPES = ["business", "staff"] as const;
export const RECURRING_PATTERNS = ["none", "weekly", "monthly"] as const;
/** Whether a service holds its resources for its whole time or only its busy parts (not while processing). */
export const RESOURCE_USES = ["whole", "busy"] as const;
/** Who sees which resource an appointment holds: the dashboard always; staff calendar feeds; customers' emails too. */
export const RESOURCE_NAME_AUDIENCES = ["dashboard", "staff", "customers"] as const;
export const FEEDBACK_TYPES = ["bug", "feature", "improvement", "compliment", "general"] as const;
export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export const TOKEN_PURPOSES = ["password_reset", "staff_invite"] as const;

export const SERVICE_CATEGORIES = [
  "Haircut & Styling",
  "Hair Coloring",
  "Facial Treatments",
  "Nail Services",
  "Massage Therapy",
  "Skin Care",
  "Medical Consultation",
  "Dental Care",
  "Other",
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The live statuses an Undo of a cancellation can put a booking back to. */
export const RESTORABLE_STATUSES = ["pending", "confirmed"] as const;
export type RestorableStatus = (typeof RESTORABLE_STATUSES)[number];
export const isRestorableStatus = (status: BookingStatus): status is RestorableStatus =>
  (RESTORABLE_STATUSES as readonly string[]).includes(status);
export type BlackoutType = (typeof BLACKOUT_TYPES)[number];
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];
export type ResourceUse = (typeof RESOURCE_USES)[number];
export type ResourceNameAudience = (typeof RESOURCE_NAME_AUDIENCES)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every row id is a UUID; anything else can never match a row and is refused before a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

/** One DNS label: 1-63 lower-case letters, digits and inner hyphens (slugs, subdomains, domain parts). */
export const DNS_LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isDnsLabel(value: string): boolean {
  return DNS_LABEL_PATTERN.test(value);
}

/** The kinds of question an intake form asks (lib/intake/). */
export const INTAKE_QUESTION_KINDS = [
  "short_text",
  "long_text",
  "single_choice",
  "multiple_choice",
  "yes_no",
  "date",
] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];
