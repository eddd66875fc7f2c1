import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { cleanSingleLine } from "@/lib/forms/text";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { timeOfDaySchema, type ScheduleDay } from "@/lib/availability/weekly-schedule";

/*
 * A one-day change of a staff member's hours (stored in `staff_schedule_overrides`): on `date` they work `start` to
 * `end` with an optional break, or not at all. It replaces their usual hours that day only.
 *
 * Form field names: staffId (the Staff screen; My Availability's is the caller's own), date ('YYYY-MM-DD'), working
 * (checkbox: 'on' when ticked), start, end, breakStart, breakEnd ('HH:MM'; the break is optional, both or neither).
 */

export const DAY_CHANGE_FORM_FIELDS = ["staffId", "date", "working", "start", "end", "breakStart", "breakEnd"] as const;

export const DAY_CHANGE_MESSAGES = {
  dateRequired: "Choose a date",
  dateInPast: "Choose today or a later date",
  startRequired: "Enter the start time",
  endRequired: "Enter the finish time",
  endBeforeStart: "The finish time must be after the start time",
  breakBothOrNeither: "Enter both break times, or neither",
  breakEndBeforeStart: "A break must end after it starts",
  breakOutside: "A break must be within the day's hours",
  notFound: "This change of hours was not found. It may have been removed already.",
} as const;

export type DayChange = { date: string; hours: ScheduleDay };

const looseText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? cleanSingleLine(value).trim() : ""));

const timeOf = (value: string): string | null => {
  const parsed = timeOfDaySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const rawDayChangeSchema = z.object({
  date: looseText.meta({ required: true }),
  working: checkboxSchema,
  start: looseText,
  end: looseText,
  breakStart: looseText,
  breakEnd: looseText,
});

/**
 * The change as posted, checked against the business's `today` ('YYYY-MM-DD' in its zone): a past date is refused.
 * A day off keeps usable times (for when it is switched back on), as the weekly schedule does.
 */
export function dayChangeFormSchema(today: string) {
  return rawDayChangeSchema.transform((raw, context): DayChange => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (!raw.date || !isCalendarDate(raw.date)) issue("date", DAY_CHANGE_MESSAGES.dateRequired);
    else if (raw.date < today) issue("date", DAY_CHANGE_MESSAGES.dateInPast);
    const start = timeOf(raw.start);
    const end = timeOf(raw.end);
    const breakStart = timeOf(raw.breakStart);
    const breakEnd = timeOf(raw.breakEnd);
    const hasBreak = raw.breakStart !== "" || raw.breakEnd !== "";
    if (!raw.working) {
      return { date: raw.date, hours: { enabled: false, start: start ?? "09:00", end: end ?? "17:00" } };
    }
    if (start === null) issue("start", DAY_CHANGE_MESSAGES.startRequired);
    if (end === null) issue("end", DAY_CHANGE_MESSAGES.endRequired);
    else if (start !== null && end <= start) issue("end", DAY_CHANGE_MESSAGES.endBeforeStart);
    if (hasBreak) {
      if (breakStart === null || breakEnd === null) {
        issue(breakStart === null ? "breakStart" : "breakEnd", DAY_CHANGE_MESSAGES.breakBothOrNeither);
      } else if (breakEnd <= breakStart) {
        issue("breakEnd", DAY_CHANGE_MESSAGES.breakEndBeforeStart);
      } else if (start !== null && end !== null && (breakStart <= start || breakEnd >= end)) {
        issue("breakStart", DAY_CHANGE_MESSAGES.breakOutside);
      }
    }
    const hours: ScheduleDay = { enabled: true, start: start ?? "00:00", end: end ?? "00:00" };
    if (hasBreak && breakStart && breakEnd) hours.breaks = [{ start: breakStart, end: breakEnd }];
    return { date: raw.date, hours };
  });
}

/** The id of a change to remove (from the client: checked as a uuid and loaded with the business). */
export const dayChangeIdSchema = z.object({ id: z.string().trim() });
