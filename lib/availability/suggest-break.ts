import { fromMinutes } from "./slots";
import { toMinutes, type ScheduleBreak, type ScheduleDay } from "./weekly-schedule";

const LUNCH: ScheduleBreak = { start: "13:00", end: "14:00" };

/**
 * What a newly added break starts as: lunch, 13:00–14:00, when the day's hours hold it, else the hour around the
 * middle of the day, cut to the day's hours when shorter. Unusable (or cleared) hours get lunch.
 */
export function suggestBreak(day: Pick<ScheduleDay, "start" | "end">): ScheduleBreak {
  const start = toMinutes(day.start);
  const end = toMinutes(day.end);
  if (!(end > start) || (day.start <= LUNCH.start && day.end >= LUNCH.end)) return LUNCH;
  // On the half hour, as people write breaks.
  const middle = Math.floor((start + end) / 60) * 30;
  return { start: fromMinutes(Math.max(start, middle - 30)), end: fromMinutes(Math.min(end, middle + 30)) };
}
