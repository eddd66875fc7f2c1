import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addDays,
  buildMonths,
  buildWeeks,
  firstFreeDate,
  gridPointsOf,
  groupTimes,
  mondayIndex,
  monthIndexOf,
  monthRangeLabel,
  moveDateIndex,
  moveGridIndex,
  weekIndexOf,
  weekMonthLabel,
  type PickerDay,
} from "@/components/date-time-picker/picker-model";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

/** `count` consecutive days from `start`, each free unless listed in `closed` / `full`. */
function window(start: string, count: number, closed: number[] = [], full: number[] = []): PickerDay[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(start, i);
    if (closed.includes(i)) return { date, slots: [], reason: "closed" as const };
    if (full.includes(i)) return { date, slots: [], reason: "fully_booked" as const };
    return { date, slots: ["09:00", "13:00", "17:30"] };
  });
}

describe("date arithmetic", () => {
  it("adds days across month, year, leap day and the clock changes", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("numbers weekdays from Monday whatever the process's zone", () => {
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "Europe/London"]) {
      process.env.TZ = tz;
      expect(mondayIndex("2026-11-23")).toBe(0);
      expect(mondayIndex("2026-11-25")).toBe(2);
      expect(mondayIndex("2026-11-29")).toBe(6);
      expect(mondayIndex("2026-03-29")).toBe(6);
    }
  });
});

describe("firstFreeDate", () => {
  it("is the first date with a time", () => {
    expect(firstFreeDate(window("2026-11-25", 21, [0, 1], [2]))).toBe("2026-11-28");
    expect(firstFreeDate(window("2026-11-25", 21))).toBe("2026-11-25");
  });

  it("is null for an empty window or one closed and full throughout", () => {
    expect(firstFreeDate([])).toBeNull();
    expect(firstFreeDate(window("2026-11-25", 3, [0, 2], [1]))).toBeNull();
  });
});

describe("buildWeeks", () => {
  it("pads the window to Monday-to-Sunday weeks with placeholders", () => {
    // Wednesday 25 November 2026, 21 days: to Tuesday 15 December.
    const weeks = buildWeeks(window("2026-11-25", 21));
    expect(weeks.map((week) => week.monday)).toEqual(["2026-11-23", "2026-11-30", "2026-12-07", "2026-12-14"]);
    expect(weeks[0].cells.map((cell) => cell.day?.date ?? null)).toEqual([
      null,
      null,
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(weeks[3].cells.filter((cell) => cell.day).map((cell) => cell.date)).toEqual(["2026-12-14", "2026-12-15"]);
    expect(weeks[3].cells.map((cell) => cell.date)).toEqual([
      "2026-12-14",
      "2026-12-15",
      "2026-12-16",
      "2026-12-17",
      "2026-12-18",
      "2026-12-19",
      "2026-12-20",
    ]);
  });

  it("handles a one-day window, a Monday start and a Sunday end", () => {
    expect(buildWeeks([])).toEqual([]);
    const one = buildWeeks(window("2026-11-29", 1));
    expect(one).toHaveLength(1);
    expect(one[0].cells[6].day?.date).toBe("2026-11-29");
    const exact = buildWeeks(window("2026-11-23", 14));
    expect(exact.map((week) => week.monday)).toEqual(["2026-11-23", "2026-11-30"]);
    expect(exact.every((week) => week.cells.every((cell) => cell.day !== null))).toBe(true);
  });

  it("keeps every window date exactly once, in its weekday's column (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (start, count) => {
          const days = window(start.toISOString().slice(0, 10), count);
          const weeks = buildWeeks(days);
          const placed = weeks.flatMap((week) => week.cells.filter((cell) => cell.day)).map((cell) => cell.date);
          expect(placed).toEqual(days.map((day) => day.date));
          for (const week of weeks) {
            expect(week.cells).toHaveLength(7);
            week.cells.forEach((cell, column) => expect(mondayIndex(cell.date)).toBe(column));
          }
          expect(weeks.length).toBeLessThanOrEqual(Math.ceil(count / 7) + 1);
          for (const day of days) expect(weeks[weekIndexOf(weeks, day.date)].cells.some((c) => c.date === day.date));
        },
      ),
    );
  });

  it("finds the week of a date, -1 outside or for null", () => {
    const weeks = buildWeeks(window("2026-11-25", 21));
    expect(weeks.length).toBe(4);
    expect(weekIndexOf(weeks, "2026-11-25")).toBe(0);
    expect(weekIndexOf(weeks, "2026-11-30")).toBe(1);
    expect(weekIndexOf(weeks, "2026-12-15")).toBe(3);
    expect(weekIndexOf(weeks, "2027-01-01")).toBe(-1);
    expect(weekIndexOf(weeks, null)).toBe(-1);
  });
});

describe("month labels", () => {
  it("names one month, two months or two years", () => {
    expect(monthRangeLabel("2026-11-02", "2026-11-08")).toBe("November 2026");
    expect(monthRangeLabel("2026-11-30", "2026-12-06")).toBe("November – December 2026");
    expect(monthRangeLabel("2026-12-28", "2027-01-03")).toBe("December 2026 – January 2027");
  });

  it("names a week by its window dates only", () => {
    const weeks = buildWeeks(window("2026-12-01", 21));
    // The week of 30 November: only 1-6 December are in the window.
    expect(weekMonthLabel(weeks[0])).toBe("December 2026");
    const crossing = buildWeeks(window("2026-11-25", 21));
    expect(weekMonthLabel(crossing[1])).toBe("November – December 2026");
    const newYear = buildWeeks(window("2026-12-25", 21));
    expect(weekMonthLabel(newYear[1])).toBe("December 2026 – January 2027");
  });
});

describe("buildMonths", () => {
  it("lays out each month the window touches in Monday-first rows", () => {
    const months = buildMonths(window("2026-11-25", 21));
    expect(months.map((month) => [month.key, month.label])).toEqual([
      ["2026-11", "November 2026"],
      ["2026-12", "December 2026"],
    ]);
    const november = months[0];
    // 1 November 2026 is a Sunday.
    expect(november.rows[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(november.rows[0][6]).toEqual({ date: "2026-11-01", day: null });
    expect(november.rows.every((row) => row.length === 7)).toBe(true);
    const cells = november.rows.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(30);
    expect(cells.filter((cell) => cell.day).map((cell) => cell.date)[0]).toBe("2026-11-25");
    expect(months[1].rows.flat().filter((cell) => cell?.day)).toHaveLength(15);
  });

  it("is one month when the window stays inside it, three for a long window", () => {
    expect(buildMonths(window("2026-02-01", 28)).map((m) => m.key)).toEqual(["2026-02"]);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four rows.
    expect(buildMonths(window("2027-02-01", 28))[0].rows).toHaveLength(4);
    expect(buildMonths(window("2026-11-25", 60)).map((m) => m.key)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(buildMonths([])).toEqual([]);
  });

  it("places every window date once in its weekday's column (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (start, count) => {
          const days = window(start.toISOString().slice(0, 10), count);
          const months = buildMonths(days);
          const placed: string[] = [];
          for (const month of months) {
            for (const row of month.rows) {
              expect(row).toHaveLength(7);
              row.forEach((cell, column) => {
                if (!cell) return;
                expect(mondayIndex(cell.date)).toBe(column);
                expect(cell.date.slice(0, 7)).toBe(month.key);
                if (cell.day) placed.push(cell.date);
              });
            }
          }
          expect(placed).toEqual(days.map((day) => day.date));
          for (const day of days) expect(months[monthIndexOf(months, day.date)].key).toBe(day.date.slice(0, 7));
        },
      ),
    );
  });
});

describe("groupTimes", () => {
  it("splits at 12:00 and 17:00 and leaves out empty groups", () => {
    expect(groupTimes(["09:00", "11:30", "11:59", "12:00", "16:59", "17:00", "20:30"])).toEqual([
      { key: "morning", label: "Morning", times: ["09:00", "11:30", "11:59"] },
      { key: "afternoon", label: "Afternoon", times: ["12:00", "16:59"] },
      { key: "evening", label: "Evening", times: ["17:00", "20:30"] },
    ]);
    expect(groupTimes(["13:00", "14:00"])).toEqual([
      { key: "afternoon", label: "Afternoon", times: ["13:00", "14:00"] },
    ]);
    expect(groupTimes(["00:00", "23:30"]).map((g) => g.key)).toEqual(["morning", "evening"]);
    expect(groupTimes([])).toEqual([]);
  });

  it("keeps every time once, in order (property)", () => {
    const slot = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.uniqueArray(slot, { maxLength: 48 }), (slots) => {
        const sorted = [...slots].sort();
        const groups = groupTimes(sorted);
        expect(groups.flatMap((group) => group.times)).toEqual(sorted);
        expect(groups.every((group) => group.times.length > 0)).toBe(true);
      }),
    );
  });
});

describe("moveDateIndex", () => {
  const all = Array.from({ length: 21 }, () => true);
  // Closed on Sundays and Mondays of a window starting on a Wednesday (indexes 4, 5, 11, 12, 18, 19).
  const salon = Array.from({ length: 21 }, (_, i) => ![4, 5, 11, 12, 18, 19].includes(i));

  it("moves left and right to the previous/next enabled date, not past the ends", () => {
    expect(moveDateIndex(all, 3, "ArrowRight", { vertical: false })).toBe(4);
    expect(moveDateIndex(all, 3, "ArrowLeft", { vertical: false })).toBe(2);
    expect(moveDateIndex(salon, 3, "ArrowRight", { vertical: false })).toBe(6);
    expect(moveDateIndex(salon, 6, "ArrowLeft", { vertical: false })).toBe(3);
    expect(moveDateIndex(all, 0, "ArrowLeft", { vertical: false })).toBeNull();
    expect(moveDateIndex(all, 20, "ArrowRight", { vertical: false })).toBeNull();
    expect(moveDateIndex([true, false, false], 0, "ArrowRight", { vertical: false })).toBeNull();
  });

  it("moves a week up and down only in the calendar, skipping closed weeks' dates", () => {
    expect(moveDateIndex(all, 3, "ArrowDown", { vertical: true })).toBe(10);
    expect(moveDateIndex(all, 10, "ArrowUp", { vertical: true })).toBe(3);
    expect(moveDateIndex(all, 3, "ArrowDown", { vertical: false })).toBeNull();
    expect(moveDateIndex(all, 3, "ArrowUp", { vertical: true })).toBeNull();
    expect(moveDateIndex(all, 15, "ArrowDown", { vertical: true })).toBeNull();
    const thirdWeekOnly = all.map((_, i) => i === 0 || i === 14);
    expect(moveDateIndex(thirdWeekOnly, 0, "ArrowDown", { vertical: true })).toBe(14);
  });

  it("goes to the first and last enabled dates with Home and End", () => {
    const closedEnds = all.map((_, i) => i > 1 && i < 19);
    expect(moveDateIndex(closedEnds, 10, "Home", { vertical: false })).toBe(2);
    expect(moveDateIndex(closedEnds, 10, "End", { vertical: false })).toBe(18);
    expect(moveDateIndex(closedEnds, 2, "Home", { vertical: false })).toBeNull();
    expect(moveDateIndex(closedEnds, 18, "End", { vertical: true })).toBeNull();
  });

  it("ignores other keys and windows without a free date", () => {
    expect(moveDateIndex(all, 3, "Enter", { vertical: true })).toBeNull();
    expect(moveDateIndex(all, 3, "a", { vertical: true })).toBeNull();
    expect(moveDateIndex([false, false], 0, "End", { vertical: true })).toBeNull();
    expect(moveDateIndex([], 0, "Home", { vertical: true })).toBeNull();
  });

  it("always lands on an enabled date, in the key's direction (property)", () => {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.constantFrom(...keys),
        fc.boolean(),
        (enabled, seed, key, vertical) => {
          const current = seed % enabled.length;
          const next = moveDateIndex(enabled, current, key, { vertical });
          if (next === null) return;
          expect(enabled[next]).toBe(true);
          expect(next).not.toBe(current);
          if (key === "ArrowRight") expect(next).toBeGreaterThan(current);
          if (key === "ArrowLeft") expect(next).toBeLessThan(current);
          if (key === "ArrowDown") expect((next - current) % 7 === 0 && next > current).toBe(true);
          if (key === "ArrowUp") expect((current - next) % 7 === 0 && next < current).toBe(true);
          if (key === "Home") expect(enabled.slice(0, next).includes(true)).toBe(false);
          if (key === "End") expect(enabled.slice(next + 1).includes(true)).toBe(false);
        },
      ),
    );
  });
});

describe("moveGridIndex", () => {
  // Morning 5 times, afternoon 4, evening 2, three to a row: rows [0 1 2] [3 4] | [5 6 7] [8] | [9 10].
  const phone = gridPointsOf([5, 4, 2], 3);

  it("moves along the order with left and right, to the ends with Home and End", () => {
    expect(moveGridIndex(phone, 2, "ArrowRight")).toBe(3);
    expect(moveGridIndex(phone, 5, "ArrowLeft")).toBe(4);
    expect(moveGridIndex(phone, 0, "ArrowLeft")).toBeNull();
    expect(moveGridIndex(phone, 10, "ArrowRight")).toBeNull();
    expect(moveGridIndex(phone, 7, "Home")).toBe(0);
    expect(moveGridIndex(phone, 7, "End")).toBe(10);
    expect(moveGridIndex(phone, 0, "Home")).toBeNull();
  });

  it("moves up and down in the same column, across groups", () => {
    expect(moveGridIndex(phone, 1, "ArrowDown")).toBe(4);
    expect(moveGridIndex(phone, 4, "ArrowDown")).toBe(6);
    expect(moveGridIndex(phone, 6, "ArrowUp")).toBe(4);
    expect(moveGridIndex(phone, 7, "ArrowDown")).toBe(8);
    expect(moveGridIndex(phone, 8, "ArrowDown")).toBe(9);
    expect(moveGridIndex(phone, 2, "ArrowDown")).toBe(4);
    expect(moveGridIndex(phone, 9, "ArrowDown")).toBeNull();
    expect(moveGridIndex(phone, 1, "ArrowUp")).toBeNull();
  });

  it("follows the rendered columns (four on a desktop)", () => {
    const desktop = gridPointsOf([5, 4, 2], 4);
    expect(moveGridIndex(desktop, 3, "ArrowDown")).toBe(4);
    expect(moveGridIndex(desktop, 4, "ArrowDown")).toBe(5);
    expect(moveGridIndex(desktop, 8, "ArrowDown")).toBe(10);
    expect(moveGridIndex(desktop, 8, "ArrowUp")).toBe(4);
  });

  it("ignores other keys and an empty grid", () => {
    expect(moveGridIndex(phone, 1, "Enter")).toBeNull();
    expect(moveGridIndex([], 0, "ArrowDown")).toBeNull();
  });

  it("moves up then down back to the start when rows are full (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 3, max: 4 }),
        fc.nat(),
        (sizes, columns, seed) => {
          const points = gridPointsOf(sizes, columns);
          const current = seed % points.length;
          for (const key of ["ArrowUp", "ArrowDown"]) {
            const next = moveGridIndex(points, current, key);
            if (next === null) continue;
            expect(key === "ArrowDown" ? points[next].y > points[current].y : points[next].y < points[current].y).toBe(
              true,
            );
            if (points[next].x === points[current].x) {
              expect(moveGridIndex(points, next, key === "ArrowDown" ? "ArrowUp" : "ArrowDown")).toBe(current);
            }
          }
        },
      ),
    );
  });
});
