import { z } from "zod";
import { WEEKDAYS, weeklyScheduleSchema, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

/** A new business's hours: Mon-Fri 09:00-17:00; Sat 10:00-16:00; Sun 10:00-16:00 closed. */
export const DEFAULT_BUSINESS_HOURS: WeeklySchedule = {
  monday: { enabled: true, start: "09:00", end: "17:00" },
  tuesday: { enabled: true, start: "09:00", end: "17:00" },
  wednesday: { enabled: true, start: "09:00", end: "17:00" },
  thursday: { enabled: true, start: "09:00", end: "17:00" },
  friday: { enabled: true, start: "09:00", end: "17:00" },
  saturday: { enabled: true, start: "10:00", end: "16:00" },
  sunday: { enabled: false, start: "10:00", end: "16:00" },
};

export const businessHoursSchema = weeklyScheduleSchema(DEFAULT_BUSINESS_HOURS);

/** A new staff member works Mon-Fri 09:00-17:00; Sat and Sun are off (times preset to 09:00-17:00). */
export const DEFAULT_STAFF_AVAILABILITY: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { enabled: day !== "saturday" && day !== "sunday", start: "09:00", end: "17:00" }]),
) as WeeklySchedule;

export const staffAvailabilitySchema = weeklyScheduleSchema(DEFAULT_STAFF_AVAILABILITY);

const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #0ea5e9");
/** An image address shown in an <img>: http(s) only; anything else stored (e.g. `javascript:`) reads as none. */
const optionalUrlSchema = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .catch(null);

export const THEMES = ["modern", "classic", "minimal", "warm"] as const;
export const FONT_FAMILIES = ["Inter", "Roboto", "Poppins", "Playfair Display"] as const;
export const BORDER_RADII = { none: "0px", small: "4px", medium: "8px", large: "16px" } as const;

export const customizationSchema = z.object({
  primaryColor: hexColorSchema.default("#0ea5e9"),
  secondaryColor: hexColorSchema.default("#d946ef"),
  logo: optionalUrlSchema.default(null),
  headerImage: optionalUrlSchema.default(null),
  theme: z.enum(THEMES).default("modern"),
  fontFamily: z.enum(FONT_FAMILIES).default("Inter"),
  borderRadius: z.enum(["none", "small", "medium", "large"]).default("medium"),
  showBusinessInfo: z.boolean().default(true),
  showPricing: z.boolean().default(true),
  showStaffSelection: z.boolean().default(true),
});
export type Customization = z.infer<typeof customizationSchema>;

export const calendarSettingsSchema = z.object({
  googleCalendarEnabled: z.boolean().default(false),
  outlookEnabled: z.boolean().default(false),
  syncEnabled: z.boolean().default(false),
  autoExport: z.boolean().default(false),
  includeCancelled: z.boolean().default(false),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const whiteLabelSchema = z.object({
  companyName: z.string().max(120).default(""),
  logoUrl: optionalUrlSchema.default(null),
  primaryColor: hexColorSchema.default("#0ea5e9"),
  hideBookingProBranding: z.boolean().default(false),
});
export type WhiteLabel = z.infer<typeof whiteLabelSchema>;

export const staffAccessSchema = z.object({
  enableStaffLogin: z.boolean().default(false),
  staffCanViewAllBookings: z.boolean().default(true),
  staffCanModifyBookings: z.boolean().default(true),
  staffCanManageAvailability: z.boolean().default(true),
});
export type StaffAccess = z.infer<typeof staffAccessSchema>;

/**
 * A new business's staff portal: off, and once the owner switches it on, staff see only their own
 * appointments and change nothing until the owner ticks more (White Label → Staff Access). The
 * schema's defaults above only fill a stored value that lacks a key.
 */
export const NEW_BUSINESS_STAFF_ACCESS: StaffAccess = {
  enableStaffLogin: false,
  staffCanViewAllBookings: false,
  staffCanModifyBookings: false,
  staffCanManageAvailability: false,
};

/** Parse a stored JSON column, filling the spec's defaults for anything missing or invalid. */
export function parseWithDefaults<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
