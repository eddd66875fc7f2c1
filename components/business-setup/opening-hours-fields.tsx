"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import type { BusinessHours, DayHours, Weekday } from "@/lib/business/settings-schema";

type Props = {
  weekdays: readonly { day: Weekday; label: string }[];
  hours: BusinessHours;
  onChange: (day: Weekday, change: Partial<DayHours>) => void;
  errorOf: (field: string) => string | undefined;
};

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
        const ids = { open: `hours-${day}-open`, close: `hours-${day}-close`, closed: `hours-${day}-closed` };
        return (
          <fieldset
            key={day}
            data-testid={`hours-${day}`}
            className="grid grid-cols-2 items-start gap-x-4 gap-y-2 py-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
          >
            <legend className="sr-only">{label}</legend>
            <p aria-hidden="true" className="col-span-2 text-sm font-semibold text-slate-900 sm:col-span-1 sm:pb-2.5">
              {label}
            </p>
            <Input
              id={ids.open}
              label={
                <>
                  <span className="sr-only">{label} </span>Opens
                </>
              }
              type="time"
              name={dayHours.closed ? undefined : openName}
              value={dayHours.open}
              disabled={dayHours.closed}
              onChange={(event) => onChange(day, { open: event.target.value })}
              error={errorOf(openName)}
            />
            <Input
              id={ids.close}
              label={
                <>
                  <span className="sr-only">{label} </span>Closes
                </>
              }
              type="time"
              name={dayHours.closed ? undefined : closeName}
              value={dayHours.close}
              disabled={dayHours.closed}
              onChange={(event) => onChange(day, { close: event.target.value })}
              error={errorOf(closeName)}
            />
            <Checkbox
              id={ids.closed}
              className="col-span-2 sm:col-span-1 sm:pb-2.5"
              label={
                <span className="font-normal">
                  <span className="sr-only">{label} </span>Closed
                </span>
              }
              name={closedName}
              checked={dayHours.closed}
              onChange={(event) => onChange(day, { closed: event.target.checked })}
            />
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
