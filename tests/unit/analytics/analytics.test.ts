import { describe, expect, it } from "vitest";
import {
  ANALYTICS_PERIOD_OPTIONS,
  buildAnalyticsStats,
  buildStatusBreakdown,
  computeAnalyticsSummary,
  computeAverageBookingValuePence,
  computeConversionRatePercent,
  fillDailySeries,
  formatPercent,
  getAnalyticsRange,
  parseAnalyticsPeriod,
  type StatusCounts,
} from "@/lib/metrics/analytics";

const LONDON = "Europe/London";

const counts = (values: Partial<StatusCounts>): StatusCounts => ({
  total: 0,
  pending: 0,
  no_show: 0,
  confirmed: 0,
  completed: 0,
  cancelled: 0,
  completedRevenuePence: 0,
  ...values,
});

describe("parseAnalyticsPeriod", () => {
  it.each([
    ["7", 7],
    ["30", 30],
    ["90", 90],
  ])("accepts %s", (value, expected) => {
    expect(parseAnalyticsPeriod(value)).toBe(expected);
  });

  it.each([[undefined], [null], [""], ["14"], ["365"], ["abc"], ["7.0"], ["030"], [" 30"], ["-7"], [["30", "90"]]])(
    "falls back to 7 for %j",
    (value) => {
      expect(parseAnalyticsPeriod(value)).toBe(7);
    },
  );

  it("offers the three periods with the spec's labels, 7 first", () => {
    expect(ANALYTICS_PERIOD_OPTIONS).toEqual([
      { value: 7, label: "Last 7 days" },
      { value: 30, label: "Last 30 days" },
      { value: 90, label: "Last 90 days" },
    ]);
  });
});

describe("computeConversionRatePercent (confirmed / total × 100, one decimal)", () => {
  it.each([
    [4, 10, 40],
    [0, 10, 0],
    [10, 10, 100],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25 rounds half up
    [1, 7, 14.3],
    [5, 6, 83.3],
  ])("%i of %i → %s", (confirmed, total, expected) => {
    expect(computeConversionRatePercent(confirmed, total)).toBe(expected);
  });

  it("is 0 when there are no bookings", () => {
    expect(computeConversionRatePercent(0, 0)).toBe(0);
  });

  it("formats to one decimal with a percent sign", () => {
    expect(formatPercent(40)).toBe("40.0%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(33.3)).toBe("33.3%");
    expect(formatPercent(100)).toBe("100.0%");
    expect(formatPercent(computeConversionRatePercent(2, 3))).toBe("66.7%");
  });
});

describe("computeAverageBookingValuePence (revenue / completed, 0 if none)", () => {
  it.each([
    [2800, 1, 2800],
    [10000, 4, 2500],
    [10000, 3, 3333], // £33.333… → £33.33
    [20000, 3, 6667], // £66.666… → £66.67
    [5, 2, 3], // half a penny rounds up
    [0, 5, 0],
  ])("%i pence over %i → %i", (revenue, completed, expected) => {
    expect(computeAverageBookingValuePence(revenue, completed)).toBe(expected);
  });

  it("is 0 when nothing was completed", () => {
    expect(computeAverageBookingValuePence(0, 0)).toBe(0);
    expect(computeAverageBookingValuePence(5000, 0)).toBe(0);
  });
});

describe("computeAnalyticsSummary and the stat cards", () => {
  it("derives revenue, average and conversion from the counts", () => {
    const summary = computeAnalyticsSummary(
      counts({ total: 10, pending: 1, confirmed: 4, completed: 3, cancelled: 2, completedRevenuePence: 10000 }),
    );
    expect(summary).toMatchObject({
      total: 10,
      confirmed: 4,
      cancelled: 2,
      completed: 3,
      revenuePence: 10000,
      averageBookingValuePence: 3333,
      conversionRatePercent: 40,
    });
    expect(buildAnalyticsStats(summary)).toEqual([
      { label: "Total Bookings", value: "10" },
      { label: "Confirmed", value: "4" },
      { label: "Cancelled", value: "2" },
      { label: "Completed", value: "3" },
      { label: "No-shows", value: "0" },
      { label: "Revenue", value: "£100.00", description: "Completed bookings in the period" },
      { label: "Average Booking Value", value: "£33.33" },
      {
        label: "Conversion Rate",
        value: "40.0%",
        description: "Confirmed bookings as a share of all bookings in the period",
      },
    ]);
  });

  it("shows zeros honestly for an empty period", () => {
    const stats = buildAnalyticsStats(computeAnalyticsSummary(counts({})));
    expect(stats.map((stat) => stat.value)).toEqual(["0", "0", "0", "0", "0", "£0.00", "£0.00", "0.0%"]);
  });

  it("matches the seeded demo business for 'Last 7 days' (one completed £28 booking)", () => {
    const stats = buildAnalyticsStats(
      computeAnalyticsSummary(counts({ total: 1, completed: 1, completedRevenuePence: 2800 })),
    );
    expect(Object.fromEntries(stats.map((stat) => [stat.label, stat.value]))).toEqual({
      "Total Bookings": "1",
      Confirmed: "0",
      Cancelled: "0",
      Completed: "1",
      "No-shows": "0",
      Revenue: "£28.00",
      "Average Booking Value": "£28.00",
      "Conversion Rate": "0.0%",
    });
  });

  it("formats large revenue with thousands separators", () => {
    const stats = buildAnalyticsStats(
      computeAnalyticsSummary(counts({ total: 100, completed: 100, completedRevenuePence: 1_234_500 })),
    );
    expect(stats.find((stat) => stat.label === "Revenue")?.value).toBe("£12,345.00");
    expect(stats.find((stat) => stat.label === "Average Booking Value")?.value).toBe("£123.45");
  });
});

describe("buildStatusBreakdown", () => {
  it("lists the five statuses with the badge colours", () => {
    expect(buildStatusBreakdown({ pending: 1, confirmed: 2, completed: 3, cancelled: 4, no_show: 5 })).toEqual([
      { status: "pending", label: "Pending", count: 1, colour: "#eab308" },
      { status: "confirmed", label: "Confirmed", count: 2, colour: "#22c55e" },
      { status: "completed", label: "Completed", count: 3, colour: "#3b82f6" },
      { status: "cancelled", label: "Cancelled", count: 4, colour: "#ef4444" },
      { status: "no_show", label: "No-show", count: 5, colour: "#78716c" },
    ]);
  });
});

describe("getAnalyticsRange (N days ago to now, in the business's zone)", () => {
  it("goes back N days at the same wall-clock time and ends now", () => {
    const now = new Date("2030-06-10T09:00:00Z"); // 10:00 BST
    const range = getAnalyticsRange(now, 7, LONDON);
    expect(range.start.toISOString()).toBe("2030-06-03T09:00:00.000Z");
    expect(range.end).toBe(now);
    expect(range).toMatchObject({ startDate: "2030-06-03", endDate: "2030-06-10" });
  });

  it("uses the business's date, not UTC's, just after local midnight", () => {
    const now = new Date("2030-06-30T23:30:00Z"); // 00:30 on 1 July in London
    const range = getAnalyticsRange(now, 30, LONDON);
    expect(range.endDate).toBe("2030-07-01");
    expect(range.startDate).toBe("2030-06-01");
    expect(range.start.toISOString()).toBe("2030-05-31T23:30:00.000Z");
  });

  it("keeps the wall-clock time across the spring clock change (one hour less than 7 × 24 h)", () => {
    const now = new Date("2030-04-01T23:30:00Z"); // 00:30 BST on 2 April; clocks went forward on 31 March
    const range = getAnalyticsRange(now, 7, LONDON);
    expect(range).toMatchObject({ startDate: "2030-03-26", endDate: "2030-04-02" });
    expect(range.start.toISOString()).toBe("2030-03-26T00:30:00.000Z"); // 00:30 GMT
    expect(now.getTime() - range.start.getTime()).toBe(7 * 24 * 3600_000 - 3600_000);
  });

  it("keeps the wall-clock time across the autumn clock change (one hour more)", () => {
    const now = new Date("2030-10-29T12:00:00Z"); // 12:00 GMT; clocks went back on 27 October
    const range = getAnalyticsRange(now, 7, LONDON);
    expect(range.start.toISOString()).toBe("2030-10-22T11:00:00.000Z"); // 12:00 BST
    expect(now.getTime() - range.start.getTime()).toBe(7 * 24 * 3600_000 + 3600_000);
  });

  it("stays on the right date when N days ago is the skipped hour of the spring change", () => {
    const now = new Date("2030-04-07T00:30:00Z"); // 01:30 BST on 7 April; 01:30 on 31 March did not exist
    const range = getAnalyticsRange(now, 7, LONDON);
    expect(range.startDate).toBe("2030-03-31");
    expect(range.start.getTime()).toBeLessThan(now.getTime());
  });

  it.each([7, 30, 90])("always covers N + 1 local days for %i", (days) => {
    for (const iso of [
      "2030-01-15T12:00:00Z",
      "2030-04-01T23:30:00Z",
      "2030-10-28T00:30:00Z",
      "2030-12-31T23:59:59Z",
    ]) {
      const range = getAnalyticsRange(new Date(iso), days, LONDON);
      expect(fillDailySeries([], range.startDate, range.endDate)).toHaveLength(days + 1);
    }
  });
});

describe("fillDailySeries", () => {
  it("fills every day from start to end with zero where no row exists", () => {
    expect(fillDailySeries([{ date: "2030-06-05", count: 3 }], "2030-06-03", "2030-06-07")).toEqual([
      { date: "2030-06-03", count: 0 },
      { date: "2030-06-04", count: 0 },
      { date: "2030-06-05", count: 3 },
      { date: "2030-06-06", count: 0 },
      { date: "2030-06-07", count: 0 },
    ]);
  });

  it("returns all zeros for no rows, and a single day when start equals end", () => {
    expect(fillDailySeries([], "2030-06-03", "2030-06-05").map((d) => d.count)).toEqual([0, 0, 0]);
    expect(fillDailySeries([{ date: "2030-06-03", count: 2 }], "2030-06-03", "2030-06-03")).toEqual([
      { date: "2030-06-03", count: 2 },
    ]);
  });

  it("crosses month, year, leap-day and clock-change boundaries one calendar day at a time", () => {
    expect(fillDailySeries([], "2030-03-30", "2030-04-01").map((d) => d.date)).toEqual([
      "2030-03-30",
      "2030-03-31",
      "2030-04-01",
    ]);
    expect(fillDailySeries([], "2030-10-26", "2030-10-28").map((d) => d.date)).toEqual([
      "2030-10-26",
      "2030-10-27",
      "2030-10-28",
    ]);
    expect(fillDailySeries([], "2030-12-31", "2031-01-01").map((d) => d.date)).toEqual(["2030-12-31", "2031-01-01"]);
    expect(fillDailySeries([], "2028-02-28", "2028-03-01").map((d) => d.date)).toEqual([
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
  });

  it("ignores rows outside the range and skips invalid dates", () => {
    const rows = [
      { date: "2030-06-02", count: 9 },
      { date: "2030-06-08", count: 9 },
      { date: "not-a-date", count: 9 },
      { date: "2030-02-30", count: 9 },
      { date: "2030-06-04", count: Number.NaN },
      { date: "2030-06-04", count: 1 },
    ];
    expect(fillDailySeries(rows, "2030-06-03", "2030-06-05")).toEqual([
      { date: "2030-06-03", count: 0 },
      { date: "2030-06-04", count: 1 },
      { date: "2030-06-05", count: 0 },
    ]);
  });

  it("adds up duplicate dates", () => {
    expect(
      fillDailySeries(
        [
          { date: "2030-06-03", count: 1 },
          { date: "2030-06-03", count: 2 },
        ],
        "2030-06-03",
        "2030-06-03",
      ),
    ).toEqual([{ date: "2030-06-03", count: 3 }]);
  });

  it("returns nothing for a reversed or invalid range", () => {
    expect(fillDailySeries([], "2030-06-05", "2030-06-03")).toEqual([]);
    expect(fillDailySeries([], "garbage", "2030-06-03")).toEqual([]);
    expect(fillDailySeries([], "2030-06-03", "2030-13-01")).toEqual([]);
  });
});
