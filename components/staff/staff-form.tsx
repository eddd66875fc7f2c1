"use client";

import { useId } from "react";
import { createStaffMemberAction, updateStaffMemberAction } from "@/lib/actions/staff";
import type { StaffActionResult } from "@/lib/staff/actions";
import type { StaffListItem, StaffServiceOption } from "@/lib/staff/queries";
import { formRules } from "@/lib/forms/field-rules";
import {
  EMAIL_HINT,
  EMPTY_STAFF_FORM,
  staffInfoSchema,
  WORKING_HOURS_FORM,
  type StaffFormValues,
} from "@/lib/staff/schema";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldAria, FieldMessages } from "@/components/ui/field-parts";
import { FormAlert } from "@/components/ui/form-alert";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
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

// Whether the email is required depends on the business; its limits do not.
const RULES = formRules(staffInfoSchema(false));

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

/** Add / Edit Staff Member. */
export function StaffForm({ member, services, staffLoginEnabled, openingHours, onDone }: Props) {
  const editing = member !== null;
  const specialtiesId = useId();
  const form = useActionForm<StaffFormValues, StaffActionResult>({
    initial: () => initialValues(member),
    rules: RULES,
    action: editing ? updateStaffMemberAction : createStaffMemberAction,
    saved: editing
      ? { title: "Staff Member Updated", message: "The staff member has been updated." }
      : { title: "Staff Member Added", message: "The staff member has been added." },
    failed: { title: "Save Failed" },
    onSaved: () => onDone(true),
  });
  const { values, setValues, result } = form;

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
  const specialtiesError = form.errorOf("specialties");
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
      <form noValidate className="space-y-4" onSubmit={form.onSubmit}>
        {member ? <input type="hidden" name="id" value={member.id} /> : null}
        <Input label="Full Name *" autoComplete="off" {...form.text("name")} data-staff-name-input="" />
        <Input
          label={staffLoginEnabled ? "Email *" : "Email"}
          type="email"
          autoComplete="off"
          hint={staffLoginEnabled ? EMAIL_HINT : undefined}
          {...form.text("email")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Phone" type="tel" autoComplete="off" {...form.text("phone")} />
          <Input label="Job Title" autoComplete="off" placeholder="e.g. Senior Stylist" {...form.text("jobTitle")} />
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

        <Checkbox label="Active" hint="Inactive staff members can't be booked." {...form.check("isActive")} />

        {formError ? <FormAlert>{formError}</FormAlert> : null}

        <div className="flex flex-wrap gap-3 pt-1">
          <SubmitButton pending={form.pending} pendingText="Saving...">
            {editing ? "Update Staff Member" : "Add Staff Member"}
          </SubmitButton>
          <Button variant="secondary" onClick={() => onDone(false)} disabled={form.pending}>
            Cancel
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
