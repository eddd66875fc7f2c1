/**
 * The slot engine: which start times a service can be booked at with one staff member.
 * Pure: every input is passed in (no database, no clock), so it is exhaustively testable.
 *
 * Rules:
 * - dates from today (in the business's time zone) for `windowDays` days;
 * - the staff member's hours that day (their weekday's, or that date's change), less their breaks, within the
 *   business's opening hours less its breaks: one or more windows (lib/availability/working-windows.ts);
 * - start times every `intervalMinutes` from the start of each window, and the service (plus the buffer)
 *   must end by the end of its window;
 * - not in the past, nor sooner than the minimum notice;
 * - the staff member's busy parts of the service (all of it, less a processing part: lib/availability/busy-parts.ts)
 *   not overlapping any busy part of their live bookings (buffer after each booking's last part), nor any busy
 *   time from their personal calendar (no buffer after it), so a booking may sit inside another's processing;
 * - not on a blackout of the business or of that staff member (whole day, or overlapping
 *   the inclusive time range), recurring ones included;
 * - when the service needs rooms or equipment, a free one of each type (lib/availability/resource-check.ts);
 * - wall-clock times that do not exist (spring-forward hour) are skipped.
 */
import { addDaysToDate, createDayClock, toDateInZone } from "@/lib/time/zoned-time";
import { blackoutAppliesToStaff, blockedMinutesOnDate, type BlackoutRule } from "@/lib/blackouts/rules";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { workingWindowsOn, type ScheduleOverrides } from "@/lib/availability/working-windows";
import { busyPartsOf, type Processing } from "@/lib/availability/busy-parts";
import { createResourceCheck, type ResourceNeed } from "@/lib/availability/resource-check";

export const SLOT_INTERVAL_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 21;

/** A time the staff member is busy; a booking's part before its processing has no buffer after it. */
export type BusyPeriod = { startsAt: Date; endsAt: Date; bufferAfter?: boolean };

export type AvailabilityInput = {
  timeZone: string;
  now: Date;
  businessHours: WeeklySchedule;
  staff: { id: string; availability: WeeklySchedule; overrides?: ScheduleOverrides };
  serviceDurationMinutes: number;
  /** The service's processing part, when the staff member is free (none by default). */
  processing?: Processing | null;
  /** The busy parts of the staff member's non-cancelled bookings (others are ignored). */
  bookings: readonly BusyPeriod[];
  /** Busy times from the staff member's personal calendar (lib/calendar): blocked, with no buffer after. */
  calendarBusy?: readonly BusyPeriod[];
  blackouts: readonly BlackoutRule[];
  /** The rooms or equipment the service needs, with what holds each (none by default). */
  resources?: ResourceNeed | null;
  bufferMinutes?: number;
  minNoticeMinutes?: number;
  windowDays?: number;
  intervalMinutes?: number;
};

/**
 * Why a date has no free times: "closed" (not working that day, or a whole-day blackout), "no_times_left"
 * (working, but every time is already past or inside the notice period: today after the last start, so the
 * page never says "Closed" under "Open today 09:00–18:00") or "fully_booked" (bookings and blackouts took
 * every time).
 */
export type NoTimesReason = "closed" | "no_times_left" | "fully_booked";

/** The reason a merged date gives: the most telling of its parts. */
const REASON_RANK: Record<NoTimesReason, number> = { closed: 0, no_times_left: 1, fully_booked: 2 };

export type DaySlots = { date: string; slots: string[]; reason?: NoTimesReason };

/** 'HH:mm' of every minute of a day, built once: the engine names every free slot it finds. */
const TIMES_OF_DAY = Array.from({ length: 24 * 60 }, (_, minute) => formatMinutes(minute));

function formatMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

export function fromMinutes(total: number): string {
  return TIMES_OF_DAY[total] ?? formatMinutes(total);
}

/** Free start times ('HH:mm') per date of the booking window. Linear in busy times + blackouts + slots. */
export function computeAvailability(input: AvailabilityInput): DaySlots[] {
  const interval = input.intervalMinutes ?? SLOT_INTERVAL_MINUTES;
  const windowDays = input.windowDays ?? BOOKING_WINDOW_DAYS;
  const buffer = input.bufferMinutes ?? 0;
  const duration = input.serviceDurationMinutes;
  // Minutes from the start when the staff member is busy; the buffer follows the last of them.
  const parts = busyPartsOf(duration, input.processing).map((part, index, all) => ({
    from: part.from * 60_000,
    to: (part.to + (index === all.length - 1 ? buffer : 0)) * 60_000,
  }));
  const earliest = input.now.getTime() + (input.minNoticeMinutes ?? 0) * 60_000;
  const today = toDateInZone(input.now, input.timeZone);
  const blackouts = input.blackouts.filter((rule) => blackoutAppliesToStaff(rule, input.staff.id));
  const resourcesFree = createResourceCheck(input.resources, duration, input.processing);

  // Busy intervals sorted by start, as epoch ms, each booking's last part extended by the buffer after it.
  const busy = input.bookings
    .map((b) => ({
      start: b.startsAt.getTime(),
      end: b.endsAt.getTime() + (b.bufferAfter === false ? 0 : buffer) * 60_000,
    }))
    .concat((input.calendarBusy ?? []).map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() })))
    .sort((a, b) => a.start - b.start);
  let busyIndex = 0;

  const days: DaySlots[] = [];
  for (let offset = 0; offset < windowDays; offset++) {
    const date = addDaysToDate(today, offset);
    const slots: string[] = [];
    const windows = workingWindowsOn(date, input.staff, input.businessHours);
    const blocked =
      windows.length > 0 ? blackouts.map((rule) => blockedMinutesOnDate(rule, date)).filter((b) => b !== null) : [];
    let takenByBusy = false;
    let tooSoon = false;
    if (windows.length > 0 && !blocked.includes("all-day")) {
      const clock = createDayClock(date, input.timeZone);
      for (const window of windows) {
        for (let minute = window.from; minute + duration + buffer <= window.to; minute += interval) {
          const startMs = clock(minute);
          if (startMs === null) continue; // does not exist (clocks went forward)
          if (startMs < earliest) {
            tooSoon = true;
            continue;
          }
          // Bookings that ended before this slot can never matter again: slots only move forward.
          while (busyIndex < busy.length && busy[busyIndex].end <= startMs && busy[busyIndex].start < startMs)
            busyIndex++;
          if (
            parts.some((part) => overlapsBusy(busy, busyIndex, startMs + part.from, startMs + part.to)) ||
            blocked.some((b) => b !== "all-day" && minute <= b.to && minute + duration > b.from) ||
            (resourcesFree !== null && !resourcesFree(startMs))
          ) {
            takenByBusy = true;
            continue;
          }
          slots.push(fromMinutes(minute));
        }
      }
    }
    if (slots.length > 0) days.push({ date, slots });
    else days.push({ date, slots, reason: takenByBusy ? "fully_booked" : tooSoon ? "no_times_left" : "closed" });
  }
  return days;
}

function overlapsBusy(
  busy: readonly { start: number; end: number }[],
  fromIndex: number,
  startMs: number,
  endMs: number,
): boolean {
  for (let i = fromIndex; i < busy.length && busy[i].start < endMs; i++) {
    if (busy[i].end > startMs) return true;
  }
  return false;
}

/**
 * The free times of several staff members on the same dates, merged: a time is free when anyone is free
 * ("any professional"). A date without times is fully booked when it is for anyone, else without times left
 * when it is for anyone, else closed. Linear in
 * the slots (each day's lists are sorted 'HH:mm', merged and de-duplicated).
 */
export function mergeStaffAvailability(perStaff: readonly DaySlots[][]): DaySlots[] {
  const first = perStaff[0];
  if (!first) return [];
  return first.map(({ date }, index) => {
    const times = new Set<string>();
    let reason: NoTimesReason = "closed";
    for (const days of perStaff) {
      const day = days[index];
      for (const slot of day.slots) times.add(slot);
      if (day.reason && REASON_RANK[day.reason] > REASON_RANK[reason]) reason = day.reason;
    }
    const slots = [...times].sort();
    return slots.length > 0 ? { date, slots } : { date, slots, reason };
  });
}

/** Whether one date and time is bookable (the server's re-check before writing a booking). */
export function isSlotAvailable(input: AvailabilityInput, date: string, time: string): boolean {
  return computeAvailability(input).some((day) => day.date === date && day.slots.includes(time));
}
