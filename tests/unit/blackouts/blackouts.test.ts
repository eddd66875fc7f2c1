import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  blackoutAppliesOnDate,
  blackoutAppliesToStaff,
  blockedMinutesOnDate,
  formatShortDay,
  getUpcomingDays,
  isActiveBlackout,
  isDateBlocked,
  isValidDate,
  isValidTime,
  normalizeTime,
  toCalendarWeeks,
  weekdayIndex,
  type BlackoutRule,
} from "@/lib/blackouts/rules";

const rule = (overrides: Partial<BlackoutRule> = {}): BlackoutRule => ({
  type: "business",
  staffId: null,
  startDate: "2026-11-24",
  endDate: "2026-11-24",
  startTime: null,
  endTime: null,
  recurring: false,
  recurringPattern: "none",
  ...overrides,
});

const weekly = (startDate: string, endDate: string) =>
  rule({ startDate, endDate, recurring: true, recurringPattern: "weekly" });
const monthly = (startDate: string, endDate: string) =>
  rule({ startDate, endDate, recurring: true, recurringPattern: "monthly" });

/** Every date from `from` to `to` inclusive. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

describe("date helpers", () => {
  it("validates calendar dates and times", () => {
    expect(isValidDate("2026-11-24")).toBe(true);
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2026-02-29")).toBe(false);
    expect(isValidDate("2026-04-31")).toBe(false);
    expect(isValidDate("2026-13-01")).toBe(false);
    expect(isValidDate("2026-1-1")).toBe(false);
    expect(isValidDate("")).toBe(false);
    expect(isValidTime("00:00")).toBe(true);
    expect(isValidTime("23:59")).toBe(true);
    expect(isValidTime("09:30:00")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("9:30")).toBe(false);
    expect(normalizeTime("09:30:00")).toBe("09:30");
    expect(normalizeTime(null)).toBeNull();
  });

  it("does calendar arithmetic and weekdays without a time zone", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // Across the clock changes, days are still whole days.
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(weekdayIndex("2026-11-22")).toBe(0); // Sunday
    expect(weekdayIndex("2026-11-24")).toBe(2); // Tuesday
    expect(weekdayIndex("2026-11-28")).toBe(6); // Saturday
    expect(weekdayIndex("1969-12-31")).toBe(3); // Wednesday, before the epoch
  });

  it("formats the calendar's day labels", () => {
    expect(formatShortDay("2026-11-24")).toBe("Tue 24 Nov");
    expect(formatShortDay("2026-12-01")).toBe("Tue 1 Dec");
  });
});

describe("blackoutAppliesOnDate (non-recurring)", () => {
  it("covers a single day only", () => {
    const single = rule();
    expect(blackoutAppliesOnDate(single, "2026-11-24")).toBe(true);
    expect(blackoutAppliesOnDate(single, "2026-11-23")).toBe(false);
    expect(blackoutAppliesOnDate(single, "2026-11-25")).toBe(false);
    expect(blackoutAppliesOnDate(single, "2026-12-01")).toBe(false);
  });

  it("covers a range including both boundary dates", () => {
    const range = rule({ startDate: "2026-12-24", endDate: "2027-01-02" });
    expect(blackoutAppliesOnDate(range, "2026-12-23")).toBe(false);
    expect(blackoutAppliesOnDate(range, "2026-12-24")).toBe(true);
    expect(blackoutAppliesOnDate(range, "2026-12-31")).toBe(true);
    expect(blackoutAppliesOnDate(range, "2027-01-01")).toBe(true);
    expect(blackoutAppliesOnDate(range, "2027-01-02")).toBe(true);
    expect(blackoutAppliesOnDate(range, "2027-01-03")).toBe(false);
  });

  it("treats recurring with pattern 'none' (and not recurring with a pattern) as one-off", () => {
    const none = rule({ recurring: true, recurringPattern: "none" });
    expect(blackoutAppliesOnDate(none, "2026-11-24")).toBe(true);
    expect(blackoutAppliesOnDate(none, "2026-12-01")).toBe(false);
    const notRecurring = rule({ recurring: false, recurringPattern: "weekly" });
    expect(blackoutAppliesOnDate(notRecurring, "2026-12-01")).toBe(false);
  });

  it("never applies for malformed dates or an inverted range", () => {
    expect(blackoutAppliesOnDate(rule(), "24/11/2026")).toBe(false);
    expect(blackoutAppliesOnDate(rule({ startDate: "2026-11-25", endDate: "2026-11-24" }), "2026-11-24")).toBe(false);
    expect(blackoutAppliesOnDate(weekly("2026-11-25", "2026-11-24"), "2026-12-02")).toBe(false);
    expect(blackoutAppliesOnDate(monthly("2026-11-25", "2026-11-24"), "2026-12-25")).toBe(false);
  });
});

describe("blackoutAppliesOnDate (weekly)", () => {
  it("repeats a single day on the same weekday every week, never before the start", () => {
    const tuesdays = weekly("2026-11-24", "2026-11-24");
    expect(blackoutAppliesOnDate(tuesdays, "2026-11-17")).toBe(false); // a Tuesday before the start
    expect(blackoutAppliesOnDate(tuesdays, "2026-11-24")).toBe(true);
    expect(blackoutAppliesOnDate(tuesdays, "2026-12-01")).toBe(true);
    expect(blackoutAppliesOnDate(tuesdays, "2027-11-23")).toBe(true); // a year later, still a Tuesday
    expect(blackoutAppliesOnDate(tuesdays, "2026-11-25")).toBe(false);
    expect(blackoutAppliesOnDate(tuesdays, "2026-11-30")).toBe(false);
  });

  it("repeats across the year end and the clock changes", () => {
    const thursdays = weekly("2026-12-24", "2026-12-24");
    expect(blackoutAppliesOnDate(thursdays, "2026-12-31")).toBe(true);
    expect(blackoutAppliesOnDate(thursdays, "2027-01-07")).toBe(true);
    expect(blackoutAppliesOnDate(thursdays, "2027-01-08")).toBe(false);
    expect(blackoutAppliesOnDate(thursdays, "2027-04-01")).toBe(true); // after the spring change
    const sundays = weekly("2026-03-22", "2026-03-22");
    expect(blackoutAppliesOnDate(sundays, "2026-03-29")).toBe(true);
    expect(blackoutAppliesOnDate(sundays, "2026-10-25")).toBe(true);
  });

  it("covers the weekdays a range spans, including one that wraps past Saturday", () => {
    const friToMon = weekly("2026-11-27", "2026-11-30"); // Fri, Sat, Sun, Mon
    const week = datesBetween("2026-12-01", "2026-12-07"); // Tue..Mon
    expect(week.filter((date) => blackoutAppliesOnDate(friToMon, date))).toEqual([
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
    ]);
    expect(blackoutAppliesOnDate(friToMon, "2026-11-26")).toBe(false);
  });

  it("covers every day for a range of 7 or more days", () => {
    const fullWeek = weekly("2026-11-24", "2026-11-30");
    for (const date of datesBetween("2026-11-24", "2027-01-10"))
      expect(blackoutAppliesOnDate(fullWeek, date)).toBe(true);
    expect(blackoutAppliesOnDate(fullWeek, "2026-11-23")).toBe(false);
    const tenDays = weekly("2026-11-24", "2026-12-03");
    expect(blackoutAppliesOnDate(tenDays, "2027-02-14")).toBe(true);
  });
});

describe("blackoutAppliesOnDate (monthly)", () => {
  it("repeats a day of the month every month, never before the start", () => {
    const fifteenth = monthly("2026-11-15", "2026-11-15");
    expect(blackoutAppliesOnDate(fifteenth, "2026-10-15")).toBe(false);
    expect(blackoutAppliesOnDate(fifteenth, "2026-11-15")).toBe(true);
    expect(blackoutAppliesOnDate(fifteenth, "2026-12-15")).toBe(true);
    expect(blackoutAppliesOnDate(fifteenth, "2027-01-15")).toBe(true);
    expect(blackoutAppliesOnDate(fifteenth, "2027-01-14")).toBe(false);
    expect(blackoutAppliesOnDate(fifteenth, "2027-01-16")).toBe(false);
  });

  it("puts a blackout on the 31st on the last day of shorter months", () => {
    const last = monthly("2027-01-31", "2027-01-31");
    expect(blackoutAppliesOnDate(last, "2027-02-28")).toBe(true);
    expect(blackoutAppliesOnDate(last, "2027-02-27")).toBe(false);
    expect(blackoutAppliesOnDate(last, "2027-03-31")).toBe(true);
    expect(blackoutAppliesOnDate(last, "2027-03-30")).toBe(false);
    expect(blackoutAppliesOnDate(last, "2027-04-30")).toBe(true);
    expect(blackoutAppliesOnDate(last, "2027-04-29")).toBe(false);
    expect(blackoutAppliesOnDate(last, "2027-05-01")).toBe(false);
    expect(blackoutAppliesOnDate(monthly("2027-12-31", "2027-12-31"), "2028-02-29")).toBe(true); // leap year
    expect(blackoutAppliesOnDate(monthly("2027-12-31", "2027-12-31"), "2028-02-28")).toBe(false);
    // 30th: February's last day, but not the 31st of longer months.
    const thirtieth = monthly("2026-11-30", "2026-11-30");
    expect(blackoutAppliesOnDate(thirtieth, "2027-02-28")).toBe(true);
    expect(blackoutAppliesOnDate(thirtieth, "2026-12-30")).toBe(true);
    expect(blackoutAppliesOnDate(thirtieth, "2026-12-31")).toBe(false);
  });

  it("covers the days of a range within a month, clamped to shorter months", () => {
    const lateMonth = monthly("2027-01-29", "2027-01-31");
    expect(datesBetween("2027-02-25", "2027-03-02").filter((d) => blackoutAppliesOnDate(lateMonth, d))).toEqual([
      "2027-02-28",
    ]);
    expect(datesBetween("2027-04-27", "2027-05-02").filter((d) => blackoutAppliesOnDate(lateMonth, d))).toEqual([
      "2027-04-29",
      "2027-04-30",
    ]);
  });

  it("handles a range that crosses a month end", () => {
    const crossing = monthly("2026-11-30", "2026-12-02"); // 30th, (31st), 1st, 2nd
    expect(datesBetween("2026-12-27", "2027-01-04").filter((d) => blackoutAppliesOnDate(crossing, d))).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(datesBetween("2027-02-25", "2027-03-04").filter((d) => blackoutAppliesOnDate(crossing, d))).toEqual([
      "2027-02-28",
      "2027-03-01",
      "2027-03-02",
    ]);
    // Not before the start: 1 and 2 November are earlier than 30 November.
    expect(blackoutAppliesOnDate(crossing, "2026-11-01")).toBe(false);
    expect(blackoutAppliesOnDate(crossing, "2026-12-01")).toBe(true);
  });

  it("covers every day for a range over two month ends, and across the year end", () => {
    const long = monthly("2026-11-20", "2027-01-05");
    expect(blackoutAppliesOnDate(long, "2027-03-10")).toBe(true);
    expect(blackoutAppliesOnDate(long, "2026-11-19")).toBe(false);
    const newYear = monthly("2026-12-31", "2027-01-01");
    expect(blackoutAppliesOnDate(newYear, "2027-01-31")).toBe(true);
    expect(blackoutAppliesOnDate(newYear, "2027-02-01")).toBe(true);
    expect(blackoutAppliesOnDate(newYear, "2027-02-28")).toBe(true);
    expect(blackoutAppliesOnDate(newYear, "2027-02-02")).toBe(false);
  });
});

describe("blackoutAppliesToStaff", () => {
  it("applies business blackouts to everyone and staff blackouts only to that member", () => {
    expect(blackoutAppliesToStaff(rule(), "anna")).toBe(true);
    expect(blackoutAppliesToStaff(rule({ type: "staff", staffId: "anna" }), "anna")).toBe(true);
    expect(blackoutAppliesToStaff(rule({ type: "staff", staffId: "anna" }), "ben")).toBe(false);
  });

  it("applies a staff blackout whose member was deleted to no one", () => {
    expect(blackoutAppliesToStaff(rule({ type: "staff", staffId: null }), "anna")).toBe(false);
    expect(isDateBlocked([rule({ type: "staff", staffId: null })], "2026-11-24")).toBe(false);
    expect(isDateBlocked([rule({ type: "staff", staffId: "anna" })], "2026-11-24")).toBe(true);
  });
});

describe("blockedMinutesOnDate", () => {
  it("is null when the rule does not apply, 'all-day' without times", () => {
    expect(blockedMinutesOnDate(rule(), "2026-11-25")).toBeNull();
    expect(blockedMinutesOnDate(rule(), "2026-11-24")).toBe("all-day");
    expect(blockedMinutesOnDate(rule({ startTime: "09:00", endTime: null }), "2026-11-24")).toBe("all-day");
  });

  it("gives the inclusive minute range with times, on every day of the range", () => {
    const lunch = rule({ startDate: "2026-11-24", endDate: "2026-11-26", startTime: "12:00", endTime: "13:30" });
    expect(blockedMinutesOnDate(lunch, "2026-11-24")).toEqual({ from: 720, to: 810 });
    expect(blockedMinutesOnDate(lunch, "2026-11-26")).toEqual({ from: 720, to: 810 });
    expect(blockedMinutesOnDate(lunch, "2026-11-27")).toBeNull();
    expect(blockedMinutesOnDate(rule({ startTime: "10:00:00", endTime: "10:00:00" }), "2026-11-24")).toEqual({
      from: 600,
      to: 600,
    });
    expect(blockedMinutesOnDate(rule({ startTime: "00:00", endTime: "23:59" }), "2026-11-24")).toEqual({
      from: 0,
      to: 1439,
    });
  });

  it("follows recurring rules", () => {
    const weeklyLunch = { ...weekly("2026-11-24", "2026-11-24"), startTime: "12:00", endTime: "13:00" };
    expect(blockedMinutesOnDate(weeklyLunch, "2026-12-01")).toEqual({ from: 720, to: 780 });
    expect(blockedMinutesOnDate(weeklyLunch, "2026-12-02")).toBeNull();
  });
});

describe("isActiveBlackout", () => {
  it("is active when today is within start and end inclusive", () => {
    const range = rule({ startDate: "2026-11-24", endDate: "2026-11-26" });
    expect(isActiveBlackout(range, "2026-11-23")).toBe(false);
    expect(isActiveBlackout(range, "2026-11-24")).toBe(true);
    expect(isActiveBlackout(range, "2026-11-25")).toBe(true);
    expect(isActiveBlackout(range, "2026-11-26")).toBe(true);
    expect(isActiveBlackout(range, "2026-11-27")).toBe(false);
  });

  it("is active on a later occurrence of a recurring blackout", () => {
    expect(isActiveBlackout(weekly("2026-11-24", "2026-11-24"), "2026-12-08")).toBe(true);
    expect(isActiveBlackout(weekly("2026-11-24", "2026-11-24"), "2026-12-09")).toBe(false);
    expect(isActiveBlackout(monthly("2026-11-24", "2026-11-24"), "2027-03-24")).toBe(true);
  });
});

describe("upcoming days and the Sunday-first calendar", () => {
  it("lists 14 days from today by default", () => {
    const days = getUpcomingDays("2026-11-24");
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("2026-11-24");
    expect(days[13]).toBe("2026-12-07");
    expect(getUpcomingDays("2026-12-25", 10).at(-1)).toBe("2027-01-03");
  });

  it("starts weeks on Sunday with blank cells before today's weekday", () => {
    const weeks = toCalendarWeeks(getUpcomingDays("2026-11-24")); // a Tuesday
    expect(weeks).toHaveLength(3);
    expect(weeks[0]).toEqual([null, null, "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
    expect(weeks[1][0]).toBe("2026-11-29"); // Sunday
    expect(weeks[2]).toEqual(["2026-12-06", "2026-12-07", null, null, null, null, null]);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      week.forEach((date, index) => {
        if (date) expect(weekdayIndex(date)).toBe(index);
      });
    }
  });

  it("needs no blank cells when today is a Sunday", () => {
    const weeks = toCalendarWeeks(getUpcomingDays("2026-11-22"));
    expect(weeks).toHaveLength(2);
    expect(weeks[0][0]).toBe("2026-11-22");
    expect(weeks.flat().filter(Boolean)).toHaveLength(14);
    expect(toCalendarWeeks([])).toEqual([]);
  });

  it("flags blocked days for business, staff and recurring blackouts", () => {
    const rules = [
      rule({ startDate: "2026-11-25", endDate: "2026-11-25" }),
      rule({
        type: "staff",
        staffId: "anna",
        startDate: "2026-11-27",
        endDate: "2026-11-27",
        startTime: "09:00",
        endTime: "12:00",
      }),
      weekly("2026-11-16", "2026-11-16"), // Mondays
    ];
    const blocked = getUpcomingDays("2026-11-24").filter((date) => isDateBlocked(rules, date));
    expect(blocked).toEqual(["2026-11-25", "2026-11-27", "2026-11-30", "2026-12-07"]);
  });
});

describe("properties", () => {
  const dateArb = fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2060-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it("a non-recurring blackout applies exactly to the dates between its start and end", () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -90, max: 150 }),
        (start, span, offset) => {
          const end = addDays(start, span);
          const date = addDays(start, offset);
          const blackout = rule({ startDate: start, endDate: end });
          expect(blackoutAppliesOnDate(blackout, date)).toBe(offset >= 0 && offset <= span);
          expect(isActiveBlackout(blackout, date)).toBe(offset >= 0 && offset <= span);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a recurring blackout always covers its original range, and nothing before its start", () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("weekly" as const, "monthly" as const),
        (start, span, back, recurringPattern) => {
          const blackout = rule({ startDate: start, endDate: addDays(start, span), recurring: true, recurringPattern });
          for (let offset = 0; offset <= span; offset++)
            expect(blackoutAppliesOnDate(blackout, addDays(start, offset))).toBe(true);
          if (back > 0) expect(blackoutAppliesOnDate(blackout, addDays(start, -back))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a weekly blackout repeats exactly every 7 days", () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 400 }), (start, span, offset) => {
        const blackout = weekly(start, addDays(start, span));
        const date = addDays(start, offset);
        expect(blackoutAppliesOnDate(blackout, addDays(date, 7))).toBe(blackoutAppliesOnDate(blackout, date));
      }),
      { numRuns: 300 },
    );
  });

  it("the calendar holds every upcoming day once, each under its weekday", () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 40 }), (today, count) => {
        const days = getUpcomingDays(today, count);
        const weeks = toCalendarWeeks(days);
        expect(weeks.flat().filter((cell) => cell !== null)).toEqual(days);
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          week.forEach((date, index) => date && expect(weekdayIndex(date)).toBe(index));
        }
      }),
    );
  });
});
