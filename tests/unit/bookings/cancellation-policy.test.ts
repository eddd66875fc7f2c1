import { describe, expect, it } from "vitest";
import { describeCancellationPolicy } from "@/lib/bookings/cancellation-policy";

describe("describeCancellationPolicy", () => {
  it.each([
    [24, "up to 24 hours before"],
    [48, "up to 2 days before"],
    [72, "up to 3 days before"],
    [1, "up to 1 hour before"],
    [12, "up to 12 hours before"],
    [36, "up to 36 hours before"],
  ])("%i hours of notice reads '%s'", (hours, expected) => {
    const policy = describeCancellationPolicy(hours, "Bella Beauty Studio");
    expect(policy).toContain(expected);
    expect(policy).toContain("please contact Bella Beauty Studio");
  });

  it("without a notice period, changes are allowed until the start", () => {
    expect(describeCancellationPolicy(0, "Bella")).toBe(
      "You can reschedule or cancel online until your appointment starts.",
    );
  });
});
