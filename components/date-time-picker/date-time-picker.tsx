"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatDateButton, formatLongDate, formatWeekdayDayMonth } from "@/lib/format/booking-date";
import {
  buildMonths,
  buildWeeks,
  firstFreeDate,
  groupTimes,
  isFree,
  monthIndexOf,
  moveDateIndex,
  moveGridIndex,
  weekIndexOf,
  weekMonthLabel,
  type PickerCell,
  type PickerDay,
} from "./picker-model";

export type { PickerDay } from "./picker-model";

export type DateTimePickerProps = {
  /** Consecutive dates from today (the booking window, usually 21 days, may be 1-60). */
  days: PickerDay[];
  /** The chosen date; the parent passes firstFreeDate(days) when nothing was chosen yet. */
  date: string | null;
  /** The chosen time, or null. */
  time: string | null;
  onSelectDate: (date: string) => void;
  onSelectTime: (time: string) => void;
};

const RADIUS = "rounded-[var(--bp-radius,8px)]";
const FOCUS =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--bp-primary,#0369a1)]";
const CHOSEN = "border-[var(--bp-primary,#0369a1)] bg-[var(--bp-primary,#0369a1)] text-[var(--bp-on-primary,#fff)]";
const FREE = "border-slate-300 bg-white text-slate-900 hover:border-slate-500 hover:bg-slate-50";
const BLOCKED = "cursor-not-allowed border-transparent bg-slate-100 text-slate-600";
const NAV_BUTTON = `inline-flex size-11 shrink-0 items-center justify-center ${RADIUS} border border-slate-300 bg-white text-slate-800 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 ${FOCUS}`;

const REASON_TEXT: Record<NonNullable<PickerDay["reason"]>, string> = {
  closed: "Closed",
  no_times_left: "No times left",
  fully_booked: "Fully booked",
};

function reasonText(day: PickerDay): string {
  return REASON_TEXT[day.reason ?? "closed"];
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The booking window's dates and the chosen date's times. Below lg a horizontally scrolling strip of
 * Monday-to-Sunday weeks, from lg a month calendar beside the times. Arrow keys move focus (roving
 * tabindex), Enter or Space chooses. State lives in the parent: this only reports choices.
 */
export function DateTimePicker({ days, date, time, onSelectDate, onSelectTime }: DateTimePickerProps) {
  const chosenDay = days.find((day) => day.date === date) ?? null;
  // The one date the Tab key reaches: the chosen date, or the first free one when that cannot be focused.
  const tabbable = isFree(chosenDay) ? chosenDay.date : firstFreeDate(days);
  const thisYear = days[0]?.date.slice(0, 4);

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div>
        <WeekStrip days={days} date={date} tabbable={tabbable} onSelectDate={onSelectDate} />
        <MonthCalendar days={days} date={date} tabbable={tabbable} onSelectDate={onSelectDate} />
      </div>
      <div className="mt-6 lg:mt-0">
        {date === null ? (
          <EmptyTimes title="No available times" message="There are no free dates in the booking window." />
        ) : (
          <TimeList
            heading={date.slice(0, 4) === thisYear ? formatWeekdayDayMonth(date) : formatLongDate(date)}
            slots={chosenDay?.slots ?? []}
            time={time}
            onSelectTime={onSelectTime}
          />
        )}
      </div>
    </div>
  );
}

type DatesProps = {
  days: PickerDay[];
  date: string | null;
  tabbable: string | null;
  onSelectDate: (date: string) => void;
};

/** Moves focus among the window's dates inside `container` for an arrow, Home or End key. */
function useDateKeys(days: PickerDay[], vertical: boolean, reveal: (date: string) => void) {
  const enabled = useMemo(() => days.map((day) => day.slots.length > 0), [days]);
  return (event: React.KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const from = target.getAttribute("data-date");
    if (!from || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = days.findIndex((day) => day.date === from);
    if (current === -1) return;
    const next = moveDateIndex(enabled, current, event.key, { vertical });
    if (next === null) {
      if (event.key.startsWith("Arrow") && (vertical || event.key === "ArrowLeft" || event.key === "ArrowRight")) {
        event.preventDefault();
      }
      return;
    }
    event.preventDefault();
    reveal(days[next].date);
  };
}

function WeekStrip({ days, date, tabbable, onSelectDate }: DatesProps) {
  const weeks = useMemo(() => buildWeeks(days), [days]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [visibleWeek, setVisibleWeek] = useState(() => Math.max(0, weekIndexOf(weeks, date ?? tabbable)));
  const shownWeek = Math.min(visibleWeek, Math.max(0, weeks.length - 1));

  // Show the chosen date's week (on first render, and when the parent chooses another date).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const index = weekIndexOf(weeks, date);
    if (!scroller || index < 0 || scroller.clientWidth === 0) return;
    scroller.scrollTo({ left: index * scroller.clientWidth, behavior: "instant" });
  }, [weeks, date]);

  // When the strip appears (a rotated tablet crossing lg) or changes width, keep a whole week in view:
  // the chosen date's week when it was hidden, else the week that was showing.
  const latest = useRef({ weeks, date, shownWeek });
  useEffect(() => {
    latest.current = { weeks, date, shownWeek };
  });
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === "undefined") return;
    let width = scroller.clientWidth;
    const observer = new ResizeObserver(() => {
      const next = scroller.clientWidth;
      if (next === width || next === 0) {
        width = next;
        return;
      }
      const current = latest.current;
      const index = width === 0 ? Math.max(0, weekIndexOf(current.weeks, current.date)) : current.shownWeek;
      width = next;
      setVisibleWeek(index);
      scroller.scrollTo({ left: index * next, behavior: "instant" });
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  function scrollToWeek(index: number, smooth: boolean) {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    setVisibleWeek(index);
    scroller.scrollTo({
      left: index * scroller.clientWidth,
      behavior: smooth && !prefersReducedMotion() ? "smooth" : "instant",
    });
  }

  const onKeyDown = useDateKeys(days, false, (target) => {
    scrollToWeek(weekIndexOf(weeks, target), false);
    scrollerRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus({ preventScroll: true });
  });

  if (weeks.length === 0) return null;
  return (
    <div className="lg:hidden">
      <div className="mb-3 flex items-center justify-between gap-2">
        <p aria-live="polite" className="text-base font-semibold text-slate-900">
          {weekMonthLabel(weeks[shownWeek])}
        </p>
        <PreviousNext unit="week" index={shownWeek} count={weeks.length} onTurn={(week) => scrollToWeek(week, true)} />
      </div>
      <div
        ref={scrollerRef}
        role="group"
        aria-label="Dates"
        data-testid="date-strip"
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          const scroller = event.currentTarget;
          if (scroller.clientWidth > 0) setVisibleWeek(Math.round(scroller.scrollLeft / scroller.clientWidth));
        }}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {weeks.map((week) => (
          <div key={week.monday} className="grid w-full flex-none snap-start grid-cols-7 gap-1.5 p-1">
            {week.cells.map((cell) =>
              cell.day ? (
                <StripDate
                  key={cell.date}
                  day={cell.day}
                  chosen={cell.date === date}
                  tabbable={cell.date === tabbable}
                  onSelectDate={onSelectDate}
                />
              ) : (
                <div key={cell.date} aria-hidden="true" className="min-h-[4.75rem]" />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

type DateButtonProps = {
  day: PickerDay;
  chosen: boolean;
  tabbable: boolean;
  onSelectDate: (date: string) => void;
};

function StripDate({ day, chosen, tabbable, onSelectDate }: DateButtonProps) {
  const parts = formatDateButton(day.date);
  const free = day.slots.length > 0;
  return (
    <button
      type="button"
      data-testid="date-option"
      data-date={day.date}
      aria-pressed={chosen}
      disabled={!free}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onSelectDate(day.date)}
      className={`relative flex min-h-[4.75rem] w-full min-w-0 flex-col items-center justify-start gap-0.5 ${RADIUS} border px-0.5 py-2 text-center transition ${FOCUS} ${chosen ? CHOSEN : free ? FREE : BLOCKED}`}
    >
      <span className="text-xs font-medium">{parts.weekday}</span>{" "}
      <span className="text-lg leading-tight font-semibold tabular-nums">{parts.day}</span>{" "}
      <span className="sr-only">{formatWeekdayDayMonth(day.date)}</span>
      {!free && (
        <>
          {" "}
          <span className="text-[0.65rem] leading-tight font-medium">{reasonText(day)}</span>
        </>
      )}
    </button>
  );
}

function MonthCalendar({ days, date, tabbable, onSelectDate }: DatesProps) {
  const months = useMemo(() => buildMonths(days), [days]);
  const gridRef = useRef<HTMLDivElement>(null);
  // A month the visitor turned to; it holds until the chosen date changes, which shows that date's month.
  const [turned, setTurned] = useState<{ month: number; date: string | null } | null>(null);
  const monthIndex =
    turned && turned.date === date && turned.month < months.length
      ? turned.month
      : Math.max(0, monthIndexOf(months, date ?? tabbable));
  const month = months[monthIndex];

  const onKeyDown = useDateKeys(days, true, (target) => {
    const targetMonth = monthIndexOf(months, target);
    if (targetMonth !== monthIndex) flushSync(() => setTurned({ month: targetMonth, date }));
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  });

  if (!month) return null;
  const cells = month.rows.flat().filter((cell): cell is PickerCell => cell !== null);
  // Roving tabindex within the shown month: the chosen (or first free) date, else the month's first free date.
  const monthTabbable = cells.some((cell) => cell.date === tabbable)
    ? tabbable
    : (cells.find((cell) => isFree(cell.day))?.date ?? null);

  return (
    <div className="hidden lg:block" data-testid="date-calendar">
      <div className="mb-3 flex items-center justify-between gap-2">
        <p aria-live="polite" className="text-base font-semibold text-slate-900">
          {month.label}
        </p>
        {months.length > 1 && (
          <PreviousNext
            unit="month"
            index={monthIndex}
            count={months.length}
            onTurn={(month) => setTurned({ month, date })}
          />
        )}
      </div>
      <div aria-hidden="true" className="grid grid-cols-7 gap-1 pb-1 text-center text-xs font-medium text-slate-600">
        {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <div ref={gridRef} role="group" aria-label={month.label} onKeyDown={onKeyDown} className="grid grid-cols-7 gap-1">
        {month.rows.flat().map((cell, index) => {
          if (cell === null) return <span key={`blank-${index}`} aria-hidden="true" />;
          const dayNumber = String(Number(cell.date.slice(8)));
          if (cell.day === null) {
            return (
              <span
                key={cell.date}
                aria-hidden="true"
                className="flex aspect-square items-center justify-center text-sm text-slate-500"
              >
                {dayNumber}
              </span>
            );
          }
          const free = cell.day.slots.length > 0;
          const chosen = cell.date === date;
          return (
            <button
              key={cell.date}
              type="button"
              data-testid="date-option"
              data-date={cell.date}
              aria-pressed={chosen}
              disabled={!free}
              tabIndex={cell.date === monthTabbable ? 0 : -1}
              onClick={() => onSelectDate(cell.date)}
              className={`relative flex aspect-square min-h-11 w-full items-center justify-center ${RADIUS} border text-sm font-semibold tabular-nums transition ${FOCUS} ${chosen ? CHOSEN : free ? FREE : `${BLOCKED} font-normal line-through`}`}
            >
              {dayNumber}
              <span className="sr-only">
                {` ${formatWeekdayDayMonth(cell.date)}${free ? "" : `, ${reasonText(cell.day)}`}`}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function EmptyTimes({ title, message }: { title: string; message: string }) {
  return (
    <div className={`${RADIUS} border border-dashed border-slate-300 bg-white p-6 text-center`}>
      <p className="text-base font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
    </div>
  );
}

type TimeListProps = {
  heading: string;
  slots: string[];
  time: string | null;
  onSelectTime: (time: string) => void;
};

function TimeList({ heading, slots, time, onSelectTime }: TimeListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const groups = groupTimes(slots);
  const tabbableTime = time !== null && slots.includes(time) ? time : (slots[0] ?? null);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[data-testid="time-option"]') ?? [],
    );
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const points = buttons.map((button) => {
      const rect = button.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top };
    });
    const next = moveGridIndex(points, current, event.key);
    if (next === null) {
      if (event.key.startsWith("Arrow")) event.preventDefault();
      return;
    }
    event.preventDefault();
    buttons[next].focus();
  }

  return (
    <div>
      <h3 className="mb-3 text-base font-semibold text-slate-900">{heading}</h3>
      {slots.length === 0 ? (
        <EmptyTimes title="No available times for this date" message="Please select a different date" />
      ) : (
        <div ref={listRef} onKeyDown={onKeyDown} className="space-y-4">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`${idPrefix}-${group.key}`}>
              <h3
                id={`${idPrefix}-${group.key}`}
                className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {group.label}
              </h3>
              <div className="grid grid-cols-3 gap-2 lg:grid-cols-4">
                {group.times.map((slot) => (
                  <button
                    key={slot}
                    type="button"
                    data-testid="time-option"
                    aria-pressed={slot === time}
                    tabIndex={slot === tabbableTime ? 0 : -1}
                    onClick={() => onSelectTime(slot)}
                    className={`flex min-h-11 w-full items-center justify-center ${RADIUS} border px-2 py-2 text-base font-semibold tabular-nums transition ${FOCUS} ${slot === time ? CHOSEN : FREE}`}
                  >
                    {slot}
                  </button>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

/** The Previous and Next buttons of a strip of weeks or months: each turns one, and stops at either end. */
function PreviousNext({
  unit,
  index,
  count,
  onTurn,
}: {
  unit: "week" | "month";
  index: number;
  count: number;
  onTurn: (index: number) => void;
}) {
  return (
    <div className="flex gap-2">
      <button type="button" className={NAV_BUTTON} disabled={index === 0} onClick={() => onTurn(index - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Previous {unit}</span>
      </button>
      <button type="button" className={NAV_BUTTON} disabled={index >= count - 1} onClick={() => onTurn(index + 1)}>
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">Next {unit}</span>
      </button>
    </div>
  );
}
