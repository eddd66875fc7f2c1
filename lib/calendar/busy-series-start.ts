import ICAL from "ical.js";

/*
 * Where to start expanding a series whose first years lie before the busy window. Stepping through a
 * secondly rule from 1990 one occurrence at a time would spend the calendar's whole budget in 1990, so a
 * series whose periods have a fixed length (SECONDLY to WEEKLY, in wall-clock time as ical.js counts them)
 * starts a whole number of periods later instead: the same occurrences from there on. Not for a COUNT
 * (it counts from the real start), RDATEs, or moved instances (their original times may be earlier).
 */

const PERIOD_SECONDS: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3600,
  DAILY: 86_400,
  WEEKLY: 7 * 86_400,
};

/** A later start with the same occurrences from `beforeMs` on, or null to expand from the real start. */
export function findSeriesStart(event: ICAL.Event, beforeMs: number): ICAL.Time | null {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1 || event.component.hasProperty("rdate")) return null;
  if (Object.keys(event.exceptions).length > 0 || event.rangeExceptions.length > 0) return null;
  const rule = rules[0].getFirstValue() as ICAL.Recur;
  const unit = rule.freq ? PERIOD_SECONDS[rule.freq] : undefined;
  if (!unit || rule.count) return null;
  const start = event.startDate;
  if (start.isDate && unit < 86_400) return null;
  const periodMs = unit * Math.max(1, rule.interval || 1) * 1000;
  const startMs = Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute, start.second);
  const periods = Math.floor((beforeMs - startMs) / periodMs);
  if (periods <= 0) return null;
  const shiftSeconds = (periods * periodMs) / 1000;
  const later = start.clone();
  later.adjust(Math.floor(shiftSeconds / 86_400), 0, 0, start.isDate ? 0 : shiftSeconds % 86_400);
  return later;
}
