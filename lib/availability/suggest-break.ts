import { fromMinutes } from "./slots";
import { toMinutes, type ScheduleBreak, type ScheduleDay } from "./weekly-schedule";
import { windowsOfDay } from "./working-windows";

const LUNCH: ScheduleBreak = { start: "13:00", end: "14:00" };

/**
 * What a newly added break starts as: lunch, 13:00–14:00, when the day's hours hold it, else the hour around the
 * middle of the day, cut to the day's hours when shorter. Unusable (or cleared) hours get lunch. A day that has
 * breaks already gets half an hour in the middle of its longest stretch without one, so it never overlaps them.
 */
export function suggestBreak(day: Pick<ScheduleDay, "start" | "end" | "breaks">): ScheduleBreak {
  const start = toMinutes(day.start);
  const end = toMinutes(day.end);
  if (day.breaks?.length && end > start) {
    const longest = windowsOfDay({ ...day, enabled: true }).reduce<{ from: number; to: number } | null>(
      (best, window) => (!best || window.to - window.from > best.to - best.from ? window : best),
      null,
    );
    if (longest) {
      const from = Math.max(longest.from, Math.floor((longest.from + longest.to - 30) / 60) * 30);
      return { start: fromMinutes(from), end: fromMinutes(Math.min(longest.to, from + 30)) };
    }
  }
  if (!(end > start) || (day.start <= LUNCH.start && day.end >= LUNCH.end)) return LUNCH;
  // On the half hour, as people write breaks.
  const middle = Math.floor((start + end) / 60) * 30;
  return { start: fromMinutes(Math.max(start, middle - 30)), end: fromMinutes(Math.min(end, middle + 30)) };
}
