import { fromZonedTime } from "date-fns-tz";

/** 'YYYY-MM-DD' of the instant in the zone (a business's 'today'). */
export function toDateInZone(instant: Date, timeZone: string): string {
  return toWallClockInZone(instant, timeZone).date;
}

/** 'HH:mm' of the instant in the zone. */
export function toTimeInZone(instant: Date, timeZone: string): string {
  const { minutes } = toWallClockInZone(instant, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function readWallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant as epoch ms of the same fields read as UTC (to the second). */
function formatWallClockMs(epochMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of readWallClockFormat(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  const wall = new Date(
    Date.UTC(
      2000,
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  );
  // Set apart: Date.UTC reads years 0-99 as 1900-1999 (2000 is a leap year, so 29 February survives).
  return wall.setUTCFullYear(Number(parts.year));
}

const HOUR_MS = 3_600_000;
// Instants the remembered offsets cover: four-digit years, well inside what Date.UTC reads as written.
const FAST_FROM_MS = Date.UTC(1900, 0, 1);
const FAST_UNTIL_MS = Date.UTC(2200, 0, 1);
const hourOffsets = new Map<string, number | null>();
const MAX_REMEMBERED_HOURS = 50_000;

/**
 * The zone's UTC offset (ms) through one UTC hour, or null when it changes within it. Two formatter calls the
 * first time, remembered per zone and hour (pure in its inputs): a page of 50 bookings asked the formatter about
 * 200 times per request, 4 % of its server time.
 */
function readHourOffset(hour: number, timeZone: string): number | null {
  const key = `${timeZone}|${hour}`;
  const known = hourOffsets.get(key);
  if (known !== undefined) return known;
  const start = hour * HOUR_MS;
  const lastSecond = start + HOUR_MS - 1000;
  const offsetAtStart = formatWallClockMs(start, timeZone) - start;
  const offset = formatWallClockMs(lastSecond, timeZone) - lastSecond === offsetAtStart ? offsetAtStart : null;
  if (hourOffsets.size >= MAX_REMEMBERED_HOURS) hourOffsets.clear();
  hourOffsets.set(key, offset);
  return offset;
}

/**
 * The wall-clock date ('YYYY-MM-DD') and minute of the day of an instant in the zone. From the zone's offset
 * in that hour when it is constant (remembered), else from one call of the zone's cached formatter.
 * Throws a RangeError for an unknown zone or an invalid date.
 */
export function toWallClockInZone(instant: Date, timeZone: string): { date: string; minutes: number } {
  const epochMs = instant.getTime();
  const offset =
    epochMs >= FAST_FROM_MS && epochMs < FAST_UNTIL_MS ? readHourOffset(Math.floor(epochMs / HOUR_MS), timeZone) : null;
  // An invalid date or unknown zone gets the formatter's RangeError.
  const wallMs = offset === null ? formatWallClockMs(epochMs, timeZone) : epochMs + offset;
  const wall = new Date(wallMs);
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The instant at which the wall-clock date and time occur in the zone. */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

/**
 * When the zone's next calendar day begins after `instant`: its midnight, or the first instant of the day when a
 * clock change skips midnight (America/Santiago and others change at 00:00).
 */
export function startOfNextDayInZone(instant: Date, timeZone: string): Date {
  const next = addDaysToDate(toDateInZone(instant, timeZone), 1);
  const midnight = zonedToInstant(next, "00:00", timeZone);
  if (toDateInZone(midnight, timeZone) === next) return midnight;
  // Midnight does not exist that day (the clocks jump from 00:00): the day begins at the jump, on a whole minute
  // within the next three hours. Find the first minute that is already the next day.
  let before = 0;
  let after = 180;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (toDateInZone(new Date(midnight.getTime() + middle * 60_000), timeZone) === next) after = middle;
    else before = middle;
  }
  return new Date(midnight.getTime() + after * 60_000);
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings, independent of any zone (UTC date math). */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
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
 * Instants (epoch ms) of wall-clock minutes on one date in a zone, for hot loops (the slot engine).
 * When the UTC offset is the same all day (every day but the two clock changes) this is plain
 * arithmetic; otherwise each time is converted and checked, and null means the time does not
 * exist that day (the hour skipped when clocks go forward). Whether a day's offset is constant, and
 * which it is, is remembered per zone and date: three conversions per day were most of an
 * availability request's time, and every request asks about the same few weeks. Numbers, not Dates:
 * under `next start` every `new Date(…)` goes through Next's wrapper of the Date constructor (its
 * clock-as-IO check), which was 6 % of an availability request's server time.
 */
export function createDayClock(date: string, timeZone: string): (minuteOfDay: number) => number | null {
  const [year, month, day] = date.split("-").map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const offset = readConstantDayOffset(date, timeZone, utcMidnight);
  if (offset !== null) return (minute) => utcMidnight + minute * 60_000 - offset;
  return (minute) => {
    const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    const instant = zonedToInstant(date, time, timeZone);
    return toTimeInZone(instant, timeZone) === time ? instant.getTime() : null;
  };
}

const dayOffsets = new Map<string, number | null>();
const MAX_REMEMBERED_DAYS = 20_000;

/** The day's UTC offset in ms when it is the same all day, else null (a clock change). Remembered (pure in its inputs). */
function readConstantDayOffset(date: string, timeZone: string, utcMidnight: number): number | null {
  const key = `${timeZone}|${date}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const lastMinute = 23 * 60 + 59;
  const offsetAtStart = utcMidnight - zonedToInstant(date, "00:00", timeZone).getTime();
  const offsetAtEnd = utcMidnight + lastMinute * 60_000 - zonedToInstant(date, "23:59", timeZone).getTime();
  const constant =
    offsetAtStart === offsetAtEnd && toTimeInZone(new Date(utcMidnight - offsetAtStart), timeZone) === "00:00";
  if (dayOffsets.size >= MAX_REMEMBERED_DAYS) dayOffsets.clear();
  dayOffsets.set(key, constant ? offsetAtStart : null);
  return constant ? offsetAtStart : null;
}
