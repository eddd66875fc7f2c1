"use client";

import { useId } from "react";
import { WEEKDAYS, type DayAvailability, type StaffAvailability, type Weekday } from "@/lib/validations/business-settings";
import { availabilityFieldName, WEEKDAY_NAMES } from "@/lib/validations/staff";

type Props = {
  value: StaffAvailability;
  onChange: (day: Weekday, next: DayAvailability) => void;
  /** Field errors keyed by form field name (`availability.{day}.start|end`). */
  errors: Record<string, string | undefined>;
};

const timeInputClass =
  "block h-9 w-full min-w-0 rounded-lg border bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50";

/** One row per weekday: a working-day checkbox and start/end times (posted even on days off, so they are kept). */
export function AvailabilityEditor({ value, onChange, errors }: Props) {
  const baseId = useId();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">Availability</legend>
      <p className="mb-3 text-xs text-slate-600">Tick the days this person works and set their hours.</p>
      <div className="hidden grid-cols-[7.5rem_1fr_1fr] gap-2 px-1 pb-1 text-xs font-medium text-slate-500 sm:grid" aria-hidden="true">
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
                <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                  <input
                    id={ids.enabled}
                    type="checkbox"
                    name={availabilityFieldName(day, "enabled")}
                    checked={hours.enabled}
                    onChange={(event) => onChange(day, { ...hours, enabled: event.target.checked })}
                    className="size-4 rounded border-slate-300 accent-brand-700"
                  />
                  <label htmlFor={ids.enabled} className="text-sm font-medium text-slate-800">
                    {WEEKDAY_NAMES[day]}
                  </label>
                </div>
                <div>
                  <label htmlFor={ids.start} className="sr-only">
                    {`${WEEKDAY_NAMES[day]} start time`}
                  </label>
                  <input
                    id={ids.start}
                    type="time"
                    name={startName}
                    value={hours.start}
                    onChange={(event) => onChange(day, { ...hours, start: event.target.value })}
                    aria-invalid={startError ? true : undefined}
                    aria-describedby={startError || endError ? ids.error : undefined}
                    className={`${timeInputClass} ${startError ? "border-red-500" : "border-slate-300"} ${hours.enabled ? "" : "opacity-70"}`}
                  />
                </div>
                <div>
                  <label htmlFor={ids.end} className="sr-only">
                    {`${WEEKDAY_NAMES[day]} end time`}
                  </label>
                  <input
                    id={ids.end}
                    type="time"
                    name={endName}
                    value={hours.end}
                    onChange={(event) => onChange(day, { ...hours, end: event.target.value })}
                    aria-invalid={endError ? true : undefined}
                    aria-describedby={startError || endError ? ids.error : undefined}
                    className={`${timeInputClass} ${endError ? "border-red-500" : "border-slate-300"} ${hours.enabled ? "" : "opacity-70"}`}
                  />
                </div>
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
