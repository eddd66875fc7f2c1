import { formatInTimeZone } from "date-fns-tz";
import { addDaysToDate, toDateInZone, toTimeInZone, toWallClockInZone } from "@/lib/time/zoned-time";

/*
 * The dashboard's one date/time formatting module. Every format names its zone (the business's),
 * never the server's or the visitor's, and uses English names whatever the locale.
 */

const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * 'Wed 25 Nov 2026' of a 'YYYY-MM-DD' date. By hand from the zone's cached formatter (`toWallClockInZone`) rather
 * than date-fns-tz, which builds a formatter per call: a page of 50 bookings formats 100 of these.
 */
function formatShortDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${SHORT_WEEKDAYS[weekday]} ${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** 'Wed 25 Nov 2026, 14:00' in the zone (English names whatever the visitor's locale). */
export function formatDayDateTime(instant: Date, timeZone: string): string {
  const { date } = toWallClockInZone(instant, timeZone);
  return `${formatShortDate(date)}, ${toTimeInZone(instant, timeZone)}`;
}

/** 'Wed 25 Nov 2026' in the zone. */
export function formatDayDate(instant: Date, timeZone: string): string {
  return formatShortDate(toDateInZone(instant, timeZone));
}

/**
 * A booking's start as the dashboard lists it: 'Today, 14:00', 'Tomorrow, 09:30', 'Yesterday, 16:00',
 * otherwise 'Wed 25 Nov 2026, 14:00'. Both days are calendar dates in the business's zone, so 00:30
 * London time is 'Tomorrow' while it is still today in UTC, and a 23- or 25-hour clock-change day is one day.
 */
export function formatBookingDateTime(startsAt: Date, now: Date, timeZone: string): string {
  // An unreadable date shows as it came rather than breaking the list.
  if (Number.isNaN(startsAt.getTime())) return String(startsAt);
  if (!Number.isNaN(now.getTime())) {
    const day = toDateInZone(startsAt, timeZone);
    const today = toDateInZone(now, timeZone);
    const relative =
      day === today
        ? "Today"
        : day === addDaysToDate(today, 1)
          ? "Tomorrow"
          : day === addDaysToDate(today, -1)
            ? "Yesterday"
            : null;
    if (relative) return `${relative}, ${toTimeInZone(startsAt, timeZone)}`;
  }
  return formatDayDateTime(startsAt, timeZone);
}

/**
 * An appointment as its customer reads it: 'Wednesday 25 November, 10:30' in the business's zone,
 * with the year ('Friday 1 January 2027, 10:30') only when it is not the current year in that zone.
 */
export function formatAppointmentDateTime(instant: Date, timeZone: string, now: Date): string {
  if (Number.isNaN(instant.getTime())) return String(instant);
  const sameYear =
    !Number.isNaN(now.getTime()) &&
    toDateInZone(instant, timeZone).slice(0, 4) === toDateInZone(now, timeZone).slice(0, 4);
  return formatInTimeZone(instant, timeZone, sameYear ? "EEEE d MMMM, HH:mm" : "EEEE d MMMM yyyy, HH:mm");
}
