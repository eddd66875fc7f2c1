"use client";

import { useState, useTransition } from "react";
import { FormActions, FormCard } from "@/components/ui/form-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { WeeklyScheduleEditor } from "@/components/weekly-schedule/weekly-schedule-editor";
import { callAction } from "@/lib/actions/client";
import { saveMyAvailabilityAction } from "@/lib/actions/my-availability";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { WORKING_HOURS_FORM } from "@/lib/staff/schema";

type Props = { availability: WeeklySchedule };

/** The staff member's own weekly hours. Controlled, so a refused save keeps what was typed. */
export function WeeklyHoursForm({ availability }: Props) {
  const [values, setValues] = useState<WeeklySchedule>(availability);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startSaving] = useTransition();

  function submit(formData: FormData) {
    startSaving(async () => {
      const result = await callAction(saveMyAvailabilityAction, null, formData);
      if (result.ok) {
        setErrors({});
        setFormError(null);
        showToast({ type: "success", title: "Hours Saved", message: result.message });
        return;
      }
      const fieldErrors = result.fieldErrors ?? {};
      setErrors(fieldErrors);
      // A refusal no field shows (the owner switched it off meanwhile) gets a line above the button.
      setFormError(Object.keys(fieldErrors).length === 0 ? result.error : null);
      showToast({ type: "error", title: "Save Failed", message: result.error || "Your hours could not be saved." });
    });
  }

  return (
    <FormCard
      title="Weekly hours"
      description="Customers can book you on these days and times, within the business's opening hours."
    >
      <form
        noValidate
        aria-busy={pending}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit(new FormData(event.currentTarget));
        }}
      >
        <WeeklyScheduleEditor
          form={WORKING_HOURS_FORM}
          legend="Your working days"
          description="Tick the days you work and set your start and end times."
          value={values}
          onChange={(day, next) => {
            setValues((current) => ({ ...current, [day]: next }));
            // Every field of the day (its times and its breaks') under '{prefix}.{day}.'.
            const dayFields = `${WORKING_HOURS_FORM.prefix}.${day}.`;
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(dayFields))),
            );
          }}
          errorOf={(field) => errors[field]}
        />
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <FormActions>
          <SubmitButton pending={pending} pendingText="Saving...">
            Save hours
          </SubmitButton>
        </FormActions>
      </form>
    </FormCard>
  );
}
