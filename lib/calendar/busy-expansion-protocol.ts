import type { BusyExpansion } from "./busy-events";

/*
 * The messages between the server and the busy-calendar worker thread. Times cross as epoch
 * milliseconds (the intervals as one transferred Float64Array of start, end pairs), errors as the
 * owner-facing message of a BusyCalendarError, or null for anything else.
 */

export type BusyExpansionRequest = {
  id: number;
  ics: string;
  timeZone: string;
  fromMs: number;
  toMs: number;
  /** The expansion stops itself as too slow after this long; the thread is ended a little later. */
  softLimitMs: number;
};

export type BusyExpansionReply =
  | { type: "ready" }
  | { type: "done"; id: number; intervals: Float64Array; truncated: boolean }
  | { type: "failed"; id: number; message: string | null; detail: string };

export function encodeIntervals({ intervals }: BusyExpansion): Float64Array {
  const times = new Float64Array(intervals.length * 2);
  intervals.forEach(({ startsAt, endsAt }, i) => {
    times[2 * i] = startsAt.getTime();
    times[2 * i + 1] = endsAt.getTime();
  });
  return times;
}

export function decodeIntervals(times: Float64Array): BusyExpansion["intervals"] {
  const intervals: BusyExpansion["intervals"] = [];
  for (let i = 0; i + 1 < times.length; i += 2) {
    intervals.push({ startsAt: new Date(times[i]), endsAt: new Date(times[i + 1]) });
  }
  return intervals;
}
