import "server-only";
import { getDb } from "@/db";
import { refreshDueBusyCalendars } from "./refresh-busy-calendar";

/** How often each server process looks for calendars due a refresh (each is due every BUSY_CALENDAR_REFRESH_MINUTES). */
export const BUSY_CALENDAR_POLL_MS = 60_000;

type BusyCalendarWorker = { stop: () => Promise<void> };

// One worker per server process, even when Next loads this module in more than one bundle.
const globalForCalendars = globalThis as typeof globalThis & { __bookingproBusyCalendarWorker?: BusyCalendarWorker };

/**
 * Refreshes due personal calendars every minute, one pass at a time (instrumentation.ts, on server
 * start). Several servers may run it: each calendar is claimed with a lease before it is fetched, so
 * no two fetch the same one. Errors are logged, never thrown; the timer does not keep the process alive.
 */
export function startBusyCalendarRefresh(intervalMs = BUSY_CALENDAR_POLL_MS): BusyCalendarWorker {
  if (globalForCalendars.__bookingproBusyCalendarWorker) return globalForCalendars.__bookingproBusyCalendarWorker;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function pass(): void {
    if (stopped || running) return;
    running = refreshDueBusyCalendars(getDb(), new Date())
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error("[busy-calendar] refresh pass failed:", error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = null;
      });
  }

  timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  const worker = {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  globalForCalendars.__bookingproBusyCalendarWorker = worker;
  return worker;
}
