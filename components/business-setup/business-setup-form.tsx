"use client";

import { startTransition, useActionState, useState } from "react";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { showToast } from "@/components/ui/toast";
import { WeeklyScheduleEditor } from "@/components/weekly-schedule/weekly-schedule-editor";
import { saveBusinessAction } from "@/lib/actions/business";
import type { SaveBusinessResult } from "@/lib/business/actions";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";
import { OPENING_HOURS_FORM, type BusinessFormValues } from "@/lib/business/schema";

export type BusinessSetupFormProps = {
  initial: BusinessFormValues;
  /** True while the user has no business yet: saving creates it. */
  isNew: boolean;
  typeOptions: readonly { value: string; label: string }[];
  timeZones: readonly string[];
};

type TextField = "name" | "description" | "address" | "phone" | "email" | "website" | "timeZone";

/**
 * Business Setup. Posted field names: name, type, description, address, phone, email, website,
 * timeZone and hours.{weekday}.enabled|start|end (see lib/business/schema.ts).
 * Inputs are controlled and the form is submitted by hand (no automatic form reset), so a failed
 * save keeps everything that was typed.
 */
export function BusinessSetupForm({ initial, isNew, typeOptions, timeZones }: BusinessSetupFormProps) {
  const [values, setValues] = useState<BusinessFormValues>(initial);
  const [result, dispatch, pending] = useActionState<ActionResult<SaveBusinessResult> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(saveBusinessAction, previous, formData);
      if (next.ok) {
        showToast({
          type: "success",
          title: next.data?.created ? "Business Created" : "Business Updated",
          message: next.message ?? "Your business information has been saved.",
        });
      } else {
        showToast({
          type: "error",
          title: "Save Failed",
          message: next.error || "Your business information could not be saved.",
        });
      }
      return next;
    },
    null,
  );

  const error = (field: string) => fieldErrorOf(result, field);
  const set =
    (field: TextField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const zoneOptions = (timeZones.includes(values.timeZone) ? timeZones : [values.timeZone, ...timeZones]).map(
    (zone) => ({
      value: zone,
      label: zone.replace(/_/g, " "),
    }),
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={pending}>
      <FormCard
        title="Business Information"
        headingId="business-information-heading"
        description={
          isNew ? "You're the owner of the business you create here." : "Shown to customers on your booking page."
        }
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Input
            label="Business Name *"
            name="name"
            required
            maxLength={120}
            autoComplete="organization"
            value={values.name}
            onChange={set("name")}
            error={error("name")}
          />
          <Select
            label="Business Type *"
            name="type"
            required
            placeholder="Select a business type"
            options={typeOptions}
            value={values.type}
            onChange={(event) =>
              setValues((current) => ({ ...current, type: event.target.value as BusinessFormValues["type"] }))
            }
            error={error("type")}
          />
          <Textarea
            className="md:col-span-2"
            label="Description"
            name="description"
            maxLength={1000}
            rows={3}
            value={values.description}
            onChange={set("description")}
            error={error("description")}
          />
          <Input
            className="md:col-span-2"
            label="Address"
            name="address"
            maxLength={300}
            autoComplete="street-address"
            value={values.address}
            onChange={set("address")}
            error={error("address")}
          />
          <Input
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={values.phone}
            onChange={set("phone")}
            error={error("phone")}
          />
          <Input
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={set("email")}
            error={error("email")}
          />
          <Input
            label="Website"
            name="website"
            type="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={300}
            value={values.website}
            onChange={set("website")}
            error={error("website")}
          />
          <Select
            label="Time Zone"
            name="timeZone"
            hint="Opening hours, bookings and 'today' use this time zone."
            options={zoneOptions}
            value={values.timeZone}
            onChange={set("timeZone")}
            error={error("timeZone")}
          />
        </div>
      </FormCard>

      <FormCard title="Opening Hours" headingId="opening-hours-heading" description="When customers can book.">
        <WeeklyScheduleEditor
          form={OPENING_HOURS_FORM}
          legend="Opening days"
          description="Tick the days you open and set their opening and closing times."
          value={values.hours}
          onChange={(day, next) => setValues((current) => ({ ...current, hours: { ...current.hours, [day]: next } }))}
          errorOf={error}
        />
      </FormCard>

      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingText="Saving..." className="w-full sm:w-auto">
          Save Business Info
        </SubmitButton>
      </div>
    </form>
  );
}
