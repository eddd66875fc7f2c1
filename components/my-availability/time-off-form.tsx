"use client";

import { FormActions } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { BLACKOUT_REASON_MAX } from "@/lib/validations/blackout";

export type TimeOffFormValues = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
};

export const EMPTY_TIME_OFF: TimeOffFormValues = { startDate: "", endDate: "", startTime: "", endTime: "", reason: "" };

type Props = {
  values: TimeOffFormValues;
  onChange: (change: Partial<TimeOffFormValues>) => void;
  errors: Record<string, string>;
  /** 'YYYY-MM-DD' in the business's zone: the date pickers start there. */
  today: string;
  pending: boolean;
  onSubmit: (formData: FormData) => void;
};

/**
 * Add time off: dates, optional times (both or neither) and a reason. Browser validation is off
 * (noValidate) so the server's messages show next to the fields.
 */
export function TimeOffForm({ values, onChange, errors, today, pending, onSubmit }: Props) {
  const text = (field: keyof TimeOffFormValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ [field]: event.target.value });
  return (
    <form
      noValidate
      aria-busy={pending}
      aria-label="Add time off"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      <Input
        label="Start date"
        name="startDate"
        type="date"
        required
        min={today}
        value={values.startDate}
        onChange={(event) => {
          const startDate = event.target.value;
          // A convenience only: an empty end date follows the start date.
          onChange(values.endDate === "" ? { startDate, endDate: startDate } : { startDate });
        }}
        error={errors.startDate}
      />
      <Input
        label="End date"
        name="endDate"
        type="date"
        required
        min={values.startDate || today}
        value={values.endDate}
        onChange={text("endDate")}
        error={errors.endDate}
      />
      <Input
        label="Start time"
        name="startTime"
        type="time"
        hint="Optional. Leave both times empty for whole days."
        value={values.startTime}
        onChange={text("startTime")}
        error={errors.startTime}
      />
      <Input
        label="End time"
        name="endTime"
        type="time"
        hint="Optional. The end time itself is blocked too."
        value={values.endTime}
        onChange={text("endTime")}
        error={errors.endTime}
      />
      <Input
        className="sm:col-span-2"
        label="Reason"
        name="reason"
        maxLength={BLACKOUT_REASON_MAX}
        placeholder="e.g. Holiday, dentist, training"
        value={values.reason}
        onChange={text("reason")}
        error={errors.reason}
      />
      <FormActions className="sm:col-span-2">
        <SubmitButton pending={pending} pendingText="Adding...">
          Add time off
        </SubmitButton>
      </FormActions>
    </form>
  );
}
