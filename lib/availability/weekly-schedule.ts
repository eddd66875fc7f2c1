import { z } from "zod";

/*
 * The one weekly schedule: a business's opening hours and a staff member's working hours are both seven
 * days of "on or off, from start to end". The slot engine books where the two overlap.
 */

/** Weekday keys, Monday first. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'Monday' … 'Sunday'. */
export const WEEKDAY_NAMES = Object.fromEntries(
  WEEKDAYS.map((day) => [day, `${day[0].toUpperCase()}${day.slice(1)}`]),
) as Record<Weekday, string>;

/** 'Mon' … 'Sun'. */
export const WEEKDAY_SHORT_NAMES = Object.fromEntries(
  WEEKDAYS.map((day) => [day, WEEKDAY_NAMES[day].slice(0, 3)]),
) as Record<Weekday, string>;

export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour format HH:MM");

/** A break inside a day's hours, 'HH:MM' to 'HH:MM'. */
const scheduleBreakSchema = z.object({ start: timeOfDaySchema, end: timeOfDaySchema });
export type ScheduleBreak = z.infer<typeof scheduleBreakSchema>;

/** At most this many breaks a day (three breaks: four windows, as split a shift as any rota gets). */
export const MAX_BREAKS_PER_DAY = 3;

export const scheduleDaySchema = z.object({
  enabled: z.boolean(),
  start: timeOfDaySchema,
  end: timeOfDaySchema,
  // Optional, so the schedules stored before breaks existed read as they are.
  breaks: z.array(scheduleBreakSchema).max(MAX_BREAKS_PER_DAY).optional(),
});

/**
 * One day: open (or working) from `start` to `end`, 'HH:MM', less its breaks (09:00–18:00 with a break
 * 13:00–14:00 is the two windows 09:00–13:00 and 14:00–18:00). A day off keeps its times for when it is back on.
 */
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
export type WeeklySchedule = Record<Weekday, ScheduleDay>;

const WEEKDAY_BY_INDEX: readonly Weekday[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split("-").map(Number);
  // 1 January 1970 was a Thursday (index 4); no Date object (see createDayClock).
  const daysSinceEpoch = Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
  return WEEKDAY_BY_INDEX[(((daysSinceEpoch + 4) % 7) + 7) % 7];
}

export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** A stored schedule: a missing day takes its default (with `parseWithDefaults`, an invalid one all of them). */
export function weeklyScheduleSchema(defaults: WeeklySchedule) {
  return z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, scheduleDaySchema.default(defaults[day])])) as Record<
      Weekday,
      z.ZodDefault<typeof scheduleDaySchema>
    >,
  );
}
