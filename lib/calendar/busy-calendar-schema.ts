import { z } from "zod";

/** The personal-calendar forms (components/busy-calendars): browser-safe, no server imports. */

export const BUSY_CALENDAR_URL_MAX = 2048;
export const BUSY_CALENDAR_MESSAGES = {
  urlRequired: "Paste the calendar's secret iCal address.",
  urlInvalid: "Enter the calendar's full address, starting with https:// or webcal://.",
  urlTooLong: `The address is too long (at most ${BUSY_CALENDAR_URL_MAX} characters).`,
  notConnected: "This staff member has no personal calendar connected.",
} as const;

const SCHEMES = ["http:", "https:", "webcal:", "webcals:"];

function isCalendarAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return SCHEMES.includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const staffIdField = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));

export const saveBusyCalendarSchema = z.object({
  staffId: staffIdField,
  url: z
    .string(BUSY_CALENDAR_MESSAGES.urlRequired)
    .trim()
    .min(1, BUSY_CALENDAR_MESSAGES.urlRequired)
    .max(BUSY_CALENDAR_URL_MAX, BUSY_CALENDAR_MESSAGES.urlTooLong)
    .refine(isCalendarAddress, BUSY_CALENDAR_MESSAGES.urlInvalid),
});

export const busyCalendarStaffSchema = z.object({ staffId: staffIdField });
