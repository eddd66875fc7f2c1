import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysBetween, MAX_SERIES_OCCURRENCES, planSeries, planSeriesDates } from "@/lib/series/plan-series";
import { nearestTimes, overlapsLiveBookings } from "@/lib/series/check-occurrences";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";

const LONDON = "Europe/London";

const firstDate = fc
  .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const everyWeeks = fc.integer({ min: 1, max: 12 });
const count = fc.integer({ min: 2, max: 52 });
// Daytime wall-clock times: never in London's skipped or repeated hour (01:00-02:00).
const time = fc
  .tuple(fc.integer({ min: 7, max: 21 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

describe("planSeriesDates", () => {
  it("gives exactly `count` dates, every N weeks apart in local days", () => {
    fc.assert(
      fc.property(firstDate, everyWeeks, count, (first, weeks, times) => {
        const dates = planSeriesDates(first, { everyWeeks: weeks, count: times });
        expect(dates).toHaveLength(times);
        expect(dates[0]).toBe(first);
        for (let index = 1; index < dates.length; index++) {
          expect(daysBetween(dates[index - 1], dates[index])).toBe(7 * weeks);
        }
      }),
    );
  });

  it("stops at `until` inclusive, and at the cap", () => {
    fc.assert(
      fc.property(firstDate, everyWeeks, fc.integer({ min: 0, max: 800 }), (first, weeks, span) => {
        const until = new Date(Date.parse(`${first}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10);
        const dates = planSeriesDates(first, { everyWeeks: weeks, until });
        expect(dates.length).toBe(Math.min(Math.floor(span / (7 * weeks)) + 1, MAX_SERIES_OCCURRENCES));
        expect(dates.every((date) => date <= until)).toBe(true);
        if (span % (7 * weeks) === 0 && dates.length < MAX_SERIES_OCCURRENCES) expect(dates.at(-1)).toBe(until);
      }),
    );
  });
});

describe("planSeries", () => {
  it("keeps the same local time in London across the clock changes", () => {
    fc.assert(
      fc.property(firstDate, everyWeeks, count, time, (first, weeks, times, at) => {
        const occurrences = planSeries({ date: first, time: at }, { everyWeeks: weeks, count: times }, LONDON);
        for (const occurrence of occurrences) {
          expect(occurrence.startsAt).not.toBeNull();
          expect(toTimeInZone(occurrence.startsAt!, LONDON)).toBe(at);
          expect(toDateInZone(occurrence.startsAt!, LONDON)).toBe(occurrence.date);
        }
      }),
    );
  });

  it("crosses the March and October 2027 changes at 10:00 local", () => {
    const spring = planSeries({ date: "2027-03-14", time: "10:00" }, { everyWeeks: 1, count: 4 }, LONDON);
    expect(spring.map((each) => each.startsAt!.toISOString())).toEqual([
      "2027-03-14T10:00:00.000Z",
      "2027-03-21T10:00:00.000Z",
      "2027-03-28T09:00:00.000Z",
      "2027-04-04T09:00:00.000Z",
    ]);
    const autumn = planSeries({ date: "2027-10-24", time: "10:00" }, { everyWeeks: 1, until: "2027-10-31" }, LONDON);
    expect(autumn.map((each) => each.startsAt!.toISOString())).toEqual([
      "2027-10-24T09:00:00.000Z",
      "2027-10-31T10:00:00.000Z",
    ]);
  });

  it("marks a time the spring change skips as having no instant", () => {
    const occurrences = planSeries({ date: "2027-03-21", time: "01:30" }, { everyWeeks: 1, count: 2 }, LONDON);
    expect(occurrences[0].startsAt).not.toBeNull();
    expect(occurrences[1].startsAt).toBeNull();
  });
});

describe("occurrence checks", () => {
  const at = (iso: string, minutes: number, processing = { after: 0, minutes: 0 }) => ({
    startsAt: new Date(iso),
    endsAt: new Date(Date.parse(iso) + minutes * 60_000),
    processingAfterMinutes: processing.after,
    processingMinutes: processing.minutes,
  });

  it("finds overlaps as the constraint does, processing parts free", () => {
    const colour = at("2030-06-12T10:00:00Z", 120, { after: 30, minutes: 60 });
    expect(overlapsLiveBookings(at("2030-06-12T10:30:00Z", 60), [colour])).toBe(false);
    expect(overlapsLiveBookings(at("2030-06-12T10:15:00Z", 30), [colour])).toBe(true);
    expect(overlapsLiveBookings(at("2030-06-12T12:00:00Z", 30), [colour])).toBe(false);
  });

  it("orders free times by distance from the wanted one, earlier first on a tie", () => {
    expect(nearestTimes(["09:00", "09:45", "10:15", "11:00", "14:00"], "10:00")).toEqual(["09:45", "10:15", "09:00"]);
    fc.assert(
      fc.property(fc.uniqueArray(time, { maxLength: 20 }), time, (free, wanted) => {
        const nearest = nearestTimes(free, wanted, 3);
        expect(nearest.length).toBe(Math.min(3, free.filter((each) => each !== wanted).length));
        expect(nearest).not.toContain(wanted);
      }),
    );
  });
});
