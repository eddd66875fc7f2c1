import { formatInTimeZone } from "date-fns-tz";

/** 'Wed 25 Nov 2026, 14:00' in the zone (English names whatever the visitor's locale). */
export function formatDayDateTime(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "EEE d MMM yyyy, HH:mm");
}
