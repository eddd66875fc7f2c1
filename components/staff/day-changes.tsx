"use client";

import { useState, useTransition } from "react";
import { CalendarClock, Trash2 } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { EditForm } from "@/components/ui/edit-form";
import { FormActions, FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { deleteDayChangeAction, saveDayChangeAction } from "@/lib/actions/staff";
import { deleteMyDayChangeAction, saveMyDayChangeAction } from "@/lib/actions/my-availability";
import { formatDayWindows } from "@/lib/availability/format-hours";
import { formatShortDate } from "@/lib/format/booking-date";
import type { DayChangeItem } from "@/lib/staff/day-change-queries";

/** Whose changes: the Staff screen's (anyone's, with a member to choose) or My Availability's (the caller's own). */
export type DayChangeScope = "staff" | "member";

type Values = {
  staffId: string;
  date: string;
  working: boolean;
  start: string;
  end: string;
  breakStart: string;
  breakEnd: string;
};

const EMPTY: Values = {
  staffId: "",
  date: "",
  working: true,
  start: "09:00",
  end: "17:00",
  breakStart: "",
  breakEnd: "",
};

const ACTIONS = {
  staff: { save: saveDayChangeAction, remove: deleteDayChangeAction },
  member: { save: saveMyDayChangeAction, remove: deleteMyDayChangeAction },
} as const;

type Props = {
  scope: DayChangeScope;
  /** The changes from today on. */
  changes: readonly DayChangeItem[];
  /** The Staff screen's members to choose from. */
  staff?: readonly { id: string; name: string }[];
  /** 'YYYY-MM-DD' in the business's zone: the earliest date offered. */
  today: string;
  /** A member and date to start with (the schedule's "Change hours" link). */
  initial?: { staffId?: string; date?: string };
};

export const DAY_CHANGES_ID = "day-changes";

/**
 * Changes for one day: a different shift (with a break), a day off, or a day in on a usual day off, replacing the
 * usual hours on that date only; and the list of changes to come, each removable.
 */
export function DayChanges({ scope, changes, staff = [], today, initial }: Props) {
  const [values, setValues] = useState<Values>({
    ...EMPTY,
    staffId: initial?.staffId ?? "",
    date: initial?.date ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, startSaving] = useTransition();
  const [removing, startRemoving] = useTransition();
  const choosesMember = scope === "staff";
  const actions = ACTIONS[scope];

  function change(update: Partial<Values>) {
    setValues((current) => ({ ...current, ...update }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(update)) delete next[field];
      return next;
    });
  }

  function submit(formData: FormData) {
    startSaving(async () => {
      const result = await callAction(actions.save, null, formData);
      if (result.ok) {
        showToast({ type: "success", title: "Hours Changed", message: result.message });
        setValues((current) => ({ ...EMPTY, staffId: current.staffId }));
        setErrors({});
      } else {
        // What was typed stays in the form; each message goes next to its field.
        setErrors(result.fieldErrors ?? {});
        showToast({ type: "error", title: "Save Failed", message: result.error });
      }
    });
  }

  function remove(item: DayChangeItem) {
    startRemoving(async () => {
      const result = await callAction(actions.remove, null, { id: item.id });
      if (result.ok) showToast({ type: "success", title: "Usual Hours Back", message: result.message });
      else showToast({ type: "error", title: "Remove Failed", message: result.error });
    });
  }

  return (
    <FormCard
      id={DAY_CHANGES_ID}
      headingId="day-changes-heading"
      className="scroll-mt-24"
      title="Changes for one day"
      description={
        choosesMember
          ? "A different shift, a day off, or a day in on a usual day off. It replaces that person's usual hours on that date only, within the opening hours."
          : "A different shift, a day off, or a day in on your usual day off. It replaces your usual hours on that date only, within the opening hours."
      }
    >
      <EditForm
        editingId={null}
        pending={saving}
        onSubmit={submit}
        labelledBy="day-changes-heading"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {choosesMember ? (
          <Select
            label="Staff Member"
            name="staffId"
            placeholder="Select a staff member"
            options={staff.map((member) => ({ value: member.id, label: member.name }))}
            value={values.staffId}
            onChange={(event) => change({ staffId: event.target.value })}
            error={errors.staffId}
          />
        ) : null}
        <Input
          label="Date"
          type="date"
          name="date"
          min={today}
          value={values.date}
          onChange={(event) => change({ date: event.target.value })}
          error={errors.date}
        />
        <Checkbox
          className="self-end pb-2 sm:col-span-2"
          label="Working this day"
          name="working"
          checked={values.working}
          onChange={(event) => change({ working: event.target.checked })}
        />
        {values.working ? (
          <>
            <Input
              label="Start"
              type="time"
              name="start"
              value={values.start}
              onChange={(event) => change({ start: event.target.value })}
              error={errors.start}
            />
            <Input
              label="Finish"
              type="time"
              name="end"
              value={values.end}
              onChange={(event) => change({ end: event.target.value })}
              error={errors.end}
            />
            <Input
              label="Break from (optional)"
              type="time"
              name="breakStart"
              value={values.breakStart}
              onChange={(event) => change({ breakStart: event.target.value })}
              error={errors.breakStart}
            />
            <Input
              label="Break until (optional)"
              type="time"
              name="breakEnd"
              value={values.breakEnd}
              onChange={(event) => change({ breakEnd: event.target.value })}
              error={errors.breakEnd}
            />
          </>
        ) : null}
        <FormActions className="sm:col-span-2">
          <SubmitButton pending={saving} pendingText="Saving...">
            Save change
          </SubmitButton>
        </FormActions>
      </EditForm>

      <h3 className="mt-6 text-sm font-semibold text-slate-900">Changes to come</h3>
      {changes.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600" data-testid="no-day-changes">
          <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
          {choosesMember ? "None: everyone works their usual hours." : "None: you work your usual hours."}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="day-change-list">
          {changes.map((item) => {
            const day = formatShortDate(item.date);
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="w-32 font-medium text-slate-900 tabular-nums">{day}</span>
                {choosesMember ? <span className="min-w-32 text-slate-700">{item.staffName}</span> : null}
                <span className="flex-1 text-slate-700 tabular-nums">
                  {item.hours.enabled ? formatDayWindows(item.hours) : "Day off"}
                </span>
                <button
                  type="button"
                  className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
                  disabled={removing}
                  onClick={() => remove(item)}
                  title="Remove"
                  aria-label={
                    choosesMember ? `Remove the change on ${day} for ${item.staffName}` : `Remove the change on ${day}`
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </FormCard>
  );
}
