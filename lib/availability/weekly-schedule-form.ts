import { timeOfDaySchema, WEEKDAYS, type Weekday, type WeeklySchedule } from "./weekly-schedule";
import { isTicked } from "@/lib/forms/checkbox";

/*
 * A weekly schedule as a form posts it: `{prefix}.{weekday}.enabled` (checkbox: 'on' when ticked),
 * `{prefix}.{weekday}.start` and `{prefix}.{weekday}.end` ('HH:MM'). Business Setup posts `hours.*`,
 * the Staff form and My Availability `availability.*`; field errors are keyed by the same names.
 */

export type ScheduleField = "enabled" | "start" | "end";

export const scheduleFieldName = (prefix: string, day: Weekday, field: ScheduleField) =>
  `${prefix}.${day}.${field}` as const;

/** Every field of the schedule: echoed back on a validation error so nothing typed is lost. */
export function scheduleFormFields(prefix: string): string[] {
  return WEEKDAYS.flatMap((day) => [
    scheduleFieldName(prefix, day, "enabled"),
    scheduleFieldName(prefix, day, "start"),
    scheduleFieldName(prefix, day, "end"),
  ]);
}

/** What a screen says about a day's times (opening and closing times, or a member's start and end). */
export type ScheduleMessages = { startMissing: string; endMissing: string; endBeforeStart: string };

/**
 * One schedule's form: its posted names' prefix, what a day off falls back to, its messages, and the words
 * of its two times (the editor's column headings; each input is named '{Day} {word}').
 */
export type ScheduleForm = {
  prefix: string;
  defaults: WeeklySchedule;
  messages: ScheduleMessages;
  words: { start: string; end: string };
};

const timeOf = (value: unknown): string | null => {
  const parsed = timeOfDaySchema.safeParse(typeof value === "string" ? value.trim() : value);
  return parsed.success ? parsed.data : null;
};

type IssueSink = { addIssue: (issue: { code: "custom"; path: PropertyKey[]; message: string }) => void };

/** Reads the posted schedule, reporting each day's problems on its own fields. */
export function readWeeklySchedule(
  raw: Record<string, unknown>,
  { prefix, defaults, messages }: ScheduleForm,
  sink: IssueSink,
): WeeklySchedule {
  const schedule = {} as WeeklySchedule;
  for (const day of WEEKDAYS) {
    const name = (field: ScheduleField) => scheduleFieldName(prefix, day, field);
    const enabled = isTicked(raw[name("enabled")]);
    const start = timeOf(raw[name("start")]);
    const end = timeOf(raw[name("end")]);
    if (!enabled) {
      // A day off keeps its times for when it is switched back on; unusable ones fall back to the defaults.
      schedule[day] = { enabled: false, start: start ?? defaults[day].start, end: end ?? defaults[day].end };
      continue;
    }
    if (start === null) sink.addIssue({ code: "custom", path: [name("start")], message: messages.startMissing });
    if (end === null) sink.addIssue({ code: "custom", path: [name("end")], message: messages.endMissing });
    else if (start !== null && end <= start) {
      sink.addIssue({ code: "custom", path: [name("end")], message: messages.endBeforeStart });
    }
    schedule[day] = { enabled: true, start: start ?? "00:00", end: end ?? "00:00" };
  }
  return schedule;
}

/** Flattens a schedule into the posted field names (for tests and for building FormData). */
export function toScheduleFormFields(prefix: string, schedule: WeeklySchedule): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    if (schedule[day].enabled) fields[scheduleFieldName(prefix, day, "enabled")] = "on";
    fields[scheduleFieldName(prefix, day, "start")] = schedule[day].start;
    fields[scheduleFieldName(prefix, day, "end")] = schedule[day].end;
  }
  return fields;
}
