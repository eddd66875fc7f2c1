import { describe, expect, it } from "vitest";
import { formatAge, formatBadgeCount } from "@/lib/format/relative-age";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const before = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatAge", () => {
  it.each([
    ["the same instant", 0, "0m ago"],
    ["59 seconds", 59 * SECOND, "0m ago"],
    ["60 seconds", 60 * SECOND, "1m ago"],
    ["90 seconds", 90 * SECOND, "1m ago"],
    ["59 minutes", 59 * MINUTE, "59m ago"],
    ["59 minutes 59 seconds", 59 * MINUTE + 59 * SECOND, "59m ago"],
    ["60 minutes", 60 * MINUTE, "1h ago"],
    ["119 minutes", 119 * MINUTE, "1h ago"],
    ["23 hours 59 minutes", 23 * HOUR + 59 * MINUTE, "23h ago"],
    ["24 hours", 24 * HOUR, "1d ago"],
    ["47 hours", 47 * HOUR, "1d ago"],
    ["10 days", 10 * DAY, "10d ago"],
    ["400 days", 400 * DAY, "400d ago"],
  ])("%s ago reads %s", (_label, elapsed, expected) => {
    expect(formatAge(before(elapsed), NOW)).toBe(expected);
  });

  it("treats a date in the future as 0m ago", () => {
    expect(formatAge(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe("0m ago");
    expect(formatAge(new Date(NOW.getTime() + 3 * DAY), NOW)).toBe("0m ago");
  });

  it("treats an invalid date as 0m ago rather than NaN", () => {
    expect(formatAge(new Date("not a date"), NOW)).toBe("0m ago");
  });

  it("works across a UK clock change because it counts elapsed time", () => {
    const afterChange = new Date("2025-03-30T02:30:00.000Z");
    expect(formatAge(new Date("2025-03-29T23:30:00.000Z"), afterChange)).toBe("3h ago");
  });
});

describe("formatBadgeCount", () => {
  it.each([
    [0, ""],
    [1, "1"],
    [5, "5"],
    [9, "9"],
    [10, "9+"],
    [100, "9+"],
  ])("%i reads %j", (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });

  it("shows nothing for negative or non-finite counts", () => {
    expect(formatBadgeCount(-1)).toBe("");
    expect(formatBadgeCount(Number.NaN)).toBe("");
  });
});
