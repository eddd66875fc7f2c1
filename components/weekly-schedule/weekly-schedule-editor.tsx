"use client";

import { useId } from "react";
import { Plus } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { suggestBreak } from "@/lib/availability/suggest-break";
import {
  MAX_BREAKS_PER_DAY,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type ScheduleBreak,
  type ScheduleDay,
  type Weekday,
  type WeeklySchedule,
} from "@/lib/availability/weekly-schedule";
import { breakFieldName, scheduleFieldName, type ScheduleForm } from "@/lib/availability/weekly-schedule-form";

type Props = {
  /** Which schedule: its posted names (`{prefix}.{weekday}.enabled|start|end|breaks.{i}.*`) and its times' words. */
  form: Pick<ScheduleForm, "prefix" | "words">;
  value: WeeklySchedule;
  onChange: (day: Weekday, next: ScheduleDay) => void;
  /** A field's error, by its posted name. */
  errorOf: (field: string) => string | undefined;
  legend: string;
  description: string;
};

// Day rows and break rows share the columns: the day (or 'Break n' and its Remove), start, end.
const rowGridClass = "grid grid-cols-2 items-center gap-2 sm:grid-cols-[7.5rem_1fr_1fr]";

const timeInputClass =
  "block h-9 w-full min-w-0 rounded-lg border bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50";

/**
 * The one weekly schedule editor (Business Setup's opening hours, a staff member's working hours): one row
 * per weekday with an on/off checkbox named for the day and its two times, then a row per break (up to
 * MAX_BREAKS_PER_DAY) and 'Add a break' (visible text within its name 'Add a break on {Day}': WCAG 2.5.3).
 * The times stay editable and posted on a day off, so they are kept for when it is back on.
 */
export function WeeklyScheduleEditor({ form, value, onChange, errorOf, legend, description }: Props) {
  const { prefix, words } = form;
  const baseId = useId();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <p className="mb-3 text-xs text-slate-600">{description}</p>
      <div
        className="hidden grid-cols-[7.5rem_1fr_1fr] gap-2 px-1 pb-1 text-xs font-medium text-slate-500 sm:grid"
        aria-hidden="true"
      >
        <span>Day</span>
        <span>{words.start}</span>
        <span>{words.end}</span>
      </div>
      <ul className="space-y-2">
        {WEEKDAYS.map((day) => {
          const hours = value[day];
          const dayName = WEEKDAY_NAMES[day];
          const startName = scheduleFieldName(prefix, day, "start");
          const endName = scheduleFieldName(prefix, day, "end");
          const startError = errorOf(startName);
          const endError = errorOf(endName);
          const ids = {
            enabled: `${baseId}-${day}-enabled`,
            start: `${baseId}-${day}-start`,
            end: `${baseId}-${day}-end`,
            error: `${baseId}-${day}-error`,
          };
          const describedBy = startError || endError ? ids.error : undefined;
          const breaks = hours.breaks ?? [];
          const setBreaks = (next: ScheduleBreak[]) => {
            const { breaks: _previous, ...rest } = hours;
            onChange(day, next.length > 0 ? { ...rest, breaks: next } : rest);
          };
          return (
            <li
              key={day}
              data-testid={`${prefix}-${day}`}
              className={`rounded-lg px-1 ${hours.enabled ? "" : "text-slate-500"}`}
            >
              <div className={rowGridClass}>
                <Checkbox
                  id={ids.enabled}
                  className="col-span-2 sm:col-span-1"
                  label={dayName}
                  name={scheduleFieldName(prefix, day, "enabled")}
                  checked={hours.enabled}
                  onChange={(event) => onChange(day, { ...hours, enabled: event.target.checked })}
                />
                <TimeCell
                  id={ids.start}
                  label={`${dayName} ${words.start.toLowerCase()}`}
                  name={startName}
                  value={hours.start}
                  onChange={(start) => onChange(day, { ...hours, start })}
                  invalid={Boolean(startError)}
                  describedBy={describedBy}
                  dimmed={!hours.enabled}
                />
                <TimeCell
                  id={ids.end}
                  label={`${dayName} ${words.end.toLowerCase()}`}
                  name={endName}
                  value={hours.end}
                  onChange={(end) => onChange(day, { ...hours, end })}
                  invalid={Boolean(endError)}
                  describedBy={describedBy}
                  dimmed={!hours.enabled}
                />
              </div>
              {describedBy ? (
                <p id={ids.error} className="mt-1 text-sm text-red-700 sm:pl-[8rem]">
                  {[startError, endError].filter(Boolean).join(" ")}
                </p>
              ) : null}
              {breaks.length > 0 ? (
                <ul className="mt-2 space-y-2" aria-label={`${dayName} breaks`}>
                  {breaks.map((pause, index) => (
                    <BreakRow
                      key={index}
                      id={`${baseId}-${day}-break-${index}`}
                      prefix={prefix}
                      day={day}
                      index={index}
                      value={pause}
                      onChange={(next) => setBreaks(breaks.map((other, i) => (i === index ? next : other)))}
                      onRemove={() => setBreaks(breaks.filter((_, i) => i !== index))}
                      errorOf={errorOf}
                      dimmed={!hours.enabled}
                    />
                  ))}
                </ul>
              ) : null}
              {breaks.length < MAX_BREAKS_PER_DAY ? (
                <div className="mt-1 sm:pl-[8rem]">
                  <button
                    type="button"
                    aria-label={`Add a break on ${dayName}`}
                    onClick={() => setBreaks([...breaks, suggestBreak(hours)])}
                    className="-ml-2 inline-flex min-h-6 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  >
                    <Plus aria-hidden className="size-3.5" />
                    Add a break
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

type BreakRowProps = {
  id: string;
  prefix: string;
  day: Weekday;
  index: number;
  value: ScheduleBreak;
  onChange: (next: ScheduleBreak) => void;
  onRemove: () => void;
  errorOf: (field: string) => string | undefined;
  dimmed: boolean;
};

/** One break under its day: 'Break n' and Remove in the day column, its two times under the day's. */
function BreakRow({ id, prefix, day, index, value, onChange, onRemove, errorOf, dimmed }: BreakRowProps) {
  const label = `${WEEKDAY_NAMES[day]} break ${index + 1}`;
  const startName = breakFieldName(prefix, day, index, "start");
  const endName = breakFieldName(prefix, day, index, "end");
  const startError = errorOf(startName);
  const endError = errorOf(endName);
  const errorId = `${id}-error`;
  const describedBy = startError || endError ? errorId : undefined;
  return (
    <li data-testid={`${prefix}-${day}-break-${index}`}>
      <div className={rowGridClass}>
        {/* A phone shows 'Break n' and Remove on a line above the times; from sm, stacked in the day column. */}
        <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-start sm:gap-0 sm:pl-6">
          <span className="text-xs leading-4 font-medium text-slate-600" aria-hidden="true">
            Break {index + 1}
          </span>
          <button
            type="button"
            aria-label={`Remove ${label}`}
            onClick={onRemove}
            className="-mr-1.5 inline-flex min-h-6 items-center rounded-md px-1.5 text-xs leading-4 font-medium text-slate-600 underline-offset-2 hover:bg-red-50 hover:text-red-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:mr-0 sm:-ml-1.5 sm:min-h-4"
          >
            Remove
          </button>
        </div>
        <TimeCell
          id={`${id}-start`}
          label={`${label} start`}
          name={startName}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          invalid={Boolean(startError)}
          describedBy={describedBy}
          dimmed={dimmed}
        />
        <TimeCell
          id={`${id}-end`}
          label={`${label} end`}
          name={endName}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          invalid={Boolean(endError)}
          describedBy={describedBy}
          dimmed={dimmed}
        />
      </div>
      {describedBy ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 sm:pl-[8rem]">
          {[startError, endError].filter(Boolean).join(" ")}
        </p>
      ) : null}
    </li>
  );
}

type TimeCellProps = {
  id: string;
  /** Read by screen readers only: the row shows the day, the column heading the time. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The row's error line, shared by both times. */
  describedBy?: string;
  dimmed: boolean;
};

function TimeCell({ id, label, name, value, onChange, invalid, describedBy, dimmed }: TimeCellProps) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="time"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${timeInputClass} ${invalid ? "border-red-500" : "border-slate-300"} ${dimmed ? "opacity-70" : ""}`}
      />
    </div>
  );
}
