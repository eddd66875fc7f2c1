import { fromMinutes } from "./slots";
import type { ScheduleDay } from "./weekly-schedule";
import { windowsOfDay } from "./working-windows";

/**
 * A day's hours less its breaks as text: '09:00–18:00', or '09:00–13:00, 14:00–18:00' with a lunch break
 * (en dashes, 24-hour). Empty on a day off, or when its breaks leave no time.
 */
export function formatDayWindows(day: ScheduleDay): string {
  return windowsOfDay(day)
    .map((window) => `${fromMinutes(window.from)}–${fromMinutes(window.to)}`)
    .join(", ");
}
