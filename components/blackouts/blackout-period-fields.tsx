"use client";

import { Input } from "@/components/ui/input";
import { BLACKOUT_REASON_MAX } from "@/lib/blackouts/schema";

export type BlackoutPeriodValues = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
};

type Props = {
  values: BlackoutPeriodValues;
  onChange: (change: Partial<BlackoutPeriodValues>) => void;
  errors: Record<string, string>;
  /** The earliest date the pickers offer ('YYYY-MM-DD'), if any. */
  minDate?: string;
  reasonPlaceholder: string;
};

/**
 * The period of a blackout, as Block Dates and a staff user's time off both ask for it: start and end date,
 * optional start and end time (both or neither), and a reason. Lives inside the caller's two-column grid form.
 */
export function BlackoutPeriodFields({ values, onChange, errors, minDate, reasonPlaceholder }: Props) {
  const text = (field: keyof BlackoutPeriodValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ [field]: event.target.value });
  return (
    <>
      <Input
        label="Start Date"
        name="startDate"
        type="date"
        required
        min={minDate}
        value={values.startDate}
        onChange={(event) => {
          const startDate = event.target.value;
          // A convenience only: an empty end date follows the start date.
          onChange(values.endDate === "" ? { startDate, endDate: startDate } : { startDate });
        }}
        error={errors.startDate}
      />
      <Input
        label="End Date"
        name="endDate"
        type="date"
        required
        min={values.startDate || minDate}
        value={values.endDate}
        onChange={text("endDate")}
        error={errors.endDate}
      />
      <Input
        label="Start Time"
        name="startTime"
        hint="Optional. Leave both times empty to block whole days."
        type="time"
        value={values.startTime}
        onChange={text("startTime")}
        error={errors.startTime}
      />
      <Input
        label="End Time"
        name="endTime"
        hint="Optional. The end time itself is blocked too."
        type="time"
        value={values.endTime}
        onChange={text("endTime")}
        error={errors.endTime}
      />
      <Input
        className="sm:col-span-2"
        label="Reason"
        name="reason"
        maxLength={BLACKOUT_REASON_MAX}
        placeholder={reasonPlaceholder}
        value={values.reason}
        onChange={text("reason")}
        error={errors.reason}
      />
    </>
  );
}
