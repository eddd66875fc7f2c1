import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { formatPence } from "@/lib/format/money";
import type { BookingStatus } from "@/lib/constants";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { formatCount } from "@/lib/format/count";

/**
 * Pure Analytics helpers (no I/O): the period choice, the period's range, the stat-card formulas
 * of the analytics screen and the day-by-day series. The SQL lives in `lib/analytics/queries.ts`.
 */

/** 'Analytics periods 7, 30, 90 days (default 7)'. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 7;

export const ANALYTICS_PERIOD_OPTIONS: readonly { value: AnalyticsPeriod; label: string }[] = ANALYTICS_PERIODS.map(
  (days) => ({
    value: days,
    label: `Last ${days} days`,
  }),
);

/** Top services and top staff are capped at 5. */
export const ANALYTICS_TOP_LIMIT = 5;

/** Bookings without a staff member are grouped under this name. */
export const UNASSIGNED_STAFF_LABEL = "Unassigned";

/** `?period=` from the URL: '7', '30' or '90'; anything else (missing, repeated, '14', '7.0') is the default 7. */
export function parseAnalyticsPeriod(value: string | string[] | undefined | null): AnalyticsPeriod {
  if (typeof value !== "string") return DEFAULT_ANALYTICS_PERIOD;
  const match = ANALYTICS_PERIODS.find((days) => String(days) === value);
  return match ?? DEFAULT_ANALYTICS_PERIOD;
}

export type AnalyticsRange = {
  /** First instant counted (inclusive). */
  start: Date;
  /** Last instant counted (inclusive): 'now'. */
  end: Date;
  /** The business's local date of `start` and of `end`, 'YYYY-MM-DD': the first and last day of the chart. */
  startDate: string;
  endDate: string;
};

/**
 * 'range is N days ago to now'. Bookings are placed in the range by their
 * appointment time (`starts_at`), not by when they were made: a salon owner reading 'Last 7 days'
 * means the appointments of the last 7 days. Future appointments are therefore not counted.
 *
 * 'N days ago' is the same wall-clock time N calendar days earlier in the business's time zone,
 * so the range is N × 24 hours except across a BST/GMT change (then one hour more or less), and the
 * chart always covers N + 1 local days: the partial day N days ago through today.
 */
export function getAnalyticsRange(now: Date, periodDays: number, timeZone: string): AnalyticsRange {
  const endDate = toDateInZone(now, timeZone);
  const startDate = addDaysToDate(endDate, -periodDays);
  const wallClock = formatInTimeZone(now, timeZone, "HH:mm:ss.SSS");
  const start = fromZonedTime(`${startDate}T${wallClock}`, timeZone);
  // A wall-clock time skipped by the spring clock change resolves to the instant an hour later,
  // which is still on `startDate`; the local date of `start` is therefore always `startDate`.
  return { start, end: now, startDate: toDateInZone(start, timeZone), endDate };
}

export type StatusCounts = {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Ours: the customer did not come. */
  no_show: number;
  /** Sum of the prices (pence) of the COMPLETED bookings. */
  completedRevenuePence: number;
};

export type AnalyticsSummary = StatusCounts & {
  /** SPEC: revenue = sum of prices of completed bookings. */
  revenuePence: number;
  /** SPEC: revenue / completed count, 0 if none; rounded to the nearest penny. */
  averageBookingValuePence: number;
  /** SPEC: confirmed / total × 100 to one decimal; 0 when there are no bookings. */
  conversionRatePercent: number;
};

/** Average booking value in whole pence: revenue / completed, 0 when nothing was completed. */
export function computeAverageBookingValuePence(revenuePence: number, completed: number): number {
  if (completed <= 0) return 0;
  return Math.round(revenuePence / completed);
}

/**
 * Conversion rate in percent to one decimal: confirmed / total × 100, 0 when total is 0.
 * Rounded in integer tenths (half up) so 1/3 → 33.3, 2/3 → 66.7, 1/16 → 6.3 without float noise.
 */
export function computeConversionRatePercent(confirmed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((confirmed * 1000) / total) / 10;
}

/** 40 → '40.0%', 33.3 → '33.3%'. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

export function computeAnalyticsSummary(counts: StatusCounts): AnalyticsSummary {
  const revenuePence = counts.completedRevenuePence;
  return {
    ...counts,
    revenuePence,
    averageBookingValuePence: computeAverageBookingValuePence(revenuePence, counts.completed),
    conversionRatePercent: computeConversionRatePercent(counts.confirmed, counts.total),
  };
}

/** A stat card; `description` says what a figure counts when its label alone would not. */
export type AnalyticsStat = { label: string; value: string; description?: string };

/** What 'Conversion Rate' means (the spec's label and formula: confirmed / total), said on the card. */
export const CONVERSION_RATE_DESCRIPTION = "Confirmed bookings as a share of all bookings in the period";

/** The eight stat cards, in screen order, with their exact labels and formatted values. No-shows are ours. */
export function buildAnalyticsStats(summary: AnalyticsSummary): AnalyticsStat[] {
  return [
    { label: "Total Bookings", value: formatCount(summary.total) },
    { label: "Confirmed", value: formatCount(summary.confirmed) },
    { label: "Cancelled", value: formatCount(summary.cancelled) },
    { label: "Completed", value: formatCount(summary.completed) },
    { label: "No-shows", value: formatCount(summary.no_show) },
    { label: "Revenue", value: formatPence(summary.revenuePence), description: "Completed bookings in the period" },
    { label: "Average Booking Value", value: formatPence(summary.averageBookingValuePence) },
    {
      label: "Conversion Rate",
      value: formatPercent(summary.conversionRatePercent),
      description: CONVERSION_RATE_DESCRIPTION,
    },
  ];
}

/** Statuses in chart order, with the status badge colours. */
export const STATUS_CHART_COLOURS: Record<BookingStatus, string> = {
  pending: "#eab308",
  confirmed: "#22c55e",
  completed: "#3b82f6",
  cancelled: "#ef4444",
  no_show: "#78716c",
};

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

export type StatusSlice = { status: BookingStatus; label: string; count: number; colour: string };

export function buildStatusBreakdown(counts: Pick<StatusCounts, BookingStatus>): StatusSlice[] {
  return (Object.keys(STATUS_LABELS) as BookingStatus[]).map((status) => ({
    status,
    label: STATUS_LABELS[status],
    count: counts[status],
    colour: STATUS_CHART_COLOURS[status],
  }));
}

export type DailyCount = { date: string; count: number };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * One entry per local day from `startDate` to `endDate` inclusive, zero where no row exists.
 * Rows outside the range are ignored, as are rows whose date is not a real 'YYYY-MM-DD'
 * ('analytics skips a booking with an invalid date'); duplicate dates add up.
 */
export function fillDailySeries(
  rows: readonly { date: string; count: number }[],
  startDate: string,
  endDate: string,
): DailyCount[] {
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate) || startDate > endDate) return [];
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!isValidIsoDate(row.date) || !Number.isFinite(row.count)) continue;
    counts.set(row.date, (counts.get(row.date) ?? 0) + row.count);
  }
  const series: DailyCount[] = [];
  for (let date = startDate; date <= endDate; date = addDaysToDate(date, 1)) {
    series.push({ date, count: counts.get(date) ?? 0 });
  }
  return series;
}

/** A row of 'Top Services' or 'Staff Performance'. Revenue counts completed bookings, like the Revenue card. */
export type RankedRow = { name: string; bookings: number; revenuePence: number };
