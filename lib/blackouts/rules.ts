/**
 * Blackout rules, as pure functions (no I/O, no clock, no local time zone): shared by the
 * Block Dates screen and the slot engine.
 *
 * Dates are plain 'YYYY-MM-DD' strings (wall-clock dates in the business's zone) and times are
 * 'HH:mm'. Weekdays and day counts are computed with UTC-based date math, so the server's or the
 * browser's own time zone never leaks in.
 */

export type BlackoutType = "business" | "staff";
export type BlackoutRecurringPattern = "none" | "weekly" | "monthly";

export type BlackoutRule = {
  type: BlackoutType;
  staffId: string | null;
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  /** 'YYYY-MM-DD', inclusive. */
  endDate: string;
  /** 'HH:mm' or null (whole day). */
  startTime: string | null;
  endTime: string | null;
  recurring: boolean;
  recurringPattern: BlackoutRecurringPattern;
};

/** Minutes after midnight, both ends blocked (spec: 'times between them (inclusive) are blocked'). */
export type BlockedMinutes = "all-day" | { from: number; to: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

export const UPCOMING_DAYS = 14;

type DateParts = { year: number; month: number; day: number };

function parts(date: string): DateParts {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Whether the string is a real calendar date 'YYYY-MM-DD' (so '2026-02-30' is not). */
export function isValidDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Whether the string is a time 'HH:mm' (or 'HH:mm:ss', as PostgreSQL returns it). */
export function isValidTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

/** 'HH:mm:ss' or 'HH:mm' → 'HH:mm'; null stays null. */
export function normalizeTime(time: string | null | undefined): string | null {
  if (!time) return null;
  return time.slice(0, 5);
}

/** Days since 1970-01-01 (UTC), so differences between dates are whole days. */
export function dayNumber(date: string): number {
  const { year, month, day } = parts(date);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromDayNumber(value: number): string {
  const instant = new Date(value * DAY_MS);
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() + 1;
  const day = instant.getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Minutes after midnight of 'HH:mm'. */
export function timeToMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function isRecurring(rule: BlackoutRule): rule is BlackoutRule & { recurringPattern: "weekly" | "monthly" } {
  return rule.recurring && (rule.recurringPattern === "weekly" || rule.recurringPattern === "monthly");
}

function appliesWeekly(rule: BlackoutRule, date: string): boolean {
  const span = dayNumber(rule.endDate) - dayNumber(rule.startDate);
  const offset = dayNumber(date) - dayNumber(rule.startDate);
  if (offset < 0 || span < 0) return false;
  // A range of 7 or more days covers every weekday.
  return span >= 6 || offset % 7 <= span;
}

/** Months between two (year, month) pairs: 0 for the same month. */
function monthsBetween(from: DateParts, to: DateParts): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

function appliesMonthly(rule: BlackoutRule, date: string): boolean {
  if (date < rule.startDate || rule.endDate < rule.startDate) return false;
  const start = parts(rule.startDate);
  const end = parts(rule.endDate);
  const target = parts(date);
  const monthDays = daysInMonth(target.year, target.month);
  // Days past the end of a shorter month fall on its last day (a blackout on the 31st
  // applies on 30 April and 28/29 February).
  const startDay = Math.min(start.day, monthDays);
  const endDay = Math.min(end.day, monthDays);
  const crossings = monthsBetween(start, end);
  if (crossings === 0) return target.day >= startDay && target.day <= endDay;
  // The range runs over a month end, e.g. 30th to 2nd: from the start day to the month's end,
  // and from the 1st to the end day.
  if (crossings === 1) return target.day >= startDay || target.day <= endDay;
  // A range over two or more month ends covers every day of the month.
  return true;
}

/** Whether the rule covers the date (ignores who it applies to). */
export function blackoutAppliesOnDate(rule: BlackoutRule, date: string): boolean {
  if (!isValidDate(date) || !isValidDate(rule.startDate) || !isValidDate(rule.endDate)) return false;
  if (isRecurring(rule)) {
    return rule.recurringPattern === "weekly" ? appliesWeekly(rule, date) : appliesMonthly(rule, date);
  }
  return rule.startDate <= date && date <= rule.endDate;
}

/** Business blackouts apply to everyone; staff blackouts only to that staff member. */
export function blackoutAppliesToStaff(rule: BlackoutRule, staffId: string): boolean {
  if (rule.type === "business") return true;
  return rule.staffId !== null && rule.staffId === staffId;
}

/**
 * What the rule blocks on the date: null when it does not apply, 'all-day' without times,
 * otherwise the inclusive range of minutes after midnight.
 */
export function blockedMinutesOnDate(rule: BlackoutRule, date: string): BlockedMinutes | null {
  if (!blackoutAppliesOnDate(rule, date)) return null;
  const start = normalizeTime(rule.startTime);
  const end = normalizeTime(rule.endTime);
  if (!start || !end || !isValidTime(start) || !isValidTime(end)) return "all-day";
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  // An inverted range (refused by validation and the database) is treated as the whole day.
  return to < from ? "all-day" : { from, to };
}

/** 'Active' when today falls within the start and end dates inclusive, or on an occurrence of a recurring blackout. */
export function isActiveBlackout(rule: BlackoutRule, today: string): boolean {
  if (isValidDate(today) && rule.startDate <= today && today <= rule.endDate) return true;
  return blackoutAppliesOnDate(rule, today);
}

/**
 * Whether the rule blocks anyone: a staff blackout whose staff member was deleted
 * (staff id cleared) blocks no one.
 */
export function blackoutBlocksAnyone(rule: BlackoutRule): boolean {
  return rule.type === "business" || rule.staffId !== null;
}

/** Whether any rule blocks (all or part of) the date for someone. */
export function isDateBlocked(rules: readonly BlackoutRule[], date: string): boolean {
  return rules.some((rule) => blackoutBlocksAnyone(rule) && blackoutAppliesOnDate(rule, date));
}

/** The `count` dates from today (inclusive). */
export function getUpcomingDays(today: string, count: number = UPCOMING_DAYS): string[] {
  const first = dayNumber(today);
  return Array.from({ length: Math.max(0, count) }, (_, index) => fromDayNumber(first + index));
}

/**
 * Consecutive dates laid out in weeks starting Sunday: blank cells (null) before the first
 * date's weekday and after the last date, so every week has 7 cells.
 */
export function toCalendarWeeks(days: readonly string[]): (string | null)[][] {
  if (days.length === 0) return [];
  const cells: (string | null)[] = [...Array<null>(weekdayIndex(days[0])).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

export const WEEKDAY_SHORT_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTH_SHORT_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** 'Tue 24 Nov'. */
export function formatShortDay(date: string): string {
  const { month, day } = parts(date);
  return `${WEEKDAY_SHORT_NAMES[weekdayIndex(date)]} ${day} ${MONTH_SHORT_NAMES[month - 1]}`;
}

/** 'Nov' for the calendar's month marks. */
export function formatShortMonth(date: string): string {
  return MONTH_SHORT_NAMES[parts(date).month - 1];
}
