import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDuration } from "@/lib/format/duration";

describe("formatDuration", () => {
  it.each([
    [15, "15 min"],
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [120, "2 h"],
    [135, "2 h 15 min"],
    [480, "8 h"],
  ])("%i minutes → %s", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it("reads back to the same number of minutes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 }), (minutes) => {
        const text = formatDuration(minutes);
        const hours = Number(/(\d+) h/.exec(text)?.[1] ?? 0);
        const rest = Number(/(\d+) min/.exec(text)?.[1] ?? 0);
        expect(hours * 60 + rest).toBe(minutes);
        expect(rest).toBeLessThan(60);
      }),
    );
  });
});
