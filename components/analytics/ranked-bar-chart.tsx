"use client";

import { Bar, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { RankedRow } from "@/lib/metrics/analytics";
import { AXIS_TICK, BarChartImage, BOOKINGS_BAR, BOOKINGS_TOOLTIP, GRID_STROKE, SERIES_COLOUR } from "./chart-theme";

const truncate = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** Horizontal bars of bookings per name (top services, staff), largest first. */
export function RankedBarChart({
  data,
  subject,
  colour = SERIES_COLOUR,
}: {
  data: RankedRow[];
  subject: string;
  colour?: string;
}) {
  const label = `Bar chart of bookings by ${subject}: ${data.map((row) => `${row.name} ${row.bookings}`).join(", ")}. Figures are in the table below.`;
  return (
    <BarChartImage
      label={label}
      data={data}
      layout="vertical"
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      height={48 + data.length * 40}
    >
      <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} />
      <YAxis
        type="category"
        dataKey="name"
        width={128}
        tick={AXIS_TICK}
        tickFormatter={truncate}
        tickLine={false}
        axisLine={false}
      />
      <Tooltip {...BOOKINGS_TOOLTIP} />
      <Bar dataKey="bookings" fill={colour} radius={[0, 4, 4, 0]} maxBarSize={28} {...BOOKINGS_BAR} />
    </BarChartImage>
  );
}
