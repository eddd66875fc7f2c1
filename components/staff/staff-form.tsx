"use client";

import { startTransition, useActionState, useId, useState } from "react";
import { createStaffMemberAction, updateStaffMemberAction } from "@/lib/actions/staff";
import type { StaffActionResult } from "@/lib/actions/definitions/staff";
import type { ActionResult } from "@/lib/actions/result";
import type { StaffListItem, StaffServiceOption } from "@/lib/staff/queries";
import { EMAIL_HINT, EMPTY_STAFF_FORM, STAFF_LIMITS, type StaffFormValues } from "@/lib/validations/staff";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { showToast } from "@/components/ui/toast";
import { AvailabilityEditor } from "./availability-editor";
import { fieldErrorOf, runSafely } from "./run-action";

type Props = {
  /** The member being edited; null in add mode. */
  member: StaffListItem | null;
  services: StaffServiceOption[];
  staffLoginEnabled: boolean;
  /** After a successful save or Cancel: back to add mode with a fresh form. */
  onDone: () => void;
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
export function StaffForm({ member, services, staffLoginEnabled, onDone }: Props) {
  const editing = member !== null;
  const headingId = useId();
  const specialtiesHintId = useId();
  const specialtiesErrorId = useId();
  const [values, setValues] = useState<StaffFormValues>(() => initialValues(member));

  const [result, dispatch, pending] = useActionState<ActionResult<StaffActionResult> | null, FormData>(async (previous, formData) => {
    const action = editing ? updateStaffMemberAction : createStaffMemberAction;
    const next = await runSafely(() => action(previous, formData));
    if (next.ok) {
      showToast({
        type: "success",
        title: editing ? "Staff Member Updated" : "Staff Member Added",
        message: next.message ?? (editing ? "The staff member has been updated." : "The staff member has been added."),
      });
      onDone();
    } else {
      showToast({ type: "error", title: "Save Failed", message: next.error });
    }
    return next;
  }, null);

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
  const shownByAField = Object.keys(errors).some((field) => FIELDS_WITH_OWN_ERROR.includes(field) || field.startsWith("availability."));
  const formError = result && !result.ok && !shownByAField ? result.error : null;
  const specialtiesError = fieldErrorOf(result, "specialties");

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {editing ? "Edit Staff Member" : "Add Staff Member"}
      </h2>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const formData = new FormData(event.currentTarget);
          startTransition(() => dispatch(formData));
        }}
      >
        {member ? <input type="hidden" name="id" value={member.id} /> : null}
        <FormField
          label="Full Name *"
          name="name"
          autoComplete="off"
          maxLength={STAFF_LIMITS.name}
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
          error={errors.name}
          data-staff-name-input=""
        />
        <FormField
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
          <FormField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="off"
            maxLength={STAFF_LIMITS.phone}
            value={values.phone}
            onChange={(event) => set("phone", event.target.value)}
            error={errors.phone}
          />
          <FormField
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

        <fieldset aria-describedby={[specialtiesHintId, specialtiesError ? specialtiesErrorId : null].filter(Boolean).join(" ")}>
          <legend className="mb-1 block text-sm font-medium text-slate-800">Specialties</legend>
          <p id={specialtiesHintId} className="mb-2 text-xs text-slate-600">
            {services.length === 0
              ? "No services yet. This staff member will perform every service you add."
              : "Tick the services this person performs. Leave all unticked for all services."}
          </p>
          {services.length > 0 ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {services.map((service) => (
                <li key={service.id}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name="specialties"
                      value={service.id}
                      checked={values.specialties.includes(service.id)}
                      onChange={(event) => toggleSpecialty(service.id, event.target.checked)}
                      className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700"
                    />
                    <span className="break-words">
                      {service.name}
                      {service.isActive ? null : <span className="text-slate-500"> (inactive)</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {specialtiesError ? (
            <p id={specialtiesErrorId} className="mt-1 text-sm text-red-700">
              {specialtiesError}
            </p>
          ) : null}
        </fieldset>

        <AvailabilityEditor
          value={values.availability}
          onChange={(day, next) => setValues((current) => ({ ...current, availability: { ...current.availability, [day]: next } }))}
          errors={errors}
        />

        <div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="isActive"
              checked={values.isActive}
              onChange={(event) => set("isActive", event.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand-700"
            />
            Active
          </label>
          <p className="mt-1 text-xs text-slate-600">Inactive staff members can&apos;t be booked.</p>
          {errors.isActive ? <p className="mt-1 text-sm text-red-700">{errors.isActive}</p> : null}
        </div>

        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-3 pt-1">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : editing ? "Update Staff Member" : "Add Staff Member"}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
