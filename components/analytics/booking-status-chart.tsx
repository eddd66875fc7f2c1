"use client";

import { Bar, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { BookingStatus } from "@/lib/constants";
import type { StatusSlice } from "@/lib/metrics/analytics";
import { AXIS_TICK, BarChartImage, BOOKINGS_BAR, BOOKINGS_TOOLTIP, GRID_STROKE } from "./chart-theme";

/** Darker outlines so the lighter badge colours (yellow, green) still stand out 3:1 against white. */
const OUTLINES: Record<BookingStatus, string> = {
  pending: "#a16207",
  confirmed: "#15803d",
  completed: "#1d4ed8",
  cancelled: "#b91c1c",
  no_show: "#44403c",
};

/** One bar per status in its badge colour: pending yellow, confirmed green, completed blue, cancelled red, no-show grey. */
export function BookingStatusChart({ data }: { data: StatusSlice[] }) {
  const rows = data.map((slice) => ({ ...slice, fill: slice.colour, stroke: OUTLINES[slice.status] }));
  const label = `Bar chart of bookings by status: ${data.map((slice) => `${slice.label} ${slice.count}`).join(", ")}.`;
  return (
    <BarChartImage label={label} data={rows}>
      <CartesianGrid stroke={GRID_STROKE} vertical={false} />
      <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} />
      <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
      <Tooltip {...BOOKINGS_TOOLTIP} />
      <Bar dataKey="count" radius={[4, 4, 0, 0]} maxBarSize={64} {...BOOKINGS_BAR} />
    </BarChartImage>
  );
}
