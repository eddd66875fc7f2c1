import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeAvailability, type AvailabilityInput } from "@/lib/availability/slots";
import { toMinutes, WEEKDAYS, type ScheduleDay, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import {
  intersectWindows,
  staffDayOn,
  sumWindowMinutes,
  windowsOfDay,
  workingWindowsOn,
  type MinuteRange,
} from "@/lib/availability/working-windows";
import { addDaysToDate } from "@/lib/time/zoned-time";

const LONDON = "Europe/London";
const week = (day: ScheduleDay, off: readonly string[] = []): WeeklySchedule =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { ...day, enabled: !off.includes(d) && day.enabled }])) as WeeklySchedule;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Every minute of a day the windows hold, as a set (the brute-force reading). */
const minutesOf = (windows: readonly MinuteRange[]) => {
  const set = new Set<number>();
  for (const window of windows) for (let m = window.from; m < window.to; m++) set.add(m);
  return set;
};

// A day on the 5-minute grid with up to three breaks anywhere (inside, across or outside its hours).
const minuteArb = fc.integer({ min: 0, max: 287 }).map((n) => n * 5);
const rangeArb = fc
  .tuple(minuteArb, minuteArb)
  .map(([a, b]) => ({ start: hhmm(Math.min(a, b)), end: hhmm(Math.max(a, b)) }));
const dayArb: fc.Arbitrary<ScheduleDay> = fc.record({
  enabled: fc.boolean(),
  start: rangeArb.map((r) => r.start),
  end: rangeArb.map((r) => r.end),
  breaks: fc.array(rangeArb, { maxLength: 3 }),
});

describe("windowsOfDay", () => {
  it("splits a day at its breaks", () => {
    const day = { enabled: true, start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
    expect(windowsOfDay(day)).toEqual([
      { from: 540, to: 780 },
      { from: 840, to: 1080 },
    ]);
  });
  it("ignores breaks outside the hours, merges overlapping ones and has nothing on a day off", () => {
    const day = {
      enabled: true,
      start: "09:00",
      end: "17:00",
      breaks: [
        { start: "07:00", end: "08:00" },
        { start: "12:30", end: "13:30" },
        { start: "12:00", end: "13:00" },
      ],
    };
    expect(windowsOfDay(day)).toEqual([
      { from: 540, to: 720 },
      { from: 810, to: 1020 },
    ]);
    expect(windowsOfDay({ ...day, enabled: false })).toEqual([]);
    expect(windowsOfDay({ enabled: true, start: "09:00", end: "17:00" })).toEqual([{ from: 540, to: 1020 }]);
  });
  it("holds exactly the day's minutes outside every break, in order and apart (property)", () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const windows = windowsOfDay(day);
        const expected = new Set<number>();
        if (day.enabled) {
          for (let m = toMinutes(day.start); m < toMinutes(day.end); m++) {
            if (!(day.breaks ?? []).some((b) => m >= toMinutes(b.start) && m < toMinutes(b.end))) expected.add(m);
          }
        }
        expect(minutesOf(windows)).toEqual(expected);
        for (let i = 1; i < windows.length; i++) expect(windows[i].from).toBeGreaterThan(windows[i - 1].to - 1);
        for (const window of windows) expect(window.to).toBeGreaterThan(window.from);
        expect(sumWindowMinutes(windows)).toBe(expected.size);
      }),
    );
  });
});

describe("intersectWindows", () => {
  it("keeps the minutes in both lists (property)", () => {
    fc.assert(
      fc.property(dayArb, dayArb, (a, b) => {
        const both = intersectWindows(windowsOfDay(a), windowsOfDay(b));
        const inA = minutesOf(windowsOfDay(a));
        const inB = minutesOf(windowsOfDay(b));
        expect(minutesOf(both)).toEqual(new Set([...inA].filter((m) => inB.has(m))));
      }),
    );
  });
});

describe("one-day changes of a member's hours", () => {
  const usual = week({ enabled: true, start: "09:00", end: "17:00" }, ["saturday", "sunday"]);
  const open = week({ enabled: true, start: "08:00", end: "20:00" });
  it("replace the usual weekday on their date only", () => {
    const overrides = { "2026-12-05": { enabled: true, start: "10:00", end: "14:00" } }; // a Saturday
    expect(staffDayOn("2026-12-05", usual, overrides)).toEqual(overrides["2026-12-05"]);
    expect(workingWindowsOn("2026-12-05", { availability: usual, overrides }, open)).toEqual([{ from: 600, to: 840 }]);
    expect(workingWindowsOn("2026-12-12", { availability: usual, overrides }, open)).toEqual([]);
  });
  it("take a working day off, and stay within the opening hours", () => {
    const overrides = {
      "2026-12-07": { enabled: false, start: "09:00", end: "17:00" },
      "2026-12-08": { enabled: true, start: "06:00", end: "22:00" },
    };
    expect(workingWindowsOn("2026-12-07", { availability: usual, overrides }, open)).toEqual([]);
    expect(workingWindowsOn("2026-12-08", { availability: usual, overrides }, open)).toEqual([{ from: 480, to: 1200 }]);
  });
});

describe("the slot engine with breaks and changed days", () => {
  // Monday 30 November 2026, 06:00 in London (GMT).
  const now = new Date("2026-11-30T06:00:00Z");
  const input = (overrides: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
    timeZone: LONDON,
    now,
    businessHours: week({ enabled: true, start: "09:00", end: "18:00" }),
    staff: {
      id: "anna",
      availability: week({ enabled: true, start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "13:45" }] }, [
        "sunday",
      ]),
    },
    serviceDurationMinutes: 60,
    bookings: [],
    blackouts: [],
    windowDays: 14,
    ...overrides,
  });
  const slotsOn = (result: ReturnType<typeof computeAvailability>, date: string) =>
    result.find((day) => day.date === date)?.slots ?? [];

  it("offers nothing across a break and restarts the grid at its end", () => {
    const slots = slotsOn(computeAvailability(input()), "2026-11-30");
    expect(slots).toContain("12:00");
    expect(slots).not.toContain("12:30"); // would run into the break
    expect(slots).not.toContain("13:00");
    expect(slots).not.toContain("13:30");
    expect(slots.filter((time) => time >= "13:00").slice(0, 3)).toEqual(["13:45", "14:15", "14:45"]);
    expect(slots.at(-1)).toBe("16:45");
  });
  it("opens a usual day off when its date is changed, and closes a working day changed to off", () => {
    const base = input();
    const overrides = {
      "2026-12-06": { enabled: true, start: "10:00", end: "12:00" }, // a Sunday
      "2026-12-01": { enabled: false, start: "09:00", end: "18:00" }, // a Tuesday
    };
    const result = computeAvailability({ ...base, staff: { ...base.staff, overrides } });
    expect(slotsOn(result, "2026-12-06")).toEqual(["10:00", "10:30", "11:00"]);
    expect(result.find((day) => day.date === "2026-12-01")).toEqual({
      date: "2026-12-01",
      slots: [],
      reason: "closed",
    });
    expect(slotsOn(result, "2026-12-02")).toContain("09:00");
  });
  it("offers only times whose whole service lies inside one working window (property)", () => {
    const overrideArb = fc.dictionary(
      fc.integer({ min: 0, max: 13 }).map((offset) => addDaysToDate("2026-11-30", offset)),
      dayArb,
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(
        dayArb,
        dayArb,
        overrideArb,
        fc.integer({ min: 1, max: 12 }).map((n) => n * 15),
        fc.integer({ min: 0, max: 30 }),
        (staffDay, businessDay, overrides, duration, buffer) => {
          const staff = { id: "anna", availability: week(staffDay), overrides };
          const businessHours = week(businessDay);
          const result = computeAvailability(
            input({ staff, businessHours, serviceDurationMinutes: duration, bufferMinutes: buffer }),
          );
          for (const day of result) {
            const windows = workingWindowsOn(day.date, staff, businessHours);
            for (const slot of day.slots) {
              const start = toMinutes(slot);
              const window = windows.find((w) => start >= w.from && start + duration + buffer <= w.to);
              expect(window, `${day.date} ${slot}`).toBeDefined();
              // On the grid from the start of its window.
              expect((start - window!.from) % 30).toBe(0);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
