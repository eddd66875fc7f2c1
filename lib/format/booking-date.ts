/**
 * Dates of the booking wizard. The "YYYY-MM-DD" strings are already calendar dates in the
 * business's time zone, so all math here is UTC-based and fixed-name: the visitor's own time
 * zone and the ICU version never change which weekday or month is shown.
 */

const WEEKDAYS_LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

type CalendarDate = { year: number; monthIndex: number; day: number; weekday: number };

/** Null unless `value` is a real calendar date written as YYYY-MM-DD (so 2026-02-30 is null). */
function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, monthIndex, day));
  // Date.UTC treats years 0-99 as 1900+; setUTCFullYear keeps the year as written.
  utc.setUTCFullYear(year);
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== monthIndex || utc.getUTCDate() !== day) return null;
  return { year, monthIndex, day, weekday: utc.getUTCDay() };
}

/** "2026-11-24" → "Tuesday 24 November 2026". Anything unparseable is returned as it came. */
export function formatLongDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return `${WEEKDAYS_LONG[parsed.weekday]} ${parsed.day} ${MONTHS_LONG[parsed.monthIndex]} ${parsed.year}`;
}

export type DateButtonParts = { weekday: string; day: string; month: string };

/** "2026-11-24" → { weekday: "Tue", day: "24", month: "Nov" }; unparseable input shows as the day. */
export function formatDateButton(date: string): DateButtonParts {
  const parsed = parseCalendarDate(date);
  if (!parsed) return { weekday: "", day: date, month: "" };
  return { weekday: WEEKDAYS_SHORT[parsed.weekday], day: String(parsed.day), month: MONTHS_SHORT[parsed.monthIndex] };
}

/** "2026-11-25" → "Wednesday 25 November" (no year: the picker's heading). Unparseable input as it came. */
export function formatWeekdayDayMonth(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return `${WEEKDAYS_LONG[parsed.weekday]} ${parsed.day} ${MONTHS_LONG[parsed.monthIndex]}`;
}

/** "2026-11-25" → "Wed 25 Nov 2026" (the dashboard's day format, for plain calendar dates). Unparseable input as it came. */
export function formatShortDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return `${WEEKDAYS_SHORT[parsed.weekday]} ${parsed.day} ${MONTHS_SHORT[parsed.monthIndex]} ${parsed.year}`;
}
