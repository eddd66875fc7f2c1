import { addDays, format, parseISO } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

/** 'YYYY-MM-DD' of the instant in the zone (a business's 'today'). */
export function toDateInZone(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd");
}

/** 'HH:mm' of the instant in the zone. */
export function toTimeInZone(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "HH:mm");
}

/** The instant at which the wall-clock date and time occur in the zone. */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings, independent of any zone. */
export function addDaysToDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), "yyyy-MM-dd");
}
