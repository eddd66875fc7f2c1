import { addDays, format, parseISO } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDaysToDate,
  createDayClock,
  getMonthStarts,
  startOfNextDayInZone,
  toDateInZone,
  toTimeInZone,
  toWallClockInZone,
  zonedToInstant,
} from "@/lib/time/zoned-time";

const LONDON = "Europe/London";

describe("zoned time helpers", () => {
  it("knows London's date just after midnight in summer time (BST)", () => {
    const instant = new Date("2026-06-30T23:30:00Z"); // 00:30 on 1 July in London
    expect(toDateInZone(instant, LONDON)).toBe("2026-07-01");
    expect(toTimeInZone(instant, LONDON)).toBe("00:30");
  });

  it("maps wall-clock times to instants on both sides of the 2026 clock changes", () => {
    expect(zonedToInstant("2026-03-28", "10:00", LONDON).toISOString()).toBe("2026-03-28T10:00:00.000Z");
    expect(zonedToInstant("2026-03-29", "10:00", LONDON).toISOString()).toBe("2026-03-29T09:00:00.000Z");
    expect(zonedToInstant("2026-10-24", "10:00", LONDON).toISOString()).toBe("2026-10-24T09:00:00.000Z");
    expect(zonedToInstant("2026-10-25", "10:00", LONDON).toISOString()).toBe("2026-10-25T10:00:00.000Z");
  });

  it("adds days across month, year and clock-change boundaries", () => {
    expect(addDaysToDate("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDaysToDate("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDaysToDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDate("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("reads the wall-clock date and minute in the zone in one call", () => {
    expect(toWallClockInZone(new Date("2026-11-24T10:00:00Z"), LONDON)).toEqual({ date: "2026-11-24", minutes: 600 });
    expect(toWallClockInZone(new Date("2026-07-24T23:30:00Z"), LONDON)).toEqual({ date: "2026-07-25", minutes: 30 });
    expect(toWallClockInZone(new Date("2026-10-25T01:30:00Z"), LONDON)).toEqual({ date: "2026-10-25", minutes: 90 });
    expect(toWallClockInZone(new Date("2026-11-24T05:00:00Z"), "Asia/Kolkata")).toEqual({
      date: "2026-11-24",
      minutes: 630,
    });
  });

  it("finds the starts of this and last month in the business's zone", () => {
    const { thisMonth, lastMonth } = getMonthStarts(new Date("2026-03-31T23:30:00Z"), LONDON); // 00:30 BST on 1 April
    expect(thisMonth.toISOString()).toBe("2026-03-31T23:00:00.000Z");
    expect(lastMonth.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    const january = getMonthStarts(new Date("2027-01-15T12:00:00Z"), LONDON);
    expect(january.lastMonth.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    const tokyo = getMonthStarts(new Date("2026-05-31T16:00:00Z"), "Asia/Tokyo"); // 1 June 01:00 in Tokyo
    expect(tokyo.thisMonth.toISOString()).toBe("2026-05-31T15:00:00.000Z");
  });
});

describe("createDayClock", () => {
  it("matches zonedToInstant on ordinary days and on both clock-change days", () => {
    for (const date of ["2026-06-01", "2026-01-15", "2026-03-29", "2026-10-25", "2026-03-28", "2026-10-24"]) {
      const clock = createDayClock(date, LONDON);
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        const instant = clock(minute);
        if (date === "2026-03-29" && minute >= 60 && minute < 120) {
          expect(instant, `${date} ${time}`).toBeNull(); // 01:00-01:59 does not exist
          continue;
        }
        expect(instant, `${date} ${time}`).toBe(zonedToInstant(date, time, LONDON).getTime());
      }
    }
  });

  it("works for zones with other offsets", () => {
    expect(createDayClock("2026-06-01", "Asia/Kolkata")(9 * 60)).toBe(Date.parse("2026-06-01T03:30:00.000Z"));
    expect(createDayClock("2026-06-01", "America/New_York")(9 * 60)).toBe(Date.parse("2026-06-01T13:00:00.000Z"));
  });
});

describe("the fast paths agree with date-fns-tz", () => {
  const zones = [LONDON, "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham", "UTC"];
  const instants = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2099-12-31T23:59:59Z"),
    noInvalidDate: true,
  });

  it("toDateInZone and toTimeInZone match formatInTimeZone", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        expect(toDateInZone(instant, zone)).toBe(formatInTimeZone(instant, zone, "yyyy-MM-dd"));
        expect(toTimeInZone(instant, zone)).toBe(formatInTimeZone(instant, zone, "HH:mm"));
      }),
      { numRuns: 2_000 },
    );
  });

  it("addDaysToDate matches date-fns across months, leap years and long spans", () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -1_000, max: 1_000 }), (instant, days) => {
        const date = instant.toISOString().slice(0, 10);
        expect(addDaysToDate(date, days)).toBe(format(addDays(parseISO(date), days), "yyyy-MM-dd"));
      }),
      { numRuns: 2_000 },
    );
    expect(addDaysToDate("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToDate("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDaysToDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDate("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("remembered day clocks give the same instants as converting each time", () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (instant, zone, minute) => {
          const date = instant.toISOString().slice(0, 10);
          const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
          const fromClock = createDayClock(date, zone)(minute);
          const converted = zonedToInstant(date, time, zone);
          if (fromClock !== null) expect(fromClock).toBe(converted.getTime());
          else expect(toTimeInZone(converted, zone)).not.toBe(time);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("toWallClockInZone (offsets remembered per hour) matches formatInTimeZone, 1900-2199 and at clock changes", () => {
    const moreZones = [...zones, "Asia/Kathmandu", "America/St_Johns", "Africa/Casablanca", "America/Sao_Paulo"];
    const wide = fc.date({
      min: new Date("1900-01-01T00:00:00Z"),
      max: new Date("2199-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    // Instants within three hours of clock changes: London, New York, Lord Howe (30 minutes), Chatham (at :45).
    const changes = [
      "2026-03-29T01:00:00Z",
      "2026-10-25T01:00:00Z",
      "1971-10-31T02:00:00Z",
      "2026-03-08T07:00:00Z",
      "2026-11-01T06:00:00Z",
      "2026-04-04T15:00:00Z",
      "2026-10-03T15:30:00Z",
      "2026-04-04T14:00:00Z",
      "2026-09-26T14:00:00Z",
    ].map((iso) => Date.parse(iso));
    const nearChanges = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * 3_600, max: 3 * 3_600 }))
      .map(([change, seconds]) => new Date(change + seconds * 1000));
    fc.assert(
      fc.property(fc.oneof(wide, nearChanges), fc.constantFrom(...moreZones), (instant, zone) => {
        expect(toWallClockInZone(instant, zone)).toEqual({
          date: formatInTimeZone(instant, zone, "yyyy-MM-dd"),
          minutes: Number(formatInTimeZone(instant, zone, "H")) * 60 + Number(formatInTimeZone(instant, zone, "m")),
        });
      }),
      { numRuns: 5_000 },
    );
    // Twice in one hour, and in the hour a clock change falls in (the formatter answers each of those).
    const london = new Date("2026-10-25T01:59:30Z");
    expect(toWallClockInZone(london, LONDON)).toEqual({ date: "2026-10-25", minutes: 119 });
    expect(toWallClockInZone(london, LONDON)).toEqual({ date: "2026-10-25", minutes: 119 });
    expect(toWallClockInZone(new Date("2026-10-03T15:45:00Z"), "Australia/Lord_Howe")).toEqual({
      date: "2026-10-04",
      minutes: 2 * 60 + 45,
    });
  });

  it("refuses an unknown zone and an invalid date, as before", () => {
    expect(() => toDateInZone(new Date(), "Mars/Olympus")).toThrow(RangeError);
    expect(() => toTimeInZone(new Date(Number.NaN), LONDON)).toThrow(RangeError);
    expect(() => addDaysToDate("not-a-date", 1)).toThrow(RangeError);
  });
});

describe("startOfNextDayInZone", () => {
  const next = (iso: string, zone = LONDON) => startOfNextDayInZone(new Date(iso), zone).toISOString();

  it("is the zone's next midnight, in winter and in summer time", () => {
    expect(next("2026-11-26T15:00:00Z")).toBe("2026-11-27T00:00:00.000Z");
    expect(next("2026-07-01T22:30:00Z")).toBe("2026-07-01T23:00:00.000Z"); // 23:30 BST: midnight BST is 23:00 UTC
    expect(next("2026-07-01T23:30:00Z")).toBe("2026-07-02T23:00:00.000Z"); // 00:30 BST, already the 2nd
  });

  it("at midnight itself is the next day's, and a millisecond before it is that midnight", () => {
    expect(next("2026-11-27T00:00:00Z")).toBe("2026-11-28T00:00:00.000Z");
    expect(next("2026-11-26T23:59:59.999Z")).toBe("2026-11-27T00:00:00.000Z");
  });

  it("stays right across the clock changes (a 23-hour and a 25-hour day)", () => {
    expect(next("2026-03-28T23:30:00Z")).toBe("2026-03-29T00:00:00.000Z"); // GMT until 01:00 on the 29th
    expect(next("2026-03-29T00:30:00Z")).toBe("2026-03-29T23:00:00.000Z"); // the 29th has 23 hours
    expect(next("2026-10-24T22:30:00Z")).toBe("2026-10-24T23:00:00.000Z"); // 23:30 BST
    expect(next("2026-10-25T00:30:00Z")).toBe("2026-10-26T00:00:00.000Z"); // the 25th has 25 hours
  });

  it("is the first instant of a day whose midnight a clock change skips (Santiago moves 00:00 to 01:00)", () => {
    // Saturday 5 Sep 2026 23:30 at -04; Sunday begins at 01:00 -03, which is 04:00 UTC.
    expect(next("2026-09-06T03:30:00Z", "America/Santiago")).toBe("2026-09-06T04:00:00.000Z");
  });

  it("always begins the next calendar day in the zone, within 25 hours (property)", () => {
    const zones = [
      LONDON,
      "America/New_York",
      "America/Santiago",
      "Australia/Lord_Howe",
      "Asia/Kolkata",
      "Pacific/Chatham",
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const start = startOfNextDayInZone(instant, zone);
          const today = toDateInZone(instant, zone);
          expect(start.getTime()).toBeGreaterThan(instant.getTime());
          expect(start.getTime() - instant.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
          expect(toDateInZone(start, zone)).toBe(addDaysToDate(today, 1));
          expect(toDateInZone(new Date(start.getTime() - 1), zone)).toBe(today);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
