import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildBookedAhead,
  computeUtilisationPercent,
  getBookedAheadRange,
  workingMinutesInRange,
} from "@/lib/metrics/booked-ahead";
import { businessHoursSchema, staffAvailabilitySchema } from "@/lib/business/settings-schema";

const hours = businessHoursSchema.parse({});
const weekdays = staffAvailabilitySchema.parse({}); // Mon-Fri 09:00-17:00
const zone = "Europe/London";

describe("booked ahead", () => {
  it("mirrors the past period: now to the same time N days ahead", () => {
    const range = getBookedAheadRange(new Date("2030-04-02T08:00:00Z"), 7, zone);
    expect(range).toMatchObject({ startDate: "2030-04-02", endDate: "2030-04-09" });
    expect(range.end.toISOString()).toBe("2030-04-09T08:00:00.000Z");
  });

  it("counts working minutes from now, day by day, to the same time on the last day", () => {
    // Tuesday 14:00 BST: 3 hours left today; Wed-Fri 8 h; Mon 8 h; Tuesday until 14:00: 5 h.
    const range = getBookedAheadRange(new Date("2030-04-02T13:00:00Z"), 7, zone);
    expect(workingMinutesInRange(weekdays, hours, range, zone)).toBe((3 + 8 * 4 + 5) * 60);
  });

  it("counts a day across the autumn clock change by its wall-clock hours", () => {
    // Sunday 27 October 2030 is the change; the staff member works Sundays 09:00-17:00 here, the salon too.
    const sundays = staffAvailabilitySchema.parse({ sunday: { enabled: true, start: "09:00", end: "17:00" } });
    const open = businessHoursSchema.parse({ sunday: { enabled: true, start: "09:00", end: "17:00" } });
    const range = getBookedAheadRange(new Date("2030-10-26T23:00:00Z"), 1, zone); // Sun 27 Oct, 00:00 BST
    expect(range.end.toISOString()).toBe("2030-10-28T00:00:00.000Z"); // Mon 28 Oct, 00:00 GMT: 25 hours on
    expect(workingMinutesInRange(sundays, open, range, zone)).toBe(8 * 60);
  });

  it("has no utilisation without working time, and one decimal otherwise", () => {
    expect(computeUtilisationPercent(60, 0)).toBeNull();
    expect(computeUtilisationPercent(1, 3)).toBe(33.3);
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (booked, working) => {
        const percent = computeUtilisationPercent(booked, working)!;
        expect(Math.abs(percent - (booked / working) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it("lists every active member, busiest first, then bookings of members no longer active; totals add up", () => {
    const range = getBookedAheadRange(new Date("2030-04-02T08:00:00Z"), 7, zone);
    const result = buildBookedAhead(
      [
        { staffId: "b", name: "Bob", bookings: 2, revenuePence: 5000, minutes: 90 },
        { staffId: "gone", name: "Former", bookings: 1, revenuePence: 1000, minutes: 30 },
      ],
      [
        { id: "a", name: "Alice", availability: weekdays },
        { id: "b", name: "Bob", availability: weekdays },
      ],
      hours,
      range,
      zone,
    );
    expect(result).toMatchObject({ bookings: 3, revenuePence: 6000 });
    expect(result.staff.map((row) => [row.name, row.minutes, row.utilisationPercent])).toEqual([
      ["Bob", 90, 3.8],
      ["Former", 30, null],
      ["Alice", 0, 0],
    ]);
  });
});
