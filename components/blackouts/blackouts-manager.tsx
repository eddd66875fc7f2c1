"use client";

import { useState, useTransition } from "react";
import { showToast } from "@/components/ui/toast";
import { createBlackoutAction, deleteBlackoutAction, updateBlackoutAction } from "@/lib/actions/blackouts";
import { callAction } from "@/lib/actions/client";
import type { BlackoutListItem, StaffOption } from "@/lib/blackouts/queries";
import {
  BLACKOUT_FORM_ID,
  BLACKOUT_TYPE_INPUT_ID,
  BlackoutForm,
  NEW_BLACKOUT_VALUES,
  type BlackoutFormValues,
} from "./blackout-form";
import { BlackoutList, blackoutDateRange, blackoutWho } from "./blackout-list";
import { DeleteBlackoutDialog } from "./delete-blackout-dialog";
import { UpcomingCalendar } from "./upcoming-calendar";

type Props = {
  blackouts: BlackoutListItem[];
  staff: StaffOption[];
  /** 'YYYY-MM-DD' in the business's time zone. */
  today: string;
};

function toFormValues(item: BlackoutListItem): BlackoutFormValues {
  return {
    type: item.type,
    // A deleted staff member's blackout needs a new choice before it can be saved.
    staffId: item.staffId ?? "",
    startDate: item.startDate,
    endDate: item.endDate,
    startTime: item.startTime ?? "",
    endTime: item.endTime ?? "",
    reason: item.reason,
    recurring: item.recurring && item.recurringPattern !== "none",
    recurringPattern: item.recurringPattern === "monthly" ? "monthly" : "weekly",
  };
}

function focusForm() {
  document.getElementById(BLACKOUT_FORM_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
  document.getElementById(BLACKOUT_TYPE_INPUT_ID)?.focus({ preventScroll: true });
}

/** The Block Dates & Times screen: add/edit form, 'Upcoming 2 Weeks' calendar and the blackout list. */
export function BlackoutsManager({ blackouts, staff, today }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [values, setValues] = useState<BlackoutFormValues>(NEW_BLACKOUT_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<BlackoutListItem | null>(null);
  const [saving, startSaving] = useTransition();
  const [deleting, startDeleting] = useTransition();

  function resetToAddMode() {
    setEditingId(null);
    setValues(NEW_BLACKOUT_VALUES);
    setErrors({});
  }

  function change(update: Partial<BlackoutFormValues>) {
    setValues((current) => ({ ...current, ...update }));
    // A field's message goes once the field is changed; the rest stay until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(update)) delete next[field];
      return next;
    });
  }

  function submit(formData: FormData) {
    const isUpdate = formData.has("id");
    startSaving(async () => {
      const result = await callAction(isUpdate ? updateBlackoutAction : createBlackoutAction, null, formData);
      if (result.ok) {
        showToast({
          type: "success",
          title: isUpdate ? "Blackout Updated" : "Blackout Added",
          message: result.message,
        });
        resetToAddMode();
      } else {
        // The form keeps what was typed (its values are untouched); messages go next to the fields.
        setErrors(result.fieldErrors ?? {});
        showToast({
          type: "error",
          title: "Save Failed",
          message: result.error || "The blackout period could not be saved.",
        });
      }
    });
  }

  function startEditing(item: BlackoutListItem) {
    setEditingId(item.id);
    setValues(toFormValues(item));
    setErrors({});
    // After React renders the edit mode.
    window.requestAnimationFrame(focusForm);
  }

  function confirmDelete() {
    const item = toDelete;
    if (!item) return;
    startDeleting(async () => {
      const result = await callAction(deleteBlackoutAction, null, { id: item.id });
      if (result.ok) {
        showToast({ type: "success", title: "Blackout Deleted", message: result.message });
        if (editingId === item.id) resetToAddMode();
      } else {
        showToast({
          type: "error",
          title: "Delete Failed",
          message: result.error || "The blackout period could not be deleted.",
        });
      }
      setToDelete(null);
    });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <BlackoutForm
        editingId={editingId}
        values={values}
        onChange={change}
        errors={errors}
        staff={staff}
        pending={saving}
        onSubmit={submit}
        onCancel={resetToAddMode}
      />
      <UpcomingCalendar today={today} blackouts={blackouts} />
      <div className="lg:col-span-2">
        <BlackoutList
          blackouts={blackouts}
          today={today}
          editingId={editingId}
          onEdit={startEditing}
          onDelete={setToDelete}
        />
      </div>
      <DeleteBlackoutDialog
        open={toDelete !== null}
        summary={toDelete ? `${blackoutWho(toDelete)}: ${blackoutDateRange(toDelete)}` : null}
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
