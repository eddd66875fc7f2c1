/** Shared chart styling: slate text that meets AA on white, the brand blue for single-series bars. */
export const AXIS_TICK = { fill: "#475569", fontSize: 12 } as const;
export const GRID_STROKE = "#e2e8f0";
export const SERIES_COLOUR = "#0284c7";
export const CHART_HEIGHT = 260;
