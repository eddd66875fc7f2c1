import ICAL from "ical.js";
import { isValidTimeZone } from "@/lib/business/settings-schema";
import { addDaysToDate, zonedToInstant } from "@/lib/time/zoned-time";
import { findSeriesStart } from "./busy-series-start";
import { BUSY_FETCH_MESSAGES, BusyCalendarError } from "./fetch-busy-calendar";

/*
 * A personal calendar's events as busy intervals, with ical.js: recurring events expanded (RRULE,
 * RDATE, EXDATE, and RECURRENCE-ID instances moved or cancelled), free (TRANSP:TRANSPARENT) and
 * cancelled events skipped. All-day events block whole days in the business's zone; floating times
 * are in the business's zone; a TZID that is an IANA zone is converted with the platform's zone data
 * (more complete than a feed's VTIMEZONE), any other TZID with the feed's VTIMEZONE.
 */

export const BUSY_INTERVALS_MAX = 5000;
/**
 * Occurrences looked at per calendar, over all its events (a single event counts one, each step of a
 * series one), so one calendar cannot keep the server busy: past it the calendar is refused as too complex.
 */
export const BUSY_EXPANSION_MAX_STEPS = 50_000;

export type BusyInterval = { startsAt: Date; endsAt: Date };
export type BusyExpansion = { intervals: BusyInterval[]; truncated: boolean };
export type BusyExpansionOptions = {
  timeZone: string;
  from: Date;
  to: Date;
  maxIntervals?: number;
  maxSteps?: number;
  /** Epoch ms after which the expansion gives up as too slow. */
  deadline?: number;
};

const DAY_MS = 24 * 60 * 60_000;

/** The busy window: from a day ago to just over a year ahead (the longest booking window is 365 days). */
export function busyWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + 366 * DAY_MS) };
}

const pad = (value: number) => String(value).padStart(2, "0");

function toInstant(time: ICAL.Time, tzidParam: string | null, businessZone: string): Date {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return zonedToInstant(date, "00:00", businessZone);
  const zoneId = time.zone?.tzid;
  if (zoneId === "UTC" || time.zone === ICAL.Timezone.utcTimezone) {
    return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  }
  const named = zoneId && zoneId !== "floating" ? zoneId : tzidParam;
  const wallClock = (zone: string) =>
    new Date(zonedToInstant(date, `${pad(time.hour)}:${pad(time.minute)}`, zone).getTime() + time.second * 1000);
  if (named && isValidTimeZone(named)) return wallClock(named);
  if (zoneId && zoneId !== "floating") return time.toJSDate(); // a VTIMEZONE of the feed (e.g. Outlook's names)
  return wallClock(businessZone);
}

function endInstant(start: ICAL.Time, end: ICAL.Time, tzidParam: string | null, zone: string): Date {
  // An all-day event ends at the start of its end date in the business's zone (25 hours on a clock change).
  if (end.isDate) return zonedToInstant(`${end.year}-${pad(end.month)}-${pad(end.day)}`, "00:00", zone);
  if (start.isDate) {
    return zonedToInstant(addDaysToDate(`${start.year}-${pad(start.month)}-${pad(start.day)}`, 1), "00:00", zone);
  }
  return toInstant(end, tzidParam, zone);
}

const isFree = (event: ICAL.Event) => {
  const transparency = event.component.getFirstPropertyValue("transp");
  const status = event.component.getFirstPropertyValue("status");
  return (
    String(transparency ?? "").toUpperCase() === "TRANSPARENT" || String(status ?? "").toUpperCase() === "CANCELLED"
  );
};

const tzidOf = (event: ICAL.Event, name: "dtstart" | "dtend") => {
  const value = event.component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
};

function parseEvents(ics: string): ICAL.Event[] {
  if (!/BEGIN:VCALENDAR/i.test(ics)) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.notCalendar);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw new BusyCalendarError(BUSY_FETCH_MESSAGES.notCalendar);
  }
  const calendar = root.name === "vcalendar" ? root : root.getFirstSubcomponent("vcalendar");
  if (!calendar) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.notCalendar);
  // `exceptions: []`: without it each event scans every event of the calendar for moved instances (whatever
  // their UID): quadratic, minutes for 50,000 events. They are related below, by UID.
  const events = calendar
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component, { exceptions: [] }));
  // Each moved or cancelled instance (RECURRENCE-ID) belongs to its series, which then expands it.
  const series = new Map<string, ICAL.Event>();
  for (const event of events) if (!event.isRecurrenceException() && event.uid) series.set(event.uid, event);
  const standalone: ICAL.Event[] = [];
  for (const event of events) {
    if (!event.isRecurrenceException()) standalone.push(event);
    else {
      const master = series.get(event.uid);
      if (master?.isRecurring()) master.relateException(event);
      else standalone.push(event);
    }
  }
  return standalone;
}

/** Merged, sorted busy intervals overlapping [from, to), at most `maxIntervals` (the earliest ones). */
export function expandBusyIntervals(ics: string, options: BusyExpansionOptions): BusyExpansion {
  const { timeZone, from, to } = options;
  const max = options.maxIntervals ?? BUSY_INTERVALS_MAX;
  const maxSteps = options.maxSteps ?? BUSY_EXPANSION_MAX_STEPS;
  const spendStep = stepBudget(maxSteps, options.deadline ?? Infinity);
  const found: BusyInterval[] = [];
  const add = (startsAt: Date, endsAt: Date) => {
    if (endsAt > startsAt && endsAt > from && startsAt < to) found.push({ startsAt, endsAt });
  };

  const events = parseEvents(ics);
  // Each event costs at least a step: a calendar with more events is refused before any is read.
  if (events.length > maxSteps) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.tooComplex);
  for (const event of events) {
    spendStep();
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (!isFree(event)) {
        add(
          toInstant(event.startDate, tzidOf(event, "dtstart"), timeZone),
          endInstant(event.startDate, event.endDate, tzidOf(event, "dtend") ?? tzidOf(event, "dtstart"), timeZone),
        );
      }
      continue;
    }
    const startTzid = tzidOf(event, "dtstart");
    // Wall-clock time read as UTC is within a day of the real instant whatever the zone: cheap enough to skip
    // the years of a series before the window, where converting every occurrence would take seconds.
    const roughMs = (time: ICAL.Time) =>
      Date.UTC(time.year, time.month - 1, time.day, time.isDate ? 0 : time.hour, time.isDate ? 0 : time.minute);
    const moved = event.exceptions as unknown as Record<string, ICAL.Event>;
    const hasMovedInstances = Object.keys(moved).length > 0;
    const rangeMoves = event.rangeExceptions.length > 0;
    // A moved instance may land in the window from an original time before it: never skipped.
    const isMoved = (time: ICAL.Time) =>
      hasMovedInstances &&
      (time.toString() in moved || time.convertToZone(ICAL.Timezone.utcTimezone).toString() in moved);
    const skipBefore = from.getTime() - 2 * DAY_MS;
    const iterator = event.iterator(findSeriesStart(event, skipBefore - DAY_MS) ?? undefined);
    for (let next = iterator.next(); next; spendStep(), next = iterator.next()) {
      // Occurrences come in order of their original time; a moved one may land later, so look a bit past.
      if (roughMs(next) > to.getTime() + 2 * DAY_MS) break;
      if (!rangeMoves && roughMs(next) < skipBefore && !isMoved(next)) continue;
      const details = event.getOccurrenceDetails(next);
      const item = details.item ?? event;
      if (isFree(item)) continue;
      const itemStartTzid = item === event ? startTzid : tzidOf(item, "dtstart");
      const startsAt = toInstant(details.startDate, itemStartTzid, timeZone);
      const endTzid = item === event ? (tzidOf(event, "dtend") ?? startTzid) : (tzidOf(item, "dtend") ?? itemStartTzid);
      add(startsAt, endInstant(details.startDate, details.endDate, endTzid, timeZone));
    }
  }
  return capIntervals(mergeIntervals(found), max);
}

/** Counts steps against the calendar's budget and deadline; throws once either is passed. */
function stepBudget(maxSteps: number, deadline: number): () => void {
  let steps = 0;
  return () => {
    steps++;
    if (steps > maxSteps) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.tooComplex);
    if (steps % 256 === 0 && Date.now() > deadline) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.tooSlow);
  };
}

function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.startsAt <= last.endsAt) {
      if (interval.endsAt > last.endsAt) last.endsAt = interval.endsAt;
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

function capIntervals(intervals: BusyInterval[], max: number): BusyExpansion {
  return intervals.length > max
    ? { intervals: intervals.slice(0, max), truncated: true }
    : { intervals, truncated: false };
}
