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

const scheduleDaySchema = z.object({
  enabled: z.boolean(),
  start: timeOfDaySchema,
  end: timeOfDaySchema,
});

/** One day: open (or working) from `start` to `end`, 'HH:MM'. A day off keeps its times for when it is back on. */
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
export type WeeklySchedule = Record<Weekday, ScheduleDay>;

/** A stored schedule: a missing day takes its default (with `parseWithDefaults`, an invalid one all of them). */
export function weeklyScheduleSchema(defaults: WeeklySchedule) {
  return z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, scheduleDaySchema.default(defaults[day])])) as Record<
      Weekday,
      z.ZodDefault<typeof scheduleDaySchema>
    >,
  );
}
