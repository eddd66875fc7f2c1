"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { WEEKDAYS, type DayAvailability, type StaffAvailability, type Weekday } from "@/lib/business/settings-schema";
import { availabilityFieldName, WEEKDAY_NAMES } from "@/lib/staff/schema";

type Props = {
  value: StaffAvailability;
  onChange: (day: Weekday, next: DayAvailability) => void;
  /** Field errors keyed by form field name (`availability.{day}.start|end`). */
  errors: Record<string, string | undefined>;
  /** The group's name and hint (the Staff form's by default; My Availability speaks to the staff member). */
  legend?: string;
  description?: string;
};

const timeInputClass =
  "block h-9 w-full min-w-0 rounded-lg border bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50";

/** One row per weekday: a working-day checkbox and start/end times (posted even on days off, so they are kept). */
export function AvailabilityEditor({
  value,
  onChange,
  errors,
  legend = "Availability",
  description = "Tick the days this person works and set their hours.",
}: Props) {
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
        <span>Start</span>
        <span>End</span>
      </div>
      <ul className="space-y-2">
        {WEEKDAYS.map((day) => {
          const hours = value[day];
          const startName = availabilityFieldName(day, "start");
          const endName = availabilityFieldName(day, "end");
          const startError = errors[startName];
          const endError = errors[endName];
          const ids = {
            enabled: `${baseId}-${day}-enabled`,
            start: `${baseId}-${day}-start`,
            end: `${baseId}-${day}-end`,
            error: `${baseId}-${day}-error`,
          };
          return (
            <li key={day} className={`rounded-lg px-1 ${hours.enabled ? "" : "text-slate-500"}`}>
              <div className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[7.5rem_1fr_1fr]">
                <Checkbox
                  id={ids.enabled}
                  className="col-span-2 sm:col-span-1"
                  label={WEEKDAY_NAMES[day]}
                  name={availabilityFieldName(day, "enabled")}
                  checked={hours.enabled}
                  onChange={(event) => onChange(day, { ...hours, enabled: event.target.checked })}
                />
                <TimeCell
                  id={ids.start}
                  label={`${WEEKDAY_NAMES[day]} start time`}
                  name={startName}
                  value={hours.start}
                  onChange={(start) => onChange(day, { ...hours, start })}
                  invalid={Boolean(startError)}
                  describedBy={startError || endError ? ids.error : undefined}
                  dimmed={!hours.enabled}
                />
                <TimeCell
                  id={ids.end}
                  label={`${WEEKDAY_NAMES[day]} end time`}
                  name={endName}
                  value={hours.end}
                  onChange={(end) => onChange(day, { ...hours, end })}
                  invalid={Boolean(endError)}
                  describedBy={startError || endError ? ids.error : undefined}
                  dimmed={!hours.enabled}
                />
              </div>
              {startError || endError ? (
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
  /** Read by screen readers only: the row shows the day, the column header says Start or End. */
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
