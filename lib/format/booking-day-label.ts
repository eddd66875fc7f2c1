import { formatInTimeZone } from "date-fns-tz";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";

/**
 * The day of a booking as the bookings list shows it: 'Today', 'Tomorrow',
 * 'Yesterday', otherwise 'MMM dd, yyyy' (e.g. 'Nov 26, 2026'). Both days are calendar dates in the
 * business's time zone, so a booking at 00:30 London time is 'Tomorrow' even while it is still
 * 'today' in UTC, and a 23- or 25-hour day at a clock change is still one day.
 */
export function formatBookingDayLabel(startsAt: Date, now: Date, timeZone: string): string {
  // An unreadable date shows as it came rather than breaking the list.
  if (Number.isNaN(startsAt.getTime())) return String(startsAt);
  const day = toDateInZone(startsAt, timeZone);
  if (!Number.isNaN(now.getTime())) {
    const today = toDateInZone(now, timeZone);
    if (day === today) return "Today";
    if (day === addDaysToDate(today, 1)) return "Tomorrow";
    if (day === addDaysToDate(today, -1)) return "Yesterday";
  }
  return formatInTimeZone(startsAt, timeZone, "MMM dd, yyyy");
}
