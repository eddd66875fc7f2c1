"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import {
  WEEKDAY_NAMES,
  WEEKDAYS,
  type ScheduleDay,
  type Weekday,
  type WeeklySchedule,
} from "@/lib/availability/weekly-schedule";
import { scheduleFieldName, type ScheduleForm } from "@/lib/availability/weekly-schedule-form";

type Props = {
  /** Which schedule: its posted names (`{prefix}.{weekday}.enabled|start|end`) and the words of its times. */
  form: Pick<ScheduleForm, "prefix" | "words">;
  value: WeeklySchedule;
  onChange: (day: Weekday, next: ScheduleDay) => void;
  /** A field's error, by its posted name. */
  errorOf: (field: string) => string | undefined;
  legend: string;
  description: string;
};

const timeInputClass =
  "block h-9 w-full min-w-0 rounded-lg border bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50";

/**
 * The one weekly schedule editor (Business Setup's opening hours, a staff member's working hours): one row
 * per weekday with an on/off checkbox named for the day and its two times. The times stay editable and
 * posted on a day off, so they are kept for when it is back on.
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
          return (
            <li
              key={day}
              data-testid={`${prefix}-${day}`}
              className={`rounded-lg px-1 ${hours.enabled ? "" : "text-slate-500"}`}
            >
              <div className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[7.5rem_1fr_1fr]">
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
            </li>
          );
        })}
      </ul>
    </fieldset>
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
