import { scheduleDaySchema, toMinutes, weekdayOf, type ScheduleDay, type WeeklySchedule } from "./weekly-schedule";

/*
 * When someone can be booked on a date, as windows of minutes of the day: their hours less their breaks, within
 * the business's opening hours (less its breaks), a one-day change of their hours replacing their usual day.
 */

/** Minutes of the day, `from` inclusive, `to` exclusive. */
export type MinuteRange = { from: number; to: number };

/** A staff member's changed hours by date ('YYYY-MM-DD'): a different shift, a day off or a day in. */
export type ScheduleOverrides = Readonly<Record<string, ScheduleDay>>;

/** Stored changed days (`staff_schedule_overrides` rows) keyed by date; a stored day that no longer parses is dropped. */
export function toScheduleOverrides(rows: readonly { date: string; hours: unknown }[]): ScheduleOverrides {
  const overrides: Record<string, ScheduleDay> = {};
  for (const row of rows) {
    const parsed = scheduleDaySchema.safeParse(row.hours);
    if (parsed.success) overrides[row.date] = parsed.data;
  }
  return overrides;
}

/** A day's windows in order: its hours less its breaks (a break outside the hours changes nothing). None when off. */
export function windowsOfDay(day: ScheduleDay | undefined): MinuteRange[] {
  if (!day?.enabled) return [];
  const end = toMinutes(day.end);
  let from = toMinutes(day.start);
  const windows: MinuteRange[] = [];
  const breaks = (day.breaks ?? [])
    .map((pause) => ({ from: toMinutes(pause.start), to: toMinutes(pause.end) }))
    .filter((pause) => pause.to > pause.from)
    .sort((a, b) => a.from - b.from);
  for (const pause of breaks) {
    if (pause.from > from) windows.push({ from, to: Math.min(pause.from, end) });
    from = Math.max(from, pause.to);
  }
  if (end > from) windows.push({ from, to: end });
  return windows.filter((window) => window.to > window.from);
}

/** The minutes in both lists of ordered, disjoint windows: linear in their lengths. */
export function intersectWindows(a: readonly MinuteRange[], b: readonly MinuteRange[]): MinuteRange[] {
  const both: MinuteRange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const from = Math.max(a[i].from, b[j].from);
    const to = Math.min(a[i].to, b[j].to);
    if (to > from) both.push({ from, to });
    if (a[i].to < b[j].to) i++;
    else j++;
  }
  return both;
}

/** The day a staff member works on a date: that date's change when there is one, else their usual weekday. */
export function staffDayOn(date: string, availability: WeeklySchedule, overrides?: ScheduleOverrides): ScheduleDay {
  return overrides?.[date] ?? availability[weekdayOf(date)];
}

/** A staff member's bookable windows on a date: their day (or its change) within the business's opening hours. */
export function workingWindowsOn(
  date: string,
  staff: { availability: WeeklySchedule; overrides?: ScheduleOverrides },
  businessHours: WeeklySchedule,
): MinuteRange[] {
  const business = windowsOfDay(businessHours[weekdayOf(date)]);
  if (business.length === 0) return [];
  return intersectWindows(windowsOfDay(staffDayOn(date, staff.availability, staff.overrides)), business);
}

/** How many minutes the windows hold. */
export function sumWindowMinutes(windows: readonly MinuteRange[]): number {
  return windows.reduce((total, window) => total + window.to - window.from, 0);
}
