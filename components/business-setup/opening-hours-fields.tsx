"use client";

import type { BusinessHours, DayHours, Weekday } from "@/lib/validations/business-settings";

type Props = {
  weekdays: readonly { day: Weekday; label: string }[];
  hours: BusinessHours;
  onChange: (day: Weekday, change: Partial<DayHours>) => void;
  errorOf: (field: string) => string | undefined;
};

const TIME_INPUT =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500";

/**
 * One row per weekday: opening time, closing time and a Closed checkbox, posted as
 * hours.{day}.open, hours.{day}.close and hours.{day}.closed ('on' when ticked).
 * A closed day's time inputs are disabled; hidden inputs still post their times so they are
 * kept for when the day reopens. Accessible names: '{Day} Opens', '{Day} Closes', '{Day} Closed'.
 */
export function OpeningHoursFields({ weekdays, hours, onChange, errorOf }: Props) {
  return (
    <div className="divide-y divide-slate-100">
      {weekdays.map(({ day, label }) => {
        const dayHours = hours[day];
        const openName = `hours.${day}.open`;
        const closeName = `hours.${day}.close`;
        const closedName = `hours.${day}.closed`;
        const openError = errorOf(openName);
        const closeError = errorOf(closeName);
        const ids = { open: `hours-${day}-open`, close: `hours-${day}-close`, closed: `hours-${day}-closed` };
        return (
          <fieldset key={day} data-testid={`hours-${day}`} className="grid grid-cols-2 items-start gap-x-4 gap-y-2 py-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
            <legend className="sr-only">{label}</legend>
            <p aria-hidden="true" className="col-span-2 text-sm font-semibold text-slate-900 sm:col-span-1 sm:pb-2.5">
              {label}
            </p>
            <div>
              <label htmlFor={ids.open} className="mb-1 block text-xs font-medium text-slate-700">
                <span className="sr-only">{label} </span>Opens
              </label>
              <input
                id={ids.open}
                type="time"
                name={dayHours.closed ? undefined : openName}
                value={dayHours.open}
                disabled={dayHours.closed}
                onChange={(event) => onChange(day, { open: event.target.value })}
                aria-invalid={openError ? true : undefined}
                aria-describedby={openError ? `${ids.open}-error` : undefined}
                className={`${TIME_INPUT} ${openError ? "border-red-500" : "border-slate-300"}`}
              />
              {openError ? (
                <p id={`${ids.open}-error`} className="mt-1 text-sm text-red-700">
                  {openError}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={ids.close} className="mb-1 block text-xs font-medium text-slate-700">
                <span className="sr-only">{label} </span>Closes
              </label>
              <input
                id={ids.close}
                type="time"
                name={dayHours.closed ? undefined : closeName}
                value={dayHours.close}
                disabled={dayHours.closed}
                onChange={(event) => onChange(day, { close: event.target.value })}
                aria-invalid={closeError ? true : undefined}
                aria-describedby={closeError ? `${ids.close}-error` : undefined}
                className={`${TIME_INPUT} ${closeError ? "border-red-500" : "border-slate-300"}`}
              />
              {closeError ? (
                <p id={`${ids.close}-error`} className="mt-1 text-sm text-red-700">
                  {closeError}
                </p>
              ) : null}
            </div>
            <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:pb-2.5">
              <input
                id={ids.closed}
                type="checkbox"
                name={closedName}
                checked={dayHours.closed}
                onChange={(event) => onChange(day, { closed: event.target.checked })}
                className="size-4 rounded border-slate-300 accent-brand-700"
              />
              <label htmlFor={ids.closed} className="text-sm text-slate-800">
                <span className="sr-only">{label} </span>Closed
              </label>
            </div>
            {dayHours.closed ? (
              <>
                <input type="hidden" name={openName} value={dayHours.open} />
                <input type="hidden" name={closeName} value={dayHours.close} />
              </>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
