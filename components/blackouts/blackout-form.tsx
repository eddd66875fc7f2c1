"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { EditForm, type EditFormProps } from "@/components/ui/edit-form";
import { FormActions, FormCard } from "@/components/ui/form-card";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import type { StaffOption } from "@/lib/blackouts/queries";
import { BLACKOUT_TYPE_OPTIONS, RECURRING_PATTERN_OPTIONS } from "@/lib/blackouts/schema";
import { BlackoutPeriodFields } from "./blackout-period-fields";
import { BLACKOUT_WORDS, type BlackoutScope } from "./blackout-words";

export type BlackoutFormValues = {
  type: "business" | "staff";
  staffId: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
  recurring: boolean;
  recurringPattern: "weekly" | "monthly";
};

/** Spec defaults: the entire business, whole days, not recurring (pattern weekly once ticked). */
export const NEW_BLACKOUT_VALUES: BlackoutFormValues = {
  type: "business",
  staffId: "",
  startDate: "",
  endDate: "",
  startTime: "",
  endTime: "",
  reason: "",
  recurring: false,
  recurringPattern: "weekly",
};

/** The type select's id: Edit moves focus here. */
export const BLACKOUT_TYPE_INPUT_ID = "blackout-type";
export const BLACKOUT_FORM_ID = "blackout-form";

type Props = EditFormProps<BlackoutFormValues> & {
  scope: BlackoutScope;
  /** Block Dates' Staff Member choices. */
  staff: readonly StaffOption[];
  /** The earliest date the pickers offer ('YYYY-MM-DD'), if any. */
  minDate?: string;
};

/**
 * Add / edit form. Posted field names: id (edit mode only), type, staffId (type staff only),
 * startDate, endDate, startTime, endTime, reason, recurring ('on' when ticked) and
 * recurringPattern (only when recurring). A member's own time off posts the period only: the
 * server makes it theirs, one-off. Browser validation is off (noValidate) so the server's
 * messages show next to the fields.
 */
export function BlackoutForm({
  scope,
  editingId,
  values,
  onChange,
  errors,
  staff,
  minDate,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const words = BLACKOUT_WORDS[scope];
  const edit = editingId !== null ? words.edit : undefined;
  const choosesOwner = scope === "business";
  const isStaff = values.type === "staff";

  return (
    <FormCard
      id={BLACKOUT_FORM_ID}
      headingId="blackout-form-heading"
      className="scroll-mt-24"
      title={edit ? edit.title : words.formTitle}
      description={words.formDescription}
    >
      <EditForm
        editingId={editingId}
        pending={pending}
        onSubmit={onSubmit}
        labelledBy="blackout-form-heading"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {choosesOwner ? (
          <>
            <Select
              id={BLACKOUT_TYPE_INPUT_ID}
              className={isStaff ? "" : "sm:col-span-2"}
              label="Type"
              name="type"
              options={BLACKOUT_TYPE_OPTIONS}
              value={values.type}
              // Changing the type resets the chosen staff member.
              onChange={(event) =>
                onChange({ type: event.target.value === "staff" ? "staff" : "business", staffId: "" })
              }
              error={errors.type}
            />
            {isStaff ? (
              <Select
                label="Staff Member"
                name="staffId"
                required
                aria-required="true"
                placeholder="Select a staff member"
                options={staff.map((member) => ({ value: member.id, label: member.name }))}
                value={values.staffId}
                onChange={(event) => onChange({ staffId: event.target.value })}
                error={errors.staffId}
                hint={
                  staff.length === 0 ? (
                    <>
                      No staff members yet.{" "}
                      <Link href="/dashboard/staff" className="font-medium text-brand-700 underline underline-offset-2">
                        Add staff
                      </Link>
                    </>
                  ) : undefined
                }
              />
            ) : null}
          </>
        ) : null}
        <BlackoutPeriodFields
          values={values}
          onChange={onChange}
          errors={errors}
          minDate={minDate}
          reasonPlaceholder={words.reasonPlaceholder}
        />
        {choosesOwner ? (
          <Checkbox
            className={values.recurring ? "self-end pb-2" : "sm:col-span-2"}
            label="Recurring"
            name="recurring"
            checked={values.recurring}
            onChange={(event) => onChange({ recurring: event.target.checked })}
            error={errors.recurring}
          />
        ) : null}
        {choosesOwner && values.recurring ? (
          <Select
            label="Pattern"
            name="recurringPattern"
            options={RECURRING_PATTERN_OPTIONS}
            value={values.recurringPattern}
            onChange={(event) =>
              onChange({ recurringPattern: event.target.value === "monthly" ? "monthly" : "weekly" })
            }
            error={errors.recurringPattern}
          />
        ) : null}
        <FormActions className="sm:col-span-2">
          {edit ? (
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <SubmitButton pending={pending} pendingText={words.pending}>
            {edit ? edit.submit : words.submit}
          </SubmitButton>
        </FormActions>
      </EditForm>
    </FormCard>
  );
}
