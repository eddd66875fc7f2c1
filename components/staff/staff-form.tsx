"use client";

import { startTransition, useActionState, useId, useState } from "react";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import { createStaffMemberAction, updateStaffMemberAction } from "@/lib/actions/staff";
import type { StaffActionResult } from "@/lib/staff/actions";
import type { ActionResult } from "@/lib/actions/result";
import type { StaffListItem, StaffServiceOption } from "@/lib/staff/queries";
import {
  EMAIL_HINT,
  EMPTY_STAFF_FORM,
  STAFF_LIMITS,
  WORKING_HOURS_FORM,
  type StaffFormValues,
} from "@/lib/staff/schema";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldAria, FieldMessages } from "@/components/ui/field-parts";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { WeeklyScheduleEditor } from "@/components/weekly-schedule/weekly-schedule-editor";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { HoursOutsideOpeningNote } from "./hours-outside-opening-note";

type Props = {
  /** The member being edited; null in add mode. */
  member: StaffListItem | null;
  services: StaffServiceOption[];
  staffLoginEnabled: boolean;
  openingHours: WeeklySchedule;
  /** After a successful save (true) or Cancel (false): the screen closes the form. */
  onDone: (saved: boolean) => void;
};

const FIELDS_WITH_OWN_ERROR = ["name", "email", "phone", "jobTitle", "specialties", "isActive"];

function initialValues(member: StaffListItem | null): StaffFormValues {
  if (!member) return EMPTY_STAFF_FORM;
  return {
    name: member.name,
    email: member.email,
    phone: member.phone,
    jobTitle: member.jobTitle,
    specialties: member.specialties,
    availability: member.availability,
    isActive: member.isActive,
  };
}

/** Add / Edit Staff Member. Controlled, so a failed save keeps everything that was typed. */
export function StaffForm({ member, services, staffLoginEnabled, openingHours, onDone }: Props) {
  const editing = member !== null;
  const specialtiesId = useId();
  const [values, setValues] = useState<StaffFormValues>(() => initialValues(member));

  const [result, dispatch, pending] = useActionState<ActionResult<StaffActionResult> | null, FormData>(
    async (previous, formData) => {
      const action = editing ? updateStaffMemberAction : createStaffMemberAction;
      const next = await callAction(action, previous, formData);
      if (next.ok) {
        showToast({
          type: "success",
          title: editing ? "Staff Member Updated" : "Staff Member Added",
          message:
            next.message ?? (editing ? "The staff member has been updated." : "The staff member has been added."),
        });
        onDone(true);
      } else {
        showToast({ type: "error", title: "Save Failed", message: next.error });
      }
      return next;
    },
    null,
  );

  const set = <K extends keyof StaffFormValues>(field: K, value: StaffFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const toggleSpecialty = (serviceId: string, checked: boolean) =>
    setValues((current) => ({
      ...current,
      specialties: checked
        ? [...current.specialties.filter((id) => id !== serviceId), serviceId]
        : current.specialties.filter((id) => id !== serviceId),
    }));

  const errors: Record<string, string | undefined> = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  // A failure no field shows (e.g. 'Staff member not found') gets a line above the buttons too.
  const shownByAField = Object.keys(errors).some(
    (field) => FIELDS_WITH_OWN_ERROR.includes(field) || field.startsWith("availability."),
  );
  const formError = result && !result.ok && !shownByAField ? result.error : null;
  const specialtiesError = fieldErrorOf(result, "specialties");
  const specialtiesHint =
    services.length === 0
      ? "No services yet. This staff member will perform every service you add."
      : "Tick the services this person performs. Leave all unticked for all services.";
  // Only the description: aria-invalid belongs on a control, not on the group around the boxes.
  const specialtiesDescribedBy = fieldAria(specialtiesId, { hint: specialtiesHint, error: specialtiesError })[
    "aria-describedby"
  ];

  return (
    <FormCard title={editing ? "Edit Staff Member" : "Add Staff Member"}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const formData = new FormData(event.currentTarget);
          startTransition(() => dispatch(formData));
        }}
      >
        {member ? <input type="hidden" name="id" value={member.id} /> : null}
        <Input
          label="Full Name *"
          name="name"
          autoComplete="off"
          maxLength={STAFF_LIMITS.name}
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
          error={errors.name}
          data-staff-name-input=""
        />
        <Input
          label={staffLoginEnabled ? "Email *" : "Email"}
          name="email"
          type="email"
          autoComplete="off"
          maxLength={STAFF_LIMITS.email}
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
          hint={staffLoginEnabled ? EMAIL_HINT : undefined}
          error={errors.email}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="off"
            maxLength={STAFF_LIMITS.phone}
            value={values.phone}
            onChange={(event) => set("phone", event.target.value)}
            error={errors.phone}
          />
          <Input
            label="Job Title"
            name="jobTitle"
            autoComplete="off"
            maxLength={STAFF_LIMITS.jobTitle}
            placeholder="e.g. Senior Stylist"
            value={values.jobTitle}
            onChange={(event) => set("jobTitle", event.target.value)}
            error={errors.jobTitle}
          />
        </div>

        <fieldset aria-describedby={specialtiesDescribedBy}>
          <legend className="mb-1 block text-sm font-medium text-slate-800">Specialties</legend>
          <p id={`${specialtiesId}-hint`} className="mb-2 text-xs text-slate-600">
            {specialtiesHint}
          </p>
          {services.length > 0 ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {services.map((service) => (
                <li key={service.id}>
                  <Checkbox
                    name="specialties"
                    value={service.id}
                    checked={values.specialties.includes(service.id)}
                    onChange={(event) => toggleSpecialty(service.id, event.target.checked)}
                    label={
                      <span className="font-normal">
                        {service.name}
                        {service.isActive ? null : <span className="text-slate-500"> (inactive)</span>}
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <FieldMessages id={specialtiesId} error={specialtiesError} />
        </fieldset>

        <WeeklyScheduleEditor
          form={WORKING_HOURS_FORM}
          legend="Availability"
          description="Tick the days this person works and set their hours."
          value={values.availability}
          onChange={(day, next) =>
            setValues((current) => ({ ...current, availability: { ...current.availability, [day]: next } }))
          }
          errorOf={(field) => errors[field]}
        />
        <HoursOutsideOpeningNote availability={values.availability} openingHours={openingHours} live />

        <Checkbox
          label="Active"
          name="isActive"
          checked={values.isActive}
          onChange={(event) => set("isActive", event.target.checked)}
          hint="Inactive staff members can't be booked."
          error={errors.isActive}
        />

        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-3 pt-1">
          <SubmitButton pending={pending} pendingText="Saving...">
            {editing ? "Update Staff Member" : "Add Staff Member"}
          </SubmitButton>
          <Button variant="secondary" onClick={() => onDone(false)} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
