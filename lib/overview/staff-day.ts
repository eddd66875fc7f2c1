import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";

/** Overview's "Your Day" for a staff user: today alone, or today and the next 7 days. */
export type StaffDayView = "day" | "week";

/** `?view=week` shows the week; anything else is the day. */
export function parseStaffDayView(value: string | string[] | undefined): StaffDayView {
  return value === "week" ? "week" : "day";
}

export type DayGroup<T> = { date: string; relative: "Today" | "Tomorrow" | null; items: T[] };

/**
 * Appointments (already in time order) by their calendar date in the business's zone, each date once in
 * order; "Today" and "Tomorrow" are relative to `now` in that zone.
 */
export function groupByDay<T extends { startsAt: Date }>(
  items: readonly T[],
  now: Date,
  timeZone: string,
): DayGroup<T>[] {
  const today = toDateInZone(now, timeZone);
  const tomorrow = addDaysToDate(today, 1);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = toDateInZone(item.startsAt, timeZone);
    let group = groups.at(-1);
    if (!group || group.date !== date) {
      group = { date, relative: date === today ? "Today" : date === tomorrow ? "Tomorrow" : null, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** Today's appointments of a list, in the business's zone. */
export function todaysItems<T extends { startsAt: Date }>(items: readonly T[], now: Date, timeZone: string): T[] {
  const today = toDateInZone(now, timeZone);
  return items.filter((item) => toDateInZone(item.startsAt, timeZone) === today);
}
