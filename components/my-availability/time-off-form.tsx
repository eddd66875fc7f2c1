"use client";

import { FormActions } from "@/components/ui/form-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { BlackoutPeriodFields, type BlackoutPeriodValues } from "@/components/blackouts/blackout-period-fields";

export type TimeOffFormValues = BlackoutPeriodValues;

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
      <BlackoutPeriodFields
        values={values}
        onChange={onChange}
        errors={errors}
        minDate={today}
        reasonPlaceholder="e.g. Holiday, dentist, training"
      />
      <FormActions className="sm:col-span-2">
        <SubmitButton pending={pending} pendingText="Adding...">
          Add time off
        </SubmitButton>
      </FormActions>
    </form>
  );
}
