"use client";

import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SaveButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/ui/use-action-form";
import { WeeklyScheduleEditor } from "@/components/weekly-schedule/weekly-schedule-editor";
import { saveBusinessAction } from "@/lib/actions/business";
import { businessInfoSchema, OPENING_HOURS_FORM, type BusinessFormValues } from "@/lib/business/schema";
import { formRules } from "@/lib/forms/field-rules";

export type BusinessSetupFormProps = {
  initial: BusinessFormValues;
  /** True while the user has no business yet: saving creates it. */
  isNew: boolean;
  typeOptions: readonly { value: string; label: string }[];
  timeZones: readonly string[];
};

const RULES = formRules(businessInfoSchema);

/**
 * Business Setup. Posted field names: name, type, description, address, phone, email, website,
 * timeZone and hours.{weekday}.enabled|start|end (see lib/business/schema.ts).
 */
export function BusinessSetupForm({ initial, isNew, typeOptions, timeZones }: BusinessSetupFormProps) {
  const form = useActionForm({
    initial,
    rules: RULES,
    action: saveBusinessAction,
    saved: {
      title: (data) => (data?.created ? "Business Created" : "Business Updated"),
      message: "Your business information has been saved.",
    },
    failed: { title: "Save Failed", message: "Your business information could not be saved." },
  });
  const { values } = form;

  const zoneOptions = (timeZones.includes(values.timeZone) ? timeZones : [values.timeZone, ...timeZones]).map(
    (zone) => ({
      value: zone,
      label: zone.replace(/_/g, " "),
    }),
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-6" aria-busy={form.pending}>
      <FormCard
        title="Business Information"
        headingId="business-information-heading"
        description={
          isNew ? "You're the owner of the business you create here." : "Shown to customers on your booking page."
        }
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Input label="Business Name *" autoComplete="organization" {...form.text("name")} />
          <Select
            label="Business Type *"
            required
            placeholder="Select a business type"
            options={typeOptions}
            {...form.text("type")}
          />
          <Textarea className="md:col-span-2" label="Description" rows={3} {...form.text("description")} />
          <Input className="md:col-span-2" label="Address" autoComplete="street-address" {...form.text("address")} />
          <Input label="Phone" type="tel" autoComplete="tel" {...form.text("phone")} />
          <Input label="Email" type="email" autoComplete="email" {...form.text("email")} />
          <Input label="Website" type="url" autoComplete="url" placeholder="https://" {...form.text("website")} />
          <Select
            label="Time Zone"
            hint="Opening hours, bookings and 'today' use this time zone."
            options={zoneOptions}
            {...form.text("timeZone")}
          />
        </div>
      </FormCard>

      <FormCard title="Opening Hours" headingId="opening-hours-heading" description="When customers can book.">
        <WeeklyScheduleEditor
          form={OPENING_HOURS_FORM}
          legend="Opening days"
          description="Tick the days you open and set their opening and closing times."
          value={values.hours}
          onChange={(day, next) => form.change({ hours: { ...values.hours, [day]: next } })}
          errorOf={form.errorOf}
        />
      </FormCard>

      <SaveButton pending={form.pending}>Save Business Info</SaveButton>
    </form>
  );
}
