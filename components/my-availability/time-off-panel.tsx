"use client";

import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormCard } from "@/components/ui/form-card";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { addMyTimeOffAction, deleteMyTimeOffAction } from "@/lib/actions/my-availability";
import type { TimeOffItem } from "@/lib/staff/my-availability-queries";
import { EMPTY_TIME_OFF, TimeOffForm, type TimeOffFormValues } from "./time-off-form";
import { TimeOffList, timeOffDates, timeOffTimes } from "./time-off-list";

type Props = { items: TimeOffItem[]; today: string };

/** Time off: the add form and the list of the staff member's own, each deleted after a confirmation. */
export function TimeOffPanel({ items, today }: Props) {
  const [values, setValues] = useState<TimeOffFormValues>(EMPTY_TIME_OFF);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<TimeOffItem | null>(null);
  const [saving, startSaving] = useTransition();
  const [deleting, startDeleting] = useTransition();

  function change(update: Partial<TimeOffFormValues>) {
    setValues((current) => ({ ...current, ...update }));
    // A field's message goes once the field is changed; the rest stay until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(update)) delete next[field];
      return next;
    });
  }

  function submit(formData: FormData) {
    startSaving(async () => {
      const result = await callAction(addMyTimeOffAction, null, formData);
      if (result.ok) {
        showToast({ type: "success", title: "Time Off Added", message: result.message });
        setValues(EMPTY_TIME_OFF);
        setErrors({});
      } else {
        // The form keeps what was typed (its values are untouched); messages go next to the fields.
        setErrors(result.fieldErrors ?? {});
        showToast({
          type: "error",
          title: "Save Failed",
          message: result.error || "Your time off could not be added.",
        });
      }
    });
  }

  function confirmDelete() {
    const item = toDelete;
    if (!item) return;
    startDeleting(async () => {
      const result = await callAction(deleteMyTimeOffAction, null, { id: item.id });
      if (result.ok) showToast({ type: "success", title: "Time Off Deleted", message: result.message });
      else
        showToast({
          type: "error",
          title: "Delete Failed",
          message: result.error || "The time off could not be deleted.",
        });
      setToDelete(null);
    });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <FormCard title="Add time off" description="Customers can't book you on these days or times.">
        <TimeOffForm
          values={values}
          onChange={change}
          errors={errors}
          today={today}
          pending={saving}
          onSubmit={submit}
        />
      </FormCard>
      <section
        aria-labelledby="time-off-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="time-off-heading" className="text-lg font-semibold text-slate-900">
          Your time off
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">Current and upcoming, soonest first.</p>
        <TimeOffList items={items} today={today} onDelete={setToDelete} />
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete time off"
        question="Are you sure you want to delete this time off? Customers will be able to book you then."
        detail={toDelete ? `${timeOffDates(toDelete)}, ${timeOffTimes(toDelete)}` : null}
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
