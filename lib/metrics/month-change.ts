/**
 * The 'from last month' line of an Overview stat card: this month against last month.
 * When last month had nothing there is no honest percentage, so the line says so in neutral grey
 * (`emptyLastMonth`, e.g. 'No bookings last month') instead of claiming growth.
 */
export function describeMonthChange(
  current: number,
  previous: number,
  emptyLastMonth = "Nothing last month to compare",
): { text: string; trend: "up" | "down" | "flat" } {
  if (previous === 0) {
    if (current === 0) return { text: "No change from last month", trend: "flat" };
    return { text: emptyLastMonth, trend: "flat" };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: "No change from last month", trend: "flat" };
  return { text: `${percent > 0 ? "+" : ""}${percent}% from last month`, trend: percent > 0 ? "up" : "down" };
}
