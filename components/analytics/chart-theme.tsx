import { BarChart, type Margin } from "recharts";
import type { ValueType } from "recharts/types/component/DefaultTooltipContent";

/** Shared chart styling: slate text that meets AA on white, the brand blue for single-series bars. */
export const AXIS_TICK = { fill: "#475569", fontSize: 12 } as const;
export const GRID_STROKE = "#e2e8f0";
export const SERIES_COLOUR = "#0284c7";
export const CHART_HEIGHT = 260;
/** The tooltip of a bar of bookings: the count, named Bookings, over a light highlight. */
export const BOOKINGS_TOOLTIP = {
  formatter: (value: ValueType | undefined): [React.ReactNode, string] => [value, "Bookings"],
  cursor: { fill: "#f1f5f9" },
};

/** A bar of bookings: named for the tooltip, drawn at once (no animation to wait for or to distract). */
export const BOOKINGS_BAR = { name: "Bookings", isAnimationActive: false } as const;

const COLUMN_MARGIN: Margin = { top: 8, right: 8, bottom: 0, left: -16 };

type BarChartImageProps = {
  /** What the chart shows, in words: the drawing is one labelled image for assistive technology. */
  label: string;
  data: readonly object[];
  height?: number;
  /** "vertical" lays the bars along the x axis (a ranking); columns by default. */
  layout?: "horizontal" | "vertical";
  margin?: Margin;
  children: React.ReactNode;
};

/** A bar chart whose figures are also in a table beside it, drawn as one image for screen readers. */
export function BarChartImage({
  label,
  data,
  height = CHART_HEIGHT,
  layout,
  margin = COLUMN_MARGIN,
  children,
}: BarChartImageProps) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        responsive
        accessibilityLayer={false}
        layout={layout}
        data={[...data]}
        margin={margin}
        style={{ width: "100%", height }}
      >
        {children}
      </BarChart>
    </div>
  );
}
