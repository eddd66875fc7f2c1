import { afterEach, describe, expect, it } from "vitest";
import { formatDateButton, formatLongDate, formatShortDate, formatWeekdayDayMonth } from "@/lib/format/booking-date";

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe("formatLongDate", () => {
  it("writes the weekday, day, month and year in en-GB order", () => {
    expect(formatLongDate("2026-11-24")).toBe("Tuesday 24 November 2026");
    expect(formatLongDate("2026-03-01")).toBe("Sunday 1 March 2026");
    expect(formatLongDate("2028-02-29")).toBe("Tuesday 29 February 2028");
  });

  it("is the same whatever the visitor's time zone (dates around BST changes and year ends)", () => {
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "Europe/London"]) {
      process.env.TZ = tz;
      expect(formatLongDate("2026-03-29")).toBe("Sunday 29 March 2026");
      expect(formatLongDate("2026-10-25")).toBe("Sunday 25 October 2026");
      expect(formatLongDate("2026-12-31")).toBe("Thursday 31 December 2026");
      expect(formatLongDate("2027-01-01")).toBe("Friday 1 January 2027");
    }
  });

  it("returns input that is not a real YYYY-MM-DD date unchanged", () => {
    expect(formatLongDate("2026-02-30")).toBe("2026-02-30");
    expect(formatLongDate("2026-13-01")).toBe("2026-13-01");
    expect(formatLongDate("24/11/2026")).toBe("24/11/2026");
    expect(formatLongDate("")).toBe("");
  });
});

describe("formatDateButton", () => {
  it("gives the short weekday, the day number and the short month", () => {
    expect(formatDateButton("2026-11-24")).toEqual({ weekday: "Tue", day: "24", month: "Nov" });
    expect(formatDateButton("2026-09-05")).toEqual({ weekday: "Sat", day: "5", month: "Sep" });
    expect(formatDateButton("2027-01-03")).toEqual({ weekday: "Sun", day: "3", month: "Jan" });
  });

  it("names every weekday of a week in order", () => {
    const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"];
    expect(week.map((date) => formatDateButton(date).weekday)).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
  });

  it("does not depend on the visitor's time zone", () => {
    process.env.TZ = "Pacific/Pago_Pago";
    expect(formatDateButton("2026-11-24")).toEqual({ weekday: "Tue", day: "24", month: "Nov" });
    process.env.TZ = "Pacific/Kiritimati";
    expect(formatDateButton("2026-11-24")).toEqual({ weekday: "Tue", day: "24", month: "Nov" });
  });

  it("shows unparseable input as the day, with no weekday or month", () => {
    expect(formatDateButton("not-a-date")).toEqual({ weekday: "", day: "not-a-date", month: "" });
  });
});

describe("formatWeekdayDayMonth", () => {
  it("writes the weekday, day and month without the year, whatever the visitor's zone", () => {
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"]) {
      process.env.TZ = tz;
      expect(formatWeekdayDayMonth("2026-11-25")).toBe("Wednesday 25 November");
      expect(formatWeekdayDayMonth("2026-03-29")).toBe("Sunday 29 March");
      expect(formatWeekdayDayMonth("2028-02-29")).toBe("Tuesday 29 February");
    }
  });

  it("returns input that is not a real date unchanged", () => {
    expect(formatWeekdayDayMonth("2026-02-30")).toBe("2026-02-30");
    expect(formatWeekdayDayMonth("")).toBe("");
  });
});

describe("formatShortDate", () => {
  it("writes the dashboard's day 'Wed 25 Nov 2026' whatever the time zone", () => {
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"]) {
      process.env.TZ = tz;
      expect(formatShortDate("2026-11-25")).toBe("Wed 25 Nov 2026");
      expect(formatShortDate("2027-01-01")).toBe("Fri 1 Jan 2027");
    }
  });

  it("returns input that is not a real date unchanged", () => {
    expect(formatShortDate("2026-02-30")).toBe("2026-02-30");
    expect(formatShortDate("")).toBe("");
  });
});
