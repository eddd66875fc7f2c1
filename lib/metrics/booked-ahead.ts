import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { toMinutes, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { intersectWindows, sumWindowMinutes, workingWindowsOn } from "@/lib/availability/working-windows";

/*
 * What is booked ahead, beside what was completed (Analytics): a diary full of upcoming appointments is worth
 * showing before they happen. Pure: the SQL is lib/analytics/booked-ahead-queries.ts.
 */

export type BookedAheadRange = { start: Date; end: Date; startDate: string; endDate: string };

/** From now to the same wall-clock time `periodDays` days ahead in the business's zone (the past period, mirrored). */
export function getBookedAheadRange(now: Date, periodDays: number, timeZone: string): BookedAheadRange {
  const startDate = toDateInZone(now, timeZone);
  const endDate = addDaysToDate(startDate, periodDays);
  // The same wall-clock time, so a clock change in between makes the range an hour longer or shorter, not a day.
  const end = fromZonedTime(`${endDate}T${formatInTimeZone(now, timeZone, "HH:mm:ss.SSS")}`, timeZone);
  return { start: now, end, startDate, endDate };
}

/** One staff member's live (pending or confirmed) bookings in the range. */
export type BookedStaffRow = {
  staffId: string | null;
  name: string;
  bookings: number;
  revenuePence: number;
  minutes: number;
};
export type StaffHours = { id: string; name: string; availability: WeeklySchedule };

export type BookedAheadStaff = BookedStaffRow & {
  /** Their working minutes in the range (their hours within the opening hours); 0 when they do not work. */
  workingMinutes: number;
  /** Booked time as a share of working time, in percent to one decimal; null without working time. */
  utilisationPercent: number | null;
};

export type BookedAhead = {
  bookings: number;
  revenuePence: number;
  staff: BookedAheadStaff[];
};

/**
 * A staff member's working minutes between two instants: each local day's working hours less breaks, today's from
 * now and the last day's up to the same time of day. Blackouts are not taken off (a day off still counts).
 */
export function workingMinutesInRange(
  availability: WeeklySchedule,
  businessHours: WeeklySchedule,
  range: BookedAheadRange,
  timeZone: string,
): number {
  const startMinute = toMinutes(formatInTimeZone(range.start, timeZone, "HH:mm"));
  const endMinute = toMinutes(formatInTimeZone(range.end, timeZone, "HH:mm"));
  let total = 0;
  for (let date = range.startDate; date <= range.endDate; date = addDaysToDate(date, 1)) {
    const from = date === range.startDate ? startMinute : 0;
    const to = date === range.endDate ? endMinute : 24 * 60;
    const working = workingWindowsOn(date, { availability }, businessHours);
    total += sumWindowMinutes(intersectWindows(working, [{ from, to }]));
  }
  return total;
}

/** Booked time over working time in percent, one decimal; null when there is no working time. */
export function computeUtilisationPercent(bookedMinutes: number, workingMinutes: number): number | null {
  if (workingMinutes <= 0) return null;
  return Math.round((bookedMinutes * 1000) / workingMinutes) / 10;
}

/**
 * The totals and one row per staff member: every active member (with nothing booked too), then bookings of
 * members no longer active; busiest first.
 */
export function buildBookedAhead(
  rows: readonly BookedStaffRow[],
  staff: readonly StaffHours[],
  businessHours: WeeklySchedule,
  range: BookedAheadRange,
  timeZone: string,
): BookedAhead {
  const byStaff = new Map(rows.map((row) => [row.staffId, row]));
  const active: BookedAheadStaff[] = staff.map((member) => {
    const row = byStaff.get(member.id);
    const workingMinutes = workingMinutesInRange(member.availability, businessHours, range, timeZone);
    const minutes = row?.minutes ?? 0;
    return {
      staffId: member.id,
      name: member.name,
      bookings: row?.bookings ?? 0,
      revenuePence: row?.revenuePence ?? 0,
      minutes,
      workingMinutes,
      utilisationPercent: computeUtilisationPercent(minutes, workingMinutes),
    };
  });
  const activeIds = new Set(staff.map((member) => member.id));
  const others = rows
    .filter((row) => row.staffId === null || !activeIds.has(row.staffId))
    .map((row) => ({ ...row, workingMinutes: 0, utilisationPercent: null }));
  const all = [...active, ...others].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  return {
    bookings: rows.reduce((sum, row) => sum + row.bookings, 0),
    revenuePence: rows.reduce((sum, row) => sum + row.revenuePence, 0),
    staff: all,
  };
}
