import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_BREAKS_PER_DAY,
  toMinutes,
  WEEKDAYS,
  type ScheduleBreak,
  type ScheduleDay,
  type WeeklySchedule,
} from "@/lib/availability/weekly-schedule";
import {
  BREAK_MESSAGES,
  breakFieldName,
  readWeeklySchedule,
  scheduleFormFields,
  toScheduleFormFields,
} from "@/lib/availability/weekly-schedule-form";
import { suggestBreak } from "@/lib/availability/suggest-break";
import { WORKING_HOURS_FORM } from "@/lib/staff/schema";

const PREFIX = WORKING_HOURS_FORM.prefix;
const NINE_TO_SIX: ScheduleDay = { enabled: true, start: "09:00", end: "18:00" };
const week = (day: ScheduleDay): WeeklySchedule => Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as WeeklySchedule;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Reads posted fields as the actions do, collecting the issues by field name. */
function read(fields: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const schedule = readWeeklySchedule(fields, WORKING_HOURS_FORM, {
    addIssue: ({ path, message }) => {
      errors[String(path[0])] = message;
    },
  });
  return { schedule, errors };
}

/** Every day 09:00–18:00 (Monday `day`) with these posted Monday breaks. */
function postMonday(breaks: readonly (readonly [string, string])[], day: ScheduleDay = NINE_TO_SIX) {
  const fields: Record<string, unknown> = toScheduleFormFields(PREFIX, { ...week(NINE_TO_SIX), monday: day });
  breaks.forEach(([start, end], index) => {
    fields[breakFieldName(PREFIX, "monday", index, "start")] = start;
    fields[breakFieldName(PREFIX, "monday", index, "end")] = end;
  });
  return read(fields);
}

const mondayBreak = (index: number, field: "start" | "end") => breakFieldName(PREFIX, "monday", index, field);

describe("readWeeklySchedule: breaks", () => {
  it("reads a day's breaks, sorted by start, and leaves a day without breaks as before", () => {
    const { schedule, errors } = postMonday([
      ["15:30", "15:45"],
      ["13:00", "14:00"],
    ]);
    expect(errors).toEqual({});
    expect(schedule.monday.breaks).toEqual([
      { start: "13:00", end: "14:00" },
      { start: "15:30", end: "15:45" },
    ]);
    expect(schedule.tuesday).toEqual(NINE_TO_SIX);
    expect("breaks" in schedule.tuesday).toBe(false);
  });

  it("ignores a break with both times empty, and reads at most MAX_BREAKS_PER_DAY", () => {
    const { schedule, errors } = postMonday([
      ["", ""],
      ["  ", ""],
      ["12:00", "12:30"],
      ["16:00", "16:30"],
    ]);
    expect(errors).toEqual({});
    expect(schedule.monday.breaks).toEqual([{ start: "12:00", end: "12:30" }]);
    expect(MAX_BREAKS_PER_DAY).toBe(3);
  });

  it.each([
    [["", "14:00"], mondayBreak(0, "start"), BREAK_MESSAGES.startMissing],
    [["1pm", "14:00"], mondayBreak(0, "start"), BREAK_MESSAGES.startMissing],
    [["13:00", ""], mondayBreak(0, "end"), BREAK_MESSAGES.endMissing],
    [["13:00", "25:00"], mondayBreak(0, "end"), BREAK_MESSAGES.endMissing],
    [["14:00", "13:00"], mondayBreak(0, "end"), BREAK_MESSAGES.endBeforeStart],
    [["13:00", "13:00"], mondayBreak(0, "end"), BREAK_MESSAGES.endBeforeStart],
    [["08:30", "09:30"], mondayBreak(0, "start"), BREAK_MESSAGES.outsideHours],
    [["17:30", "18:30"], mondayBreak(0, "end"), BREAK_MESSAGES.outsideHours],
  ] as const)("break %j: the error is on %s", (pause, field, message) => {
    const { errors } = postMonday([pause]);
    expect(errors).toEqual({ [field]: message });
  });

  it("tells the later of two overlapping breaks, on its own field", () => {
    const { errors } = postMonday([
      ["13:30", "14:30"],
      ["13:00", "14:00"],
      ["16:00", "16:15"],
    ]);
    expect(errors).toEqual({ [mondayBreak(0, "start")]: BREAK_MESSAGES.overlap });
  });

  it("a break may touch the day's hours and another break", () => {
    const { schedule, errors } = postMonday([
      ["09:00", "10:00"],
      ["10:00", "10:30"],
      ["17:00", "18:00"],
    ]);
    expect(errors).toEqual({});
    expect(schedule.monday.breaks).toHaveLength(3);
  });

  it("checks no break on a day off, and keeps its usable ones", () => {
    const { schedule, errors } = postMonday(
      [
        ["13:00", "14:00"],
        ["15:00", ""],
        ["07:00", "08:00"],
      ],
      { ...NINE_TO_SIX, enabled: false },
    );
    expect(errors).toEqual({});
    expect(schedule.monday).toEqual({ ...NINE_TO_SIX, enabled: false, breaks: [{ start: "13:00", end: "14:00" }] });
  });

  it("holds no break against a day whose own times are wrong: that day's error comes first", () => {
    const { errors } = postMonday([["13:00", "14:00"]], { enabled: true, start: "18:00", end: "09:00" });
    expect(errors).toEqual({ "availability.monday.end": WORKING_HOURS_FORM.messages.endBeforeStart });
  });

  it("lists every break field among the fields echoed back", () => {
    const fields = scheduleFormFields(PREFIX);
    for (let index = 0; index < MAX_BREAKS_PER_DAY; index++) {
      expect(fields).toContain(breakFieldName(PREFIX, "sunday", index, "start"));
      expect(fields).toContain(breakFieldName(PREFIX, "sunday", index, "end"));
    }
  });
});

// Valid days on the 5-minute grid: hours, then up to three sorted, disjoint breaks within them.
const slotArb = fc.integer({ min: 0, max: 287 });
const validDayArb: fc.Arbitrary<ScheduleDay> = fc
  .record({
    enabled: fc.boolean(),
    cuts: fc.uniqueArray(slotArb, { minLength: 2, maxLength: 2 + MAX_BREAKS_PER_DAY * 2 }),
    breakCount: fc.integer({ min: 0, max: MAX_BREAKS_PER_DAY }),
  })
  .map(({ enabled, cuts, breakCount }) => {
    const sorted = [...cuts].sort((a, b) => a - b).map((slot) => hhmm(slot * 5));
    const [start, end] = [sorted[0], sorted[sorted.length - 1]];
    const inner = sorted.slice(1, -1);
    const breaks: ScheduleBreak[] = [];
    for (let i = 0; i + 1 < inner.length && breaks.length < breakCount; i += 2) {
      breaks.push({ start: inner[i], end: inner[i + 1] });
    }
    return breaks.length > 0 ? { enabled, start, end, breaks } : { enabled, start, end };
  });
const validWeekArb = fc
  .tuple(...WEEKDAYS.map(() => validDayArb))
  .map((days) => Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i]])) as WeeklySchedule);

// Anything a client could post for a day's breaks: times on the grid, blanks and junk.
const postedTimeArb = fc.oneof(
  slotArb.map((slot) => hhmm(slot * 5)),
  fc.constantFrom("", "  ", "24:00", "9am"),
);

describe("readWeeklySchedule: properties", () => {
  it("reads back exactly what toScheduleFormFields writes for a valid schedule with breaks", () => {
    fc.assert(
      fc.property(validWeekArb, (schedule) => {
        const { schedule: readBack, errors } = read(toScheduleFormFields(PREFIX, schedule));
        expect(errors).toEqual({});
        expect(readBack).toEqual(schedule);
      }),
    );
  });

  it("whatever is posted, a schedule read without issues has its breaks sorted, within the day and apart", () => {
    fc.assert(
      fc.property(
        validWeekArb,
        fc.array(fc.tuple(postedTimeArb, postedTimeArb), { maxLength: MAX_BREAKS_PER_DAY }),
        (base, posted) => {
          const fields: Record<string, unknown> = toScheduleFormFields(PREFIX, base);
          for (let index = 0; index < MAX_BREAKS_PER_DAY; index++) {
            delete fields[mondayBreak(index, "start")];
            delete fields[mondayBreak(index, "end")];
          }
          posted.forEach(([start, end], index) => {
            fields[mondayBreak(index, "start")] = start;
            fields[mondayBreak(index, "end")] = end;
          });
          const { schedule, errors } = read(fields);
          for (const day of WEEKDAYS) {
            const { start, end, breaks } = schedule[day];
            if (breaks) expect(breaks.length).toBeGreaterThan(0);
            let previousEnd = toMinutes(start);
            for (const pause of breaks ?? []) {
              expect(toMinutes(pause.start)).toBeGreaterThanOrEqual(previousEnd);
              expect(toMinutes(pause.end)).toBeGreaterThan(toMinutes(pause.start));
              previousEnd = toMinutes(pause.end);
            }
            expect(previousEnd).toBeLessThanOrEqual(toMinutes(end));
          }
          // Every issue is on a Monday break's own field.
          for (const field of Object.keys(errors))
            expect(field).toMatch(/^availability\.monday\.breaks\.[0-2]\.(start|end)$/);
        },
      ),
    );
  });
});

describe("suggestBreak", () => {
  it("is lunch when the day holds it, else the middle hour of the day", () => {
    expect(suggestBreak({ start: "09:00", end: "18:00" })).toEqual({ start: "13:00", end: "14:00" });
    expect(suggestBreak({ start: "13:00", end: "14:00" })).toEqual({ start: "13:00", end: "14:00" });
    expect(suggestBreak({ start: "06:00", end: "12:00" })).toEqual({ start: "08:30", end: "09:30" });
    expect(suggestBreak({ start: "15:00", end: "21:15" })).toEqual({ start: "17:30", end: "18:30" });
    expect(suggestBreak({ start: "10:00", end: "10:40" })).toEqual({ start: "10:00", end: "10:30" });
    expect(suggestBreak({ start: "10:10", end: "10:20" })).toEqual({ start: "10:10", end: "10:20" });
    expect(suggestBreak({ start: "18:00", end: "09:00" })).toEqual({ start: "13:00", end: "14:00" });
  });

  it("on a day with breaks, is half an hour in the middle of its longest stretch, clear of them", () => {
    const day = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
    expect(suggestBreak(day)).toEqual({ start: "10:30", end: "11:00" });
    const afternoon = { start: "09:00", end: "18:00", breaks: [{ start: "10:00", end: "11:00" }] };
    expect(suggestBreak(afternoon)).toEqual({ start: "14:00", end: "14:30" });
  });

  it("always lies within usable hours, so adding it to a day without breaks saves", () => {
    fc.assert(
      fc.property(slotArb, slotArb, (a, b) => {
        fc.pre(a !== b);
        const day: ScheduleDay = { enabled: true, start: hhmm(Math.min(a, b) * 5), end: hhmm(Math.max(a, b) * 5) };
        const pause = suggestBreak(day);
        expect(pause.start >= day.start && pause.end <= day.end && pause.start < pause.end).toBe(true);
      }),
    );
  });
});
