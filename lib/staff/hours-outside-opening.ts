import { type Weekday, WEEKDAY_NAMES, WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

/**
 * A working day of a staff member that reaches past the business's opening hours. The slot engine books only
 * where both overlap (lib/availability/slots.ts), so the rest is cut without a word: the Staff screen says so.
 */
export type HoursOutsideOpening = {
  day: Weekday;
  /** The member's hours that day, 'HH:mm'. */
  works: { start: string; end: string };
  /** What customers can book: the overlap with the opening hours, or null when there is none. */
  bookable: { start: string; end: string } | null;
  /** The business does not open that day. */
  closed: boolean;
};

// 'HH:mm' strings compare as times.
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The member's working days (Monday first) whose hours are not all within that day's opening hours. */
export function hoursOutsideOpening(availability: WeeklySchedule, opening: WeeklySchedule): HoursOutsideOpening[] {
  const outside: HoursOutsideOpening[] = [];
  for (const day of WEEKDAYS) {
    const works = availability[day];
    const open = opening[day];
    if (!works?.enabled || !open) continue;
    const hours = { start: works.start, end: works.end };
    if (!open.enabled) {
      outside.push({ day, works: hours, bookable: null, closed: true });
      continue;
    }
    if (works.start >= open.start && works.end <= open.end) continue;
    const start = later(works.start, open.start);
    const end = earlier(works.end, open.end);
    outside.push({ day, works: hours, bookable: start < end ? { start, end } : null, closed: false });
  }
  return outside;
}

/** e.g. 'Thursday 08:00–19:00: customers can book 09:00–18:00 (opening hours)'. */
export function describeHoursOutsideOpening(item: HoursOutsideOpening, opening: WeeklySchedule): string {
  const works = `${WEEKDAY_NAMES[item.day]} ${item.works.start}–${item.works.end}`;
  if (item.closed) return `${works}: customers can't book (the business is closed on ${WEEKDAY_NAMES[item.day]}s)`;
  if (!item.bookable) {
    const open = opening[item.day];
    return `${works}: customers can't book (outside the opening hours, ${open.start}–${open.end})`;
  }
  return `${works}: customers can book ${item.bookable.start}–${item.bookable.end} (opening hours)`;
}
