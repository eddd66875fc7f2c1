"use client";

import { format, parseISO } from "date-fns";
import { Bar, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyCount } from "@/lib/metrics/analytics";
import { AXIS_TICK, BarChartImage, BOOKINGS_BAR, BOOKINGS_TOOLTIP, GRID_STROKE, SERIES_COLOUR } from "./chart-theme";

const shortDay = (date: string) => format(parseISO(date), "d MMM");
const longDay = (date: string) => format(parseISO(date), "EEE d MMM yyyy");

/**
 * Bookings per local day (the business's time zone), zero days included. The figures are also
 * in the table under the chart, so the drawing itself is one labelled image for assistive technology.
 */
export function BookingsOverTimeChart({ data }: { data: DailyCount[] }) {
  const total = data.reduce((sum, day) => sum + day.count, 0);
  const label =
    data.length > 0
      ? `Bar chart of bookings per day from ${longDay(data[0].date)} to ${longDay(data[data.length - 1].date)}: ${total} in total. Figures per day are in the table below.`
      : "Bar chart of bookings per day: no days to show.";
  return (
    <BarChartImage label={label} data={data}>
      <CartesianGrid stroke={GRID_STROKE} vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={shortDay}
        tick={AXIS_TICK}
        interval="preserveStartEnd"
        minTickGap={16}
        tickLine={false}
      />
      <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
      <Tooltip labelFormatter={(value) => longDay(String(value))} {...BOOKINGS_TOOLTIP} />
      <Bar dataKey="count" fill={SERIES_COLOUR} radius={[4, 4, 0, 0]} maxBarSize={40} {...BOOKINGS_BAR} />
    </BarChartImage>
  );
}
