const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Notification ages read 'Nm ago', 'Nh ago' or 'Nd ago'. */
export function formatAge(createdAt: Date, now: Date): string {
  // Clock skew between server and browser can put createdAt slightly in the future.
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  if (Number.isNaN(elapsed)) return "0m ago";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/** The bell badge shows 9+ above 9 and nothing at 0. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > 9 ? "9+" : String(Math.floor(count));
}
