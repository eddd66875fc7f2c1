import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { getEnv } from "@/lib/env";
import {
  claimBusyCalendar,
  findDueBusyCalendars,
  recordBusyCalendarFailure,
  storeBusyIntervals,
} from "./busy-calendar-queries";
import { busyWindow } from "./busy-events";
import { expandBusyCalendar, type BusyExpansionLimits } from "./expand-busy-calendar";
import { BusyCalendarError, fetchBusyCalendar, type BusyFetchOptions } from "./fetch-busy-calendar";

/*
 * Refreshing a staff member's personal calendar: claim it (so no two processes fetch it at once),
 * fetch and parse outside any transaction, then replace its intervals in one transaction, or record
 * the error and keep the old intervals. Plain functions of a database, so a job queue can run them.
 */

/** Longer than the fetch's own 10 s limit plus parsing (5 s): a claim that outlives it means its process died. */
export const BUSY_CALENDAR_LEASE_MS = 2 * 60_000;
export const BUSY_CALENDAR_UNEXPECTED_MESSAGE = "The calendar could not be read. Please try again later.";

export type RefreshOutcome =
  | { status: "ok"; eventCount: number; truncated: boolean }
  | { status: "failed"; error: string }
  /** Another process holds the calendar, or it was removed or changed meanwhile. */
  | { status: "skipped" };

export type RefreshOptions = Partial<BusyFetchOptions> & { now?: Date; expansion?: BusyExpansionLimits };

export async function refreshBusyCalendar(
  db: Database,
  staffId: string,
  options: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const lockToken = randomUUID();
  const calendar = await claimBusyCalendar(db, staffId, { lockToken, leaseMs: BUSY_CALENDAR_LEASE_MS });
  if (!calendar) return { status: "skipped" };
  const claim = { staffId, businessId: calendar.businessId, lockToken };
  try {
    const text = await fetchBusyCalendar(calendar.url, {
      ...options,
      allowPrivate: options.allowPrivate ?? getEnv().busyCalendarAllowPrivate,
    });
    const { from, to } = busyWindow(options.now ?? new Date());
    const { intervals, truncated } = await expandBusyCalendar(
      text,
      { timeZone: calendar.timeZone, from, to },
      options.expansion,
    );
    const stored = await storeBusyIntervals(db, claim, intervals);
    return stored ? { status: "ok", eventCount: intervals.length, truncated } : { status: "skipped" };
  } catch (error) {
    // The address is a secret: only our own messages are stored and nothing here logs it.
    const message = error instanceof BusyCalendarError ? error.message : BUSY_CALENDAR_UNEXPECTED_MESSAGE;
    if (!(error instanceof BusyCalendarError)) {
      console.error(
        "[busy-calendar] refresh failed:",
        error instanceof Error ? `${error.name}: ${error.message}` : error,
      );
    }
    await recordBusyCalendarFailure(db, staffId, lockToken, message);
    return { status: "failed", error: message };
  }
}

export const BUSY_CALENDARS_PER_PASS = 20;

/** Refreshes, one after another, the calendars last attempted `refreshMinutes` or more before `now`. */
export async function refreshDueBusyCalendars(
  db: Database,
  now: Date,
  options: RefreshOptions & { refreshMinutes?: number } = {},
): Promise<number> {
  const minutes = options.refreshMinutes ?? getEnv().busyCalendarRefreshMinutes;
  const due = await findDueBusyCalendars(db, new Date(now.getTime() - minutes * 60_000), BUSY_CALENDARS_PER_PASS);
  for (const staffId of due) await refreshBusyCalendar(db, staffId, { ...options, now });
  return due.length;
}
