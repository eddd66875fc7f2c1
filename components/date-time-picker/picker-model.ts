/*
 * The date & time picker's pure logic: the booking window as Monday-first weeks (the phone's strip)
 * and as month grids (the desktop calendar), the times of a date in Morning / Afternoon / Evening,
 * and where the arrow keys move. Dates are 'YYYY-MM-DD' calendar dates in the business's zone, so
 * all arithmetic is UTC-based: the visitor's own time zone never shifts a weekday.
 */

import { MONTHS_LONG } from "@/lib/format/booking-date";

/** One date of the window, as GET /api/public/businesses/[slug]/availability returns it. */
export type PickerDay = {
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  /** 'HH:mm', sorted. */
  slots: string[];
  /** Set only when `slots` is empty. */
  reason?: "closed" | "no_times_left" | "fully_booked";
};

/** A position in a week or month grid: a date, and the window's day for it (null outside the window). */
export type PickerCell = { date: string; day: PickerDay | null };

export type PickerWeek = {
  /** The Monday that starts the week. */
  monday: string;
  /** Seven cells, Monday to Sunday. */
  cells: PickerCell[];
};

export type PickerMonth = {
  /** 'YYYY-MM'. */
  key: string;
  /** 'November 2026'. */
  label: string;
  /** Rows of seven, Monday to Sunday; null before the 1st and after the last day of the month. */
  rows: (PickerCell | null)[][];
};

export type TimeGroupKey = "morning" | "afternoon" | "evening";
export type TimeGroup = { key: TimeGroupKey; label: string; times: string[] };

function toUtc(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCFullYear(year);
  return utc;
}

function fromUtc(utc: Date): string {
  const year = String(utc.getUTCFullYear()).padStart(4, "0");
  const month = String(utc.getUTCMonth() + 1).padStart(2, "0");
  const day = String(utc.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Calendar arithmetic on 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** 0 for Monday ... 6 for Sunday. */
export function mondayIndex(date: string): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

/** The first date with at least one free time, or null when the whole window is closed or full. */
export function firstFreeDate(days: readonly PickerDay[]): string | null {
  return days.find((day) => day.slots.length > 0)?.date ?? null;
}

/** Whether a date of the window can be chosen. */
export function isFree(day: PickerDay | null | undefined): day is PickerDay {
  return day != null && day.slots.length > 0;
}

/** The window as Monday-to-Sunday weeks; dates before the first or after the last day have `day: null`. */
export function buildWeeks(days: readonly PickerDay[]): PickerWeek[] {
  if (days.length === 0) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const last = days[days.length - 1].date;
  const weeks: PickerWeek[] = [];
  for (let monday = addDays(days[0].date, -mondayIndex(days[0].date)); monday <= last; monday = addDays(monday, 7)) {
    const cells: PickerCell[] = [];
    for (let i = 0; i < 7; i++) {
      const date = addDays(monday, i);
      cells.push({ date, day: byDate.get(date) ?? null });
    }
    weeks.push({ monday, cells });
  }
  return weeks;
}

/** The index of the week holding `date`, or -1. */
export function weekIndexOf(weeks: readonly PickerWeek[], date: string | null): number {
  if (date === null) return -1;
  return weeks.findIndex((week) => week.monday <= date && date <= addDays(week.monday, 6));
}

/**
 * The months a week's dates of the window fall in: 'November 2026', 'November – December 2026',
 * 'December 2026 – January 2027'. A week without a window date names its own dates' months.
 */
export function weekMonthLabel(week: PickerWeek): string {
  const inWindow = week.cells.filter((cell) => cell.day !== null);
  const cells = inWindow.length > 0 ? inWindow : week.cells;
  const first = cells[0].date;
  const last = cells[cells.length - 1].date;
  return monthRangeLabel(first, last);
}

/** The month (and year) of two dates as one label. */
export function monthRangeLabel(first: string, last: string): string {
  const [firstYear, firstMonth] = first.split("-").map(Number);
  const [lastYear, lastMonth] = last.split("-").map(Number);
  const firstName = MONTHS_LONG[firstMonth - 1];
  const lastName = MONTHS_LONG[lastMonth - 1];
  if (firstYear !== lastYear) return `${firstName} ${firstYear} – ${lastName} ${lastYear}`;
  if (firstMonth !== lastMonth) return `${firstName} – ${lastName} ${lastYear}`;
  return `${firstName} ${firstYear}`;
}

/** Every month the window touches, each as Monday-first rows of seven. */
export function buildMonths(days: readonly PickerDay[]): PickerMonth[] {
  if (days.length === 0) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const lastKey = days[days.length - 1].date.slice(0, 7);
  const months: PickerMonth[] = [];
  for (let first = `${days[0].date.slice(0, 7)}-01`; first.slice(0, 7) <= lastKey;) {
    const key = first.slice(0, 7);
    const [year, month] = key.split("-").map(Number);
    const rows: (PickerCell | null)[][] = [];
    let row: (PickerCell | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
    let date = first;
    while (date.slice(0, 7) === key) {
      row.push({ date, day: byDate.get(date) ?? null });
      if (row.length === 7) {
        rows.push(row);
        row = [];
      }
      date = addDays(date, 1);
    }
    if (row.length > 0) rows.push([...row, ...Array.from({ length: 7 - row.length }, () => null)]);
    months.push({ key, label: `${MONTHS_LONG[month - 1]} ${year}`, rows });
    first = date;
  }
  return months;
}

/** The index of the month holding `date`, or -1. */
export function monthIndexOf(months: readonly PickerMonth[], date: string | null): number {
  if (date === null) return -1;
  return months.findIndex((month) => month.key === date.slice(0, 7));
}

const GROUPS: readonly { key: TimeGroupKey; label: string; before: string }[] = [
  { key: "morning", label: "Morning", before: "12:00" },
  { key: "afternoon", label: "Afternoon", before: "17:00" },
  { key: "evening", label: "Evening", before: "99:99" },
];

/** Morning (before 12:00), Afternoon (12:00–16:59), Evening (17:00 on); empty groups left out, order kept. */
export function groupTimes(slots: readonly string[]): TimeGroup[] {
  const groups = GROUPS.map((group) => ({ key: group.key, label: group.label, times: [] as string[] }));
  for (const slot of slots) {
    const index = GROUPS.findIndex((group) => slot < group.before);
    groups[index === -1 ? GROUPS.length - 1 : index].times.push(slot);
  }
  return groups.filter((group) => group.times.length > 0);
}

export type DateMoveKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

/**
 * Where a key moves focus among the window's dates (`enabled[i]` = the i-th date can be chosen):
 * Left/Right the previous/next enabled date, Up/Down (only when `vertical`) 7 days back/on, skipping
 * whole weeks of closed days, Home/End the first/last enabled date. Null: the key does not move.
 */
export function moveDateIndex(
  enabled: readonly boolean[],
  current: number,
  key: string,
  options: { vertical: boolean },
): number | null {
  const step = (from: number, delta: number): number | null => {
    for (let i = from + delta; i >= 0 && i < enabled.length; i += delta) if (enabled[i]) return i;
    return null;
  };
  let target: number | null;
  switch (key) {
    case "ArrowLeft":
      target = step(current, -1);
      break;
    case "ArrowRight":
      target = step(current, 1);
      break;
    case "ArrowUp":
      target = options.vertical ? step(current, -7) : null;
      break;
    case "ArrowDown":
      target = options.vertical ? step(current, 7) : null;
      break;
    case "Home":
      target = step(-1, 1);
      break;
    case "End":
      target = step(enabled.length, -1);
      break;
    default:
      return null;
  }
  return target === current ? null : target;
}

/** A rendered button's position (its centre or its top-left corner; only comparisons matter). */
export type GridPoint = { x: number; y: number };

/**
 * Where a key moves among buttons laid out in rows (the times of a date, across its groups), from
 * their rendered positions: Left/Right the previous/next in order, Up/Down the nearest row above/below
 * and in it the button closest to the current column, Home/End the first/last. Null: no move.
 */
export function moveGridIndex(points: readonly GridPoint[], current: number, key: string): number | null {
  const count = points.length;
  if (count === 0) return null;
  let target: number | null = null;
  switch (key) {
    case "ArrowLeft":
      target = current > 0 ? current - 1 : null;
      break;
    case "ArrowRight":
      target = current < count - 1 ? current + 1 : null;
      break;
    case "Home":
      target = 0;
      break;
    case "End":
      target = count - 1;
      break;
    case "ArrowUp":
    case "ArrowDown": {
      const here = points[current];
      if (!here) return null;
      const down = key === "ArrowDown";
      const tolerance = 2;
      let rowY: number | null = null;
      for (const point of points) {
        const beyond = down ? point.y > here.y + tolerance : point.y < here.y - tolerance;
        if (beyond && (rowY === null || (down ? point.y < rowY : point.y > rowY))) rowY = point.y;
      }
      if (rowY === null) return null;
      let best = -1;
      for (let i = 0; i < count; i++) {
        if (Math.abs(points[i].y - rowY) > tolerance) continue;
        if (best === -1 || Math.abs(points[i].x - here.x) < Math.abs(points[best].x - here.x)) best = i;
      }
      target = best;
      break;
    }
    default:
      return null;
  }
  return target === current ? null : target;
}

/** Row and column positions of buttons in groups of `columns`-wide grids, for `moveGridIndex` without a DOM. */
export function gridPointsOf(groupSizes: readonly number[], columns: number): GridPoint[] {
  const points: GridPoint[] = [];
  let rowOffset = 0;
  for (const size of groupSizes) {
    for (let i = 0; i < size; i++) points.push({ x: i % columns, y: (rowOffset + Math.floor(i / columns)) * 10 });
    // One row for the group's heading.
    rowOffset += Math.ceil(size / columns) + 1;
  }
  return points;
}
