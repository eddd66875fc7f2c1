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

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock date ('YYYY-MM-DD') and minute of the day of an instant in the zone, in one formatter call
 * (cached per zone): for loops over many instants, where `toDateInZone` + `toTimeInZone` cost two.
 */
export function toWallClockInZone(instant: Date, timeZone: string): { date: string; minutes: number } {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant at which the wall-clock date and time occur in the zone. */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings, independent of any zone. */
export function addDaysToDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), "yyyy-MM-dd");
}

/** The first instants of this month and of last month in the zone (for 'from last month' figures). */
export function getMonthStarts(now: Date, timeZone: string): { thisMonth: Date; lastMonth: Date } {
  const firstOfThisMonth = `${toDateInZone(now, timeZone).slice(0, 7)}-01`;
  const firstOfLastMonth = `${addDaysToDate(firstOfThisMonth, -1).slice(0, 7)}-01`;
  return {
    thisMonth: zonedToInstant(firstOfThisMonth, "00:00", timeZone),
    lastMonth: zonedToInstant(firstOfLastMonth, "00:00", timeZone),
  };
}

/**
 * Instants of wall-clock minutes on one date in a zone, for hot loops (the slot engine).
 * When the UTC offset is the same all day (every day but the two clock changes) this is plain
 * arithmetic; otherwise each time is converted and checked, and null means the time does not
 * exist that day (the hour skipped when clocks go forward).
 */
export function createDayClock(date: string, timeZone: string): (minuteOfDay: number) => Date | null {
  const [year, month, day] = date.split("-").map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const lastMinute = 23 * 60 + 59;
  const offsetAtStart = utcMidnight - zonedToInstant(date, "00:00", timeZone).getTime();
  const offsetAtEnd = utcMidnight + lastMinute * 60_000 - zonedToInstant(date, "23:59", timeZone).getTime();
  if (offsetAtStart === offsetAtEnd && toTimeInZone(new Date(utcMidnight - offsetAtStart), timeZone) === "00:00") {
    return (minute) => new Date(utcMidnight + minute * 60_000 - offsetAtStart);
  }
  return (minute) => {
    const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    const instant = zonedToInstant(date, time, timeZone);
    return toTimeInZone(instant, timeZone) === time ? instant : null;
  };
}
