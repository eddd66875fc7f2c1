import { formatShortDate } from "@/lib/format/booking-date";

/**
 * Two 'YYYY-MM-DD' calendar dates (inclusive) as the dashboard writes a period, saying the month and year once
 * where they are shared: 'Mon 14 Dec 2026', 'Mon 14 – Wed 16 Dec 2026', 'Mon 30 Nov – Wed 2 Dec 2026',
 * 'Thu 31 Dec 2026 – Fri 1 Jan 2027'.
 */
export function formatDateRange(start: string, end: string): string {
  const first = formatShortDate(start);
  if (end === start) return first;
  const last = formatShortDate(end);
  // 'Mon 14 Dec 2026' → ['Mon', '14', 'Dec', '2026'].
  const [weekday, day, month, year] = first.split(" ");
  const [, , endMonth, endYear] = last.split(" ");
  if (year === undefined || year !== endYear) return `${first} – ${last}`;
  if (month === endMonth) return `${weekday} ${day} – ${last}`;
  return `${weekday} ${day} ${month} – ${last}`;
}
