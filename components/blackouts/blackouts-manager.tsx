"use client";

import { useState, useTransition } from "react";
import { showToast } from "@/components/ui/toast";
import { createBlackoutAction, deleteBlackoutAction, updateBlackoutAction } from "@/lib/actions/blackouts";
import { callAction } from "@/lib/actions/client";
import { addMyTimeOffAction, deleteMyTimeOffAction } from "@/lib/actions/my-availability";
import type { ServerAction } from "@/lib/actions/server-action";
import type { BlackoutListItem, StaffOption } from "@/lib/blackouts/queries";
import {
  BLACKOUT_FORM_ID,
  BLACKOUT_TYPE_INPUT_ID,
  BlackoutForm,
  NEW_BLACKOUT_VALUES,
  type BlackoutFormValues,
} from "./blackout-form";
import { BlackoutList, describeBlackout } from "./blackout-list";
import { BLACKOUT_WORDS, type BlackoutScope } from "./blackout-words";
import { DeleteBlackoutDialog } from "./delete-blackout-dialog";
import { UpcomingCalendar } from "./upcoming-calendar";

type Props = {
  scope: BlackoutScope;
  blackouts: BlackoutListItem[];
  /** Block Dates' Staff Member choices (none for a member's own time off). */
  staff?: StaffOption[];
  /** 'YYYY-MM-DD' in the business's time zone. */
  today: string;
};

type BlackoutActions = {
  create: ServerAction<{ id: string }>;
  /** Block Dates only: a member deletes their time off and adds it again. */
  update?: ServerAction<{ id: string }>;
  remove: ServerAction<{ id: string }>;
};

// The server decides whose each one is: Block Dates' by the session's business, time off by the session's member.
const ACTIONS: Record<BlackoutScope, BlackoutActions> = {
  business: { create: createBlackoutAction, update: updateBlackoutAction, remove: deleteBlackoutAction },
  member: { create: addMyTimeOffAction, remove: deleteMyTimeOffAction },
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

/**
 * Blackouts of one scope: the add (and, on Block Dates, edit) form, Block Dates' 'Upcoming 2 Weeks' calendar and
 * the list, each deleted after a confirmation. Block Dates & Times and My Availability's time off.
 */
export function BlackoutsManager({ scope, blackouts, staff = [], today }: Props) {
  const words = BLACKOUT_WORDS[scope];
  const actions = ACTIONS[scope];
  const isBusiness = scope === "business";
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
    const update = formData.has("id") ? actions.update : undefined;
    startSaving(async () => {
      const result = await callAction(update ?? actions.create, null, formData);
      if (result.ok) {
        const title = update && words.edit ? words.edit.done : words.added;
        showToast({ type: "success", title, message: result.message });
        resetToAddMode();
      } else {
        // The form keeps what was typed (its values are untouched); messages go next to the fields.
        setErrors(result.fieldErrors ?? {});
        showToast({ type: "error", title: "Save Failed", message: result.error || words.saveFailed });
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
      const result = await callAction(actions.remove, null, { id: item.id });
      if (result.ok) {
        showToast({ type: "success", title: words.deleted, message: result.message });
        if (editingId === item.id) resetToAddMode();
      } else {
        showToast({ type: "error", title: "Delete Failed", message: result.error || words.deleteFailed });
      }
      setToDelete(null);
    });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <BlackoutForm
        scope={scope}
        editingId={editingId}
        values={values}
        onChange={change}
        errors={errors}
        staff={staff}
        // A member adds time off to come; Block Dates may record any period.
        minDate={isBusiness ? undefined : today}
        pending={saving}
        onSubmit={submit}
        onCancel={resetToAddMode}
      />
      {isBusiness ? <UpcomingCalendar today={today} blackouts={blackouts} /> : null}
      <div className={isBusiness ? "lg:col-span-2" : ""}>
        <BlackoutList
          scope={scope}
          blackouts={blackouts}
          today={today}
          editingId={editingId}
          onEdit={actions.update ? startEditing : undefined}
          onDelete={setToDelete}
        />
      </div>
      <DeleteBlackoutDialog
        scope={scope}
        open={toDelete !== null}
        summary={toDelete ? describeBlackout(toDelete, scope) : null}
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
