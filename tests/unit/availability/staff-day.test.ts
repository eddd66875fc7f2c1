import { describe, expect, it } from "vitest";
import { groupByDay, parseStaffDayView, todaysItems } from "@/lib/overview/staff-day";

const LONDON = "Europe/London";
const at = (iso: string) => ({ startsAt: new Date(iso) });

describe("staff day", () => {
  it("reads the view from ?view=week, the day otherwise", () => {
    expect(parseStaffDayView("week")).toBe("week");
    expect(parseStaffDayView(undefined)).toBe("day");
    expect(parseStaffDayView("month")).toBe("day");
    expect(parseStaffDayView(["week", "day"])).toBe("day");
  });

  it("groups by calendar date in the business's zone, with Today and Tomorrow", () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    const now = new Date("2030-07-01T08:00:00Z");
    const items = [
      at("2030-07-01T09:00:00Z"),
      at("2030-07-01T22:30:00Z"),
      at("2030-07-01T23:30:00Z"),
      at("2030-07-03T10:00:00Z"),
    ];
    const groups = groupByDay(items, now, LONDON);
    expect(groups.map((group) => [group.date, group.relative, group.items.length])).toEqual([
      ["2030-07-01", "Today", 2],
      ["2030-07-02", "Tomorrow", 1],
      ["2030-07-03", null, 1],
    ]);
    expect(todaysItems(items, now, LONDON)).toHaveLength(2);
  });
});
