"use client";

import { Input } from "@/components/ui/input";
import { bindFields } from "@/components/ui/field-binding";
import { blackoutFieldsSchema } from "@/lib/blackouts/schema";
import { formRules } from "@/lib/forms/field-rules";

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

const RULES = formRules(blackoutFieldsSchema);

/**
 * The period of a blackout, as Block Dates and a staff user's time off both ask for it: start and end date,
 * optional start and end time (both or neither), and a reason. Lives inside the caller's two-column grid form.
 */
export function BlackoutPeriodFields({ values, onChange, errors, minDate, reasonPlaceholder }: Props) {
  const field = bindFields({ values, onChange, rules: RULES, errorOf: (name) => errors[name] });
  const startDate = field.text("startDate");
  return (
    <>
      <Input
        label="Start Date"
        type="date"
        min={minDate}
        {...startDate}
        onChange={(event) => {
          const startDate = event.target.value;
          // A convenience only: an empty end date follows the start date.
          onChange(values.endDate === "" ? { startDate, endDate: startDate } : { startDate });
        }}
      />
      <Input label="End Date" type="date" min={values.startDate || minDate} {...field.text("endDate")} />
      <Input
        label="Start Time"
        hint="Optional. Leave both times empty to block whole days."
        type="time"
        {...field.text("startTime")}
      />
      <Input
        label="End Time"
        hint="Optional. The end time itself is blocked too."
        type="time"
        {...field.text("endTime")}
      />
      <Input className="sm:col-span-2" label="Reason" placeholder={reasonPlaceholder} {...field.text("reason")} />
    </>
  );
}
