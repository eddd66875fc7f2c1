import { describe, expect, it } from "vitest";
import { describeMonthChange } from "@/lib/metrics/month-change";

describe("describeMonthChange", () => {
  it.each([
    [12, 10, "+20% from last month", "up"],
    [5, 10, "-50% from last month", "down"],
    [10, 10, "No change from last month", "flat"],
    [0, 4, "-100% from last month", "down"],
    [0, 0, "No change from last month", "flat"],
    [1001, 1000, "No change from last month", "flat"],
    [1, 3, "-67% from last month", "down"],
    [30, 7, "+329% from last month", "up"],
  ])("%i vs %i → %s", (current, previous, text, trend) => {
    expect(describeMonthChange(current, previous)).toEqual({ text, trend });
  });

  it("says plainly that last month had nothing, in neutral grey, never as growth", () => {
    expect(describeMonthChange(3, 0, "No bookings last month")).toEqual({
      text: "No bookings last month",
      trend: "flat",
    });
    expect(describeMonthChange(3, 0).trend).toBe("flat");
    expect(describeMonthChange(3, 0).text).not.toMatch(/new|%/i);
  });
});
