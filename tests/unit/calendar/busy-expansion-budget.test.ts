import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { BUSY_EXPANSION_MAX_STEPS, expandBusyIntervals } from "@/lib/calendar/busy-events";
import { BUSY_FETCH_MESSAGES } from "@/lib/calendar/fetch-busy-calendar";
import { zonedToInstant } from "@/lib/time/zoned-time";
import { calendarIcs } from "@/tests/support/busy-ics";

const LONDON = "Europe/London";
const window = { from: new Date("2026-10-01T00:00:00Z"), to: new Date("2027-10-01T00:00:00Z") };
const event = (uid: string, ...lines: string[]) => [`UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines];
const expand = (events: string[][], maxSteps: number, extra: { deadline?: number } = {}) =>
  expandBusyIntervals(calendarIcs(events), { timeZone: LONDON, ...window, maxSteps, ...extra });
const secondly = (uid: string) =>
  event(uid, "DTSTART:19900101T000000Z", "DTEND:19900101T003000Z", "RRULE:FREQ=SECONDLY");

/** Every start in the window, found by stepping through the whole series from its real start with ical.js. */
function startsFromFullSeries(lines: string[]): string[] {
  const calendar = new ICAL.Component(ICAL.parse(calendarIcs([lines])));
  const series = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const starts: string[] = [];
  const iterator = series.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const pad = (value: number) => String(value).padStart(2, "0");
    // Times with a TZID are wall-clock times in London here (no VTIMEZONE), as the expansion reads them.
    const startsAt =
      next.zone === ICAL.Timezone.utcTimezone
        ? next.toJSDate()
        : zonedToInstant(
            `${next.year}-${pad(next.month)}-${pad(next.day)}`,
            `${pad(next.hour)}:${pad(next.minute)}`,
            LONDON,
          );
    if (startsAt >= window.to) break;
    if (startsAt >= window.from) starts.push(startsAt.toISOString());
  }
  return starts;
}

describe("the expansion's budget per calendar", () => {
  it("is 50,000 steps by default", () => {
    expect(BUSY_EXPANSION_MAX_STEPS).toBe(50_000);
  });

  it("refuses secondly series from 1990 once the calendar's steps run out, quickly", () => {
    const started = Date.now();
    const calendar = Array.from({ length: 60 }, (_, i) => secondly(`secondly-${i}@example.com`));
    expect(() => expand(calendar, 2000)).toThrow(BUSY_FETCH_MESSAGES.tooComplex);
    expect(() => expand(calendar, BUSY_EXPANSION_MAX_STEPS)).toThrow(BUSY_FETCH_MESSAGES.tooComplex);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("counts every event, single ones too, against one total", () => {
    const singles = Array.from({ length: 11 }, (_, i) =>
      event(`single-${i}`, `DTSTART:202611${String(i + 1).padStart(2, "0")}T090000Z`, "DURATION:PT1H"),
    );
    expect(expand(singles.slice(0, 10), 10).intervals).toHaveLength(10);
    expect(() => expand(singles, 10)).toThrow(BUSY_FETCH_MESSAGES.tooComplex);

    // Two daily series of 365 in the window: each fits 500 steps alone, not both together.
    const daily = (uid: string, time: string) =>
      event(uid, `DTSTART:20260901T${time}Z`, "DURATION:PT30M", "RRULE:FREQ=DAILY");
    expect(expand([daily("a", "090000")], 500).intervals).toHaveLength(365);
    expect(() => expand([daily("a", "090000"), daily("b", "120000")], 500)).toThrow(BUSY_FETCH_MESSAGES.tooComplex);
  });

  it("gives up as too slow after its deadline", () => {
    expect(() => expand([secondly("late")], BUSY_EXPANSION_MAX_STEPS, { deadline: Date.now() - 1 })).toThrow(
      BUSY_FETCH_MESSAGES.tooSlow,
    );
  });

  it("starts an endless series from 1990 near the window, without spending the budget on the years before", () => {
    const { intervals } = expand(
      [event("daily-1990", "DTSTART;TZID=Europe/London:19900101T090000", "DURATION:PT30M", "RRULE:FREQ=DAILY")],
      400,
    );
    expect(intervals).toHaveLength(365);
    expect(intervals[0].startsAt.toISOString()).toBe("2026-10-01T08:00:00.000Z");
    expect(intervals.at(-1)!.startsAt.toISOString()).toBe("2027-09-30T08:00:00.000Z");
  });

  it.each([
    ["fortnightly on Mondays and Thursdays", "DTSTART:19950102T090000Z", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH"],
    ["every 5 hours in London", "DTSTART;TZID=Europe/London:20230101T070000", "RRULE:FREQ=HOURLY;INTERVAL=5"],
    ["every 3 days until 2027", "DTSTART:20000105T123000Z", "RRULE:FREQ=DAILY;INTERVAL=3;UNTIL=20270301T000000Z"],
    ["every 4,327 minutes", "DTSTART:20100101T000000Z", "RRULE:FREQ=MINUTELY;INTERVAL=4327"],
    ["weekdays every 2 days in January", "DTSTART:19990103T080000Z", "RRULE:FREQ=DAILY;INTERVAL=2;BYMONTH=1"],
  ])(
    "starting later keeps the same occurrences: %s",
    (_name, start, rule) => {
      const lines = event("series", start, "DURATION:PT15M", rule);
      const starts = expand([lines], BUSY_EXPANSION_MAX_STEPS).intervals.map((i) => i.startsAt.toISOString());
      const expected = startsFromFullSeries(lines);
      expect(expected.length).toBeGreaterThan(10);
      expect(starts).toEqual(expected);
      // Expanding a whole series since 1995 takes a few seconds on a loaded CI machine.
    },
    30_000,
  );
});
