import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeHoursOutsideOpening, hoursOutsideOpening } from "@/lib/staff/hours-outside-opening";
import { toMinutes } from "@/lib/availability/weekly-schedule";
import { intersectWindows, windowsOfDay } from "@/lib/availability/working-windows";
import { DEFAULT_BUSINESS_HOURS } from "@/lib/business/settings-schema";
import { WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

const OPENING: WeeklySchedule = {
  ...DEFAULT_BUSINESS_HOURS,
  thursday: { enabled: true, start: "09:00", end: "18:00" },
  sunday: { enabled: false, start: "10:00", end: "16:00" },
};

const OFF = { enabled: false, start: "09:00", end: "17:00" };
const week = (days: Partial<WeeklySchedule>): WeeklySchedule =>
  ({ ...Object.fromEntries(WEEKDAYS.map((day) => [day, OFF])), ...days }) as WeeklySchedule;

const describeAll = (availability: WeeklySchedule, opening = OPENING) =>
  hoursOutsideOpening(availability, opening).map((item) => describeHoursOutsideOpening(item, opening));

describe("staff hours outside the opening hours", () => {
  it("says what customers can book when a day reaches past the opening hours", () => {
    expect(describeAll(week({ thursday: { enabled: true, start: "08:00", end: "19:00" } }))).toEqual([
      "Thursday 08:00–19:00: customers can book 09:00–18:00 (opening hours)",
    ]);
    expect(describeAll(week({ monday: { enabled: true, start: "12:00", end: "20:00" } }))).toEqual([
      "Monday 12:00–20:00: customers can book 12:00–17:00 (opening hours)",
    ]);
  });

  it("says when nothing can be booked: a closed day, or hours that miss the opening hours", () => {
    expect(
      describeAll(
        week({
          sunday: { enabled: true, start: "10:00", end: "14:00" },
          tuesday: { enabled: true, start: "17:00", end: "21:00" },
        }),
      ),
    ).toEqual([
      "Tuesday 17:00–21:00: customers can't book (outside the opening hours, 09:00–17:00)",
      "Sunday 10:00–14:00: customers can't book (the business is closed on Sundays)",
    ]);
  });

  it("says nothing of days within the opening hours or days off", () => {
    expect(
      describeAll(
        week({
          monday: { enabled: true, start: "09:00", end: "17:00" },
          thursday: { enabled: true, start: "10:00", end: "15:30" },
          sunday: { enabled: false, start: "06:00", end: "23:00" },
        }),
      ),
    ).toEqual([]);
  });

  it("compares the day's start and end whatever its breaks, and its text keeps to them", () => {
    const lunch = [{ start: "13:00", end: "14:00" }];
    const opening = { ...OPENING, thursday: { ...OPENING.thursday, breaks: [{ start: "12:00", end: "12:30" }] } };
    expect(
      describeAll(week({ thursday: { enabled: true, start: "08:00", end: "19:00", breaks: lunch } }), opening),
    ).toEqual(["Thursday 08:00–19:00: customers can book 09:00–18:00 (opening hours)"]);
    expect(
      describeAll(week({ monday: { enabled: true, start: "09:00", end: "17:00", breaks: lunch } }), opening),
    ).toEqual([]);
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
  // A range with start < end, as the forms accept.
  const range = fc
    .tuple(time, time)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => (a < b ? [a, b] : [b, a]));
  const availabilityArb = fc
    .tuple(...WEEKDAYS.map(() => fc.tuple(fc.boolean(), range)))
    .map(
      (days) =>
        Object.fromEntries(
          WEEKDAYS.map((day, i) => [day, { enabled: days[i][0], start: days[i][1][0], end: days[i][1][1] }]),
        ) as WeeklySchedule,
    );
  const openingArb = fc
    .tuple(...WEEKDAYS.map(() => fc.tuple(fc.boolean(), range)))
    .map(
      (days) =>
        Object.fromEntries(
          WEEKDAYS.map((day, i) => [day, { enabled: !days[i][0], start: days[i][1][0], end: days[i][1][1] }]),
        ) as WeeklySchedule,
    );

  it("names exactly the working days not within the opening hours, with what both allow", () => {
    fc.assert(
      fc.property(availabilityArb, openingArb, (availability, opening) => {
        const outside = new Map(hoursOutsideOpening(availability, opening).map((item) => [item.day, item]));
        for (const day of WEEKDAYS) {
          const works = availability[day];
          const open = opening[day];
          const within = open.enabled && works.start >= open.start && works.end <= open.end;
          expect(outside.has(day)).toBe(works.enabled && !within);
          const item = outside.get(day);
          if (!item?.bookable) continue;
          // The bookable part lies inside both ranges and is not empty.
          expect(item.bookable.start < item.bookable.end).toBe(true);
          expect(item.bookable.start >= works.start && item.bookable.start >= open.start).toBe(true);
          expect(item.bookable.end <= works.end && item.bookable.end <= open.end).toBe(true);
        }
      }),
    );
  });

  it("agrees with the slot engine on what customers can book each day", () => {
    fc.assert(
      fc.property(availabilityArb, openingArb, (availability, opening) => {
        const outside = new Map(hoursOutsideOpening(availability, opening).map((item) => [item.day, item]));
        for (const day of WEEKDAYS) {
          // Without breaks a day has at most one window.
          const engine = intersectWindows(windowsOfDay(availability[day]), windowsOfDay(opening[day]))[0] ?? null;
          const item = outside.get(day);
          const works = availability[day];
          const expected = item
            ? item.bookable && { from: toMinutes(item.bookable.start), to: toMinutes(item.bookable.end) }
            : works.enabled
              ? { from: toMinutes(works.start), to: toMinutes(works.end) }
              : null;
          expect(engine).toEqual(expected);
        }
      }),
    );
  });

  it("has nothing to say once the hours are cut to what it said can be booked", () => {
    fc.assert(
      fc.property(availabilityArb, openingArb, (availability, opening) => {
        const cut = { ...availability };
        for (const item of hoursOutsideOpening(availability, opening)) {
          cut[item.day] = item.bookable ? { enabled: true, ...item.bookable } : { ...cut[item.day], enabled: false };
        }
        expect(hoursOutsideOpening(cut, opening)).toEqual([]);
      }),
    );
  });
});
