/**
 * The 'from last month' line of an Overview stat card: this month against last month,
 * honest when last month had nothing to compare with.
 */
export function describeMonthChange(
  current: number,
  previous: number,
): { text: string; trend: "up" | "down" | "flat" } {
  if (previous === 0) {
    if (current === 0) return { text: "No change from last month", trend: "flat" };
    return { text: "New this month (none last month)", trend: "up" };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: "No change from last month", trend: "flat" };
  return { text: `${percent > 0 ? "+" : ""}${percent}% from last month`, trend: percent > 0 ? "up" : "down" };
}
