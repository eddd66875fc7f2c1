import type { ScheduleDay } from "./weekly-schedule";
import { windowsOfDay } from "./working-windows";
import { fromMinutes } from "./slots";

/** A working day as its windows: '09:00–13:00, 14:00–18:00' ('' when off). */
export function describeScheduleDay(day: ScheduleDay): string {
  return windowsOfDay(day)
    .map((window) => `${fromMinutes(window.from)}–${fromMinutes(window.to)}`)
    .join(", ");
}
