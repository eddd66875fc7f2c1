import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "@/lib/constants";
import { computeAnalyticsSummary } from "@/lib/metrics/analytics";
import { countsAsRevenue, sumRevenuePence } from "@/lib/metrics/revenue";

describe("revenue definition", () => {
  it("counts completed bookings only", () => {
    expect(BOOKING_STATUSES.filter(countsAsRevenue)).toEqual(["completed"]);
  });

  it("sums the prices of completed bookings, leaving out pending, confirmed, cancelled and no-show", () => {
    expect(
      sumRevenuePence([
        { status: "completed", pricePence: 1800 },
        { status: "completed", pricePence: 1850 },
        { status: "confirmed", pricePence: 5000 },
        { status: "pending", pricePence: 5000 },
        { status: "cancelled", pricePence: 5000 },
        { status: "no_show", pricePence: 5000 },
      ]),
    ).toBe(3650);
    expect(sumRevenuePence([])).toBe(0);
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
    expect(summary.revenuePence).toBe(sumRevenuePence([{ status: "completed", pricePence: 1800 }]));
  });
});
