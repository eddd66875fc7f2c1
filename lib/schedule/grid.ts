/**
 * The schedule screen's pure geometry: which dates it shows, the rows of its 15-minute grid and where an
 * appointment or a shaded period sits on it. Positions are wall-clock minutes in the business's time zone,
 * so a 10:00 appointment is drawn at 10:00 on the days the clocks change as on any other.
 */
import { isCalendarDate } from "@/lib/time/calendar-date";
import { addDaysToDate, toWallClockInZone } from "@/lib/time/zoned-time";
import { isUuid } from "@/lib/constants";
import { toMinutes, weekdayOf, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { workingWindowsOn, type MinuteRange, type ScheduleOverrides } from "@/lib/availability/working-windows";

export const GRID_STEP_MINUTES = 15;
/** When every day shown is closed, the grid still shows a working day to add appointments to. */
const FALLBACK_START = 9 * 60;
const FALLBACK_END = 17 * 60;
const DAY_MINUTES = 24 * 60;

export const SCHEDULE_VIEWS = ["day", "week"] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export type ScheduleParams = { date: string; view: ScheduleView; staffId: string | null };

function single(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

/** `?date=&view=&staff=`: anything missing or malformed falls back (today, day view, no staff chosen). */
export function parseScheduleParams(
  search: Record<string, string | string[] | undefined>,
  today: string,
): ScheduleParams {
  const date = single(search.date);
  const view = single(search.view);
  const staff = single(search.staff);
  return {
    date: isCalendarDate(date) ? date : today,
    view: (SCHEDULE_VIEWS as readonly string[]).includes(view) ? (view as ScheduleView) : "day",
    staffId: isUuid(staff) ? staff.toLowerCase() : null,
  };
}

/** The day view's columns: a staff member each, or a room or piece of equipment each (`?by=resource`). */
export type ScheduleBy = "staff" | "resource";

/** `?by=resource` (the day view only); anything else is by staff. */
export function parseScheduleBy(search: Record<string, string | string[] | undefined>, view: ScheduleView): ScheduleBy {
  return view === "day" && single(search.by) === "resource" ? "resource" : "staff";
}

/** 0 = Monday … 6 = Sunday (UK weeks start on Monday). */
export function weekdayIndexOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The dates a view shows: the day itself, or Monday to Sunday of its week. */
export function datesOfView(date: string, view: ScheduleView): string[] {
  if (view === "day") return [date];
  const monday = addDaysToDate(date, -weekdayIndexOf(date));
  return Array.from({ length: 7 }, (_, index) => addDaysToDate(monday, index));
}

/** Where the previous and next buttons go: a day or a week away. */
export function stepDate(date: string, view: ScheduleView, direction: -1 | 1): string {
  return addDaysToDate(date, direction * (view === "day" ? 1 : 7));
}

/** 'HH:mm' of minutes after midnight (24:00 for the end of the day). */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function dayNumber(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/**
 * Wall-clock minutes of an instant counted from the start of `date` in the zone: 600 for 10:00 that day,
 * negative for the day before, 1440 and more for later days.
 */
export function minutesIntoDate(instant: Date, date: string, timeZone: string): number {
  const local = toWallClockInZone(instant, timeZone);
  return (dayNumber(local.date) - dayNumber(date)) * DAY_MINUTES + local.minutes;
}

/**
 * The grid's first and last minute: earliest opening to latest closing of the days shown, widened to take in
 * every appointment, in whole hours. Closed every day: 09:00-17:00.
 */
export function computeGridRange(
  hours: WeeklySchedule,
  dates: readonly string[],
  items: readonly MinuteRange[],
): MinuteRange {
  let from = Infinity;
  let to = -Infinity;
  for (const date of dates) {
    const day = hours[weekdayOf(date)];
    if (!day.enabled) continue;
    from = Math.min(from, toMinutes(day.start));
    to = Math.max(to, toMinutes(day.end));
  }
  if (!Number.isFinite(from) || to <= from) {
    from = FALLBACK_START;
    to = FALLBACK_END;
  }
  for (const item of items) {
    from = Math.min(from, Math.max(0, item.from));
    to = Math.max(to, Math.min(DAY_MINUTES, item.to));
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(DAY_MINUTES, Math.ceil(to / 60) * 60) };
}

/** The part of a range inside the grid, or null when none of it is. */
export function clipToGrid(range: MinuteRange, grid: MinuteRange): MinuteRange | null {
  const from = Math.max(range.from, grid.from);
  const to = Math.min(range.to, grid.to);
  return to > from ? { from, to } : null;
}

/**
 * The hours a staff member cannot be booked on a date by the business's and their own hours (that date's change of
 * their hours, when there is one): before, between and after their working windows (the whole grid when off).
 */
export function closedRanges(
  hours: WeeklySchedule,
  staff: { availability: WeeklySchedule; overrides?: ScheduleOverrides },
  date: string,
  grid: MinuteRange,
): MinuteRange[] {
  const closed: MinuteRange[] = [];
  let from = grid.from;
  for (const window of workingWindowsOn(date, staff, hours)) {
    closed.push({ from, to: window.from });
    from = window.to;
  }
  closed.push({ from, to: grid.to });
  return closed.filter((range) => range.to > range.from && clipToGrid(range, grid) !== null);
}

/** Snaps minutes to the grid's 15-minute steps (nearest). */
export function snapToStep(minutes: number): number {
  return Math.round(minutes / GRID_STEP_MINUTES) * GRID_STEP_MINUTES;
}
