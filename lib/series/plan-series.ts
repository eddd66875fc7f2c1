import { addDaysToDate, toTimeInZone, zonedToInstant } from "@/lib/time/zoned-time";

/** Longest series: a year of weekly appointments. */
export const MAX_SERIES_OCCURRENCES = 52;
export const MIN_SERIES_OCCURRENCES = 2;
export const MAX_EVERY_WEEKS = 12;

/** How a series repeats: every N weeks, M times or until a date (inclusive, 'YYYY-MM-DD' in the business's zone). */
export type SeriesRepeat = { everyWeeks: number } & (
  { count: number; until?: never } | { until: string; count?: never }
);

/** One planned occurrence: its local date and time, and its instant (null when the clocks skip that time that day). */
export type PlannedOccurrence = { index: number; date: string; time: string; startsAt: Date | null };

/**
 * The local dates of a series from its first date: every `everyWeeks` weeks, `count` times or up to `until`
 * inclusive, never more than MAX_SERIES_OCCURRENCES. Calendar arithmetic only: no zone is involved.
 */
export function planSeriesDates(firstDate: string, repeat: SeriesRepeat): string[] {
  const dates: string[] = [];
  const limit = repeat.count ?? MAX_SERIES_OCCURRENCES;
  for (let index = 0; index < Math.min(limit, MAX_SERIES_OCCURRENCES); index++) {
    const date = addDaysToDate(firstDate, index * 7 * repeat.everyWeeks);
    if (repeat.until !== undefined && date > repeat.until) break;
    dates.push(date);
  }
  return dates;
}

/**
 * A series' occurrences at the same wall-clock time in the business's zone (10:00 stays 10:00 across BST and GMT).
 * A time that does not exist on a date (the spring change's skipped hour) has a null instant.
 */
export function planSeries(
  first: { date: string; time: string },
  repeat: SeriesRepeat,
  timeZone: string,
): PlannedOccurrence[] {
  return planSeriesDates(first.date, repeat).map((date, index) => {
    const instant = zonedToInstant(date, first.time, timeZone);
    const exists = !Number.isNaN(instant.getTime()) && toTimeInZone(instant, timeZone) === first.time;
    return { index, date, time: first.time, startsAt: exists ? instant : null };
  });
}

/** The same local-time change applied to another date: its date moved by `dayShift` days, at `time`. */
export function shiftOccurrence(
  date: string,
  dayShift: number,
  time: string,
  timeZone: string,
): { date: string; time: string; startsAt: Date | null } {
  const shifted = addDaysToDate(date, dayShift);
  const instant = zonedToInstant(shifted, time, timeZone);
  const exists = !Number.isNaN(instant.getTime()) && toTimeInZone(instant, timeZone) === time;
  return { date: shifted, time, startsAt: exists ? instant : null };
}

/** Whole days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * `own` (a local date and time) moved by the same local change as `from` → `to`: as many days, and the same change
 * of wall-clock time (a time pushed past midnight lands on the next day). The instant is null when the clocks skip
 * the new time that day.
 */
export function shiftWallClock(
  own: { date: string; time: string },
  from: { date: string; time: string },
  to: { date: string; time: string },
  timeZone: string,
): { date: string; time: string; startsAt: Date | null } {
  const total = minutesOfDay(own.time) + minutesOfDay(to.time) - minutesOfDay(from.time);
  const carry = Math.floor(total / 1440);
  const time = toTime(total - carry * 1440);
  return shiftOccurrence(own.date, daysBetween(from.date, to.date) + carry, time, timeZone);
}
