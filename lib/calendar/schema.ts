import { z } from "zod";
import { calendarSettingsSchema, type CalendarSettings } from "@/lib/business/settings-schema";
import { checkboxSchema } from "@/lib/forms/checkbox";

/** The Sync Settings switches, in the spec's order (each posts 'on' while switched on). */
export const CALENDAR_SETTING_FIELDS = [
  "googleCalendarEnabled",
  "outlookEnabled",
  "syncEnabled",
  "autoExport",
  "includeCancelled",
] as const satisfies readonly (keyof CalendarSettings)[];

export const calendarSettingsFormSchema = z
  .object(Object.fromEntries(CALENDAR_SETTING_FIELDS.map((field) => [field, checkboxSchema])))
  .transform((values) => calendarSettingsSchema.parse(values));
