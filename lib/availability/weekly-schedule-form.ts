import {
  MAX_BREAKS_PER_DAY,
  timeOfDaySchema,
  WEEKDAYS,
  type ScheduleBreak,
  type ScheduleDay,
  type Weekday,
  type WeeklySchedule,
} from "./weekly-schedule";
import { isTicked } from "@/lib/forms/checkbox";

/*
 * A weekly schedule as a form posts it: `{prefix}.{weekday}.enabled` (checkbox: 'on' when ticked),
 * `{prefix}.{weekday}.start` and `{prefix}.{weekday}.end` ('HH:MM'), and up to MAX_BREAKS_PER_DAY breaks as
 * `{prefix}.{weekday}.breaks.{i}.start|end`. Business Setup posts `hours.*`, the Staff form and My Availability
 * `availability.*`; field errors are keyed by the same names.
 */

export type ScheduleField = "enabled" | "start" | "end";

export const scheduleFieldName = (prefix: string, day: Weekday, field: ScheduleField) =>
  `${prefix}.${day}.${field}` as const;

export type BreakField = "start" | "end";

export const breakFieldName = (prefix: string, day: Weekday, index: number, field: BreakField) =>
  `${prefix}.${day}.breaks.${index}.${field}` as const;

const BREAK_INDEXES = Array.from({ length: MAX_BREAKS_PER_DAY }, (_, index) => index);

/** Every field of the schedule: echoed back on a validation error so nothing typed is lost. */
export function scheduleFormFields(prefix: string): string[] {
  return WEEKDAYS.flatMap((day) => [
    scheduleFieldName(prefix, day, "enabled"),
    scheduleFieldName(prefix, day, "start"),
    scheduleFieldName(prefix, day, "end"),
    ...BREAK_INDEXES.flatMap((index) => [
      breakFieldName(prefix, day, index, "start"),
      breakFieldName(prefix, day, index, "end"),
    ]),
  ]);
}

/** What any screen says about a break: the same words for opening hours and working hours. */
export const BREAK_MESSAGES = {
  startMissing: "Enter the break's start time",
  endMissing: "Enter the break's end time",
  endBeforeStart: "A break must end after it starts",
  outsideHours: "A break must be within the day's hours",
  overlap: "Breaks must not overlap",
} as const;

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

type BreakProblem = { field: BreakField; message: string };
/** A posted break: its times once both are usable, and its first problem if any. */
type PostedBreak = { index: number; times: ScheduleBreak | null; problem?: BreakProblem };

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

const byStart = (a: ScheduleBreak, b: ScheduleBreak) => a.start.localeCompare(b.start);

/** The breaks without a problem, sorted by start. */
const usableBreaks = (posted: readonly PostedBreak[]): ScheduleBreak[] =>
  posted.flatMap((pause) => (pause.times && !pause.problem ? [pause.times] : [])).sort(byStart);

/**
 * The day's posted breaks, each with its first problem ('HH:MM' strings compare as times). Without usable hours
 * (null) a break is not held against them: the day's own error comes first.
 */
function readBreaks(
  raw: Record<string, unknown>,
  prefix: string,
  day: Weekday,
  hours: { start: string; end: string } | null,
): PostedBreak[] {
  const posted: PostedBreak[] = [];
  for (const index of BREAK_INDEXES) {
    const rawStart = raw[breakFieldName(prefix, day, index, "start")];
    const rawEnd = raw[breakFieldName(prefix, day, index, "end")];
    if (isBlank(rawStart) && isBlank(rawEnd)) continue;
    const start = timeOf(rawStart);
    const end = timeOf(rawEnd);
    if (start === null)
      posted.push({ index, times: null, problem: { field: "start", message: BREAK_MESSAGES.startMissing } });
    else if (end === null)
      posted.push({ index, times: null, problem: { field: "end", message: BREAK_MESSAGES.endMissing } });
    else posted.push({ index, times: { start, end }, problem: problemOf({ start, end }, hours) });
  }
  // Of two overlapping breaks, the later one is told.
  const timed = posted
    .flatMap((pause) => (pause.times && !pause.problem ? [{ pause, times: pause.times }] : []))
    .sort((a, b) => byStart(a.times, b.times));
  let latestEnd: string | null = null;
  for (const { pause, times } of timed) {
    if (latestEnd !== null && times.start < latestEnd) {
      pause.problem = { field: "start", message: BREAK_MESSAGES.overlap };
      continue;
    }
    latestEnd = times.end;
  }
  return posted;
}

function problemOf(pause: ScheduleBreak, hours: { start: string; end: string } | null): BreakProblem | undefined {
  if (pause.end <= pause.start) return { field: "end", message: BREAK_MESSAGES.endBeforeStart };
  if (hours && pause.start < hours.start) return { field: "start", message: BREAK_MESSAGES.outsideHours };
  if (hours && pause.end > hours.end) return { field: "end", message: BREAK_MESSAGES.outsideHours };
  return undefined;
}

/** The usable breaks sorted by start, or nothing (so a day without breaks is stored as before they existed). */
function withBreaks(hours: ScheduleDay, posted: readonly PostedBreak[]): ScheduleDay {
  const breaks = usableBreaks(posted);
  return breaks.length > 0 ? { ...hours, breaks } : hours;
}

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
      // A day off keeps its times and usable breaks for when it is switched back on; unusable ones are dropped
      // (times fall back to the defaults) without a word, as nothing is booked that day.
      const hours: ScheduleDay = { enabled: false, start: start ?? defaults[day].start, end: end ?? defaults[day].end };
      schedule[day] = withBreaks(hours, readBreaks(raw, prefix, day, hours.end > hours.start ? hours : null));
      continue;
    }
    if (start === null) sink.addIssue({ code: "custom", path: [name("start")], message: messages.startMissing });
    if (end === null) sink.addIssue({ code: "custom", path: [name("end")], message: messages.endMissing });
    else if (start !== null && end <= start) {
      sink.addIssue({ code: "custom", path: [name("end")], message: messages.endBeforeStart });
    }
    const hours: ScheduleDay = { enabled: true, start: start ?? "00:00", end: end ?? "00:00" };
    const posted = readBreaks(raw, prefix, day, start !== null && end !== null && end > start ? hours : null);
    for (const { index, problem } of posted) {
      if (problem)
        sink.addIssue({
          code: "custom",
          path: [breakFieldName(prefix, day, index, problem.field)],
          message: problem.message,
        });
    }
    schedule[day] = withBreaks(hours, posted);
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
    (schedule[day].breaks ?? []).forEach((pause, index) => {
      fields[breakFieldName(prefix, day, index, "start")] = pause.start;
      fields[breakFieldName(prefix, day, index, "end")] = pause.end;
    });
  }
  return fields;
}
