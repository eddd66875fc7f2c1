import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "@/lib/constants";
import { computeAnalyticsSummary } from "@/lib/metrics/analytics";
import { countsAsRevenue } from "@/lib/metrics/revenue";

describe("revenue definition", () => {
  it("counts completed bookings only", () => {
    expect(BOOKING_STATUSES.filter(countsAsRevenue)).toEqual(["completed"]);
  });

  it("is what the Analytics summary calls revenue", () => {
    const summary = computeAnalyticsSummary({
      total: 3,
      pending: 0,
      confirmed: 1,
      completed: 1,
      cancelled: 0,
      no_show: 1,
      completedRevenuePence: 1800,
    });
    expect(summary.revenuePence).toBe(1800);
  });
});
