"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { ColorField } from "@/components/ui/color-field";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CancelAndSubmit } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { SERVICE_PALETTE } from "@/lib/services/palette";
import { formRules } from "@/lib/forms/field-rules";
import { serviceFieldsSchema } from "@/lib/services/schema";
import { EditForm, type EditFormProps } from "@/components/ui/edit-form";
import { bindFields } from "@/components/ui/field-binding";
import { ColourSwatches } from "./colour-swatches";
import { LABEL_CLASS } from "@/components/ui/field-parts";
import { TeamTermsFields, type TeamMember, type TeamTermValues } from "./team-terms-fields";
import { ResourceNeedsFields, type ResourceTypeOption } from "./resource-needs-fields";
import type { ResourceUse } from "@/lib/constants";

export type ServiceFormValues = {
  name: string;
  description: string;
  duration: string;
  price: string;
  processingAfter: string;
  processingMinutes: string;
  category: string;
  color: string;
  isActive: boolean;
  team: TeamTermValues;
  /** The resource type ids it needs one of each. */
  needs: string[];
  resourceUse: ResourceUse;
};

/** Spec defaults: duration 30, price 0, category Other, active; a new service's colour comes from the palette (nextPaletteColour). */
export const NEW_SERVICE_VALUES: ServiceFormValues = {
  name: "",
  description: "",
  duration: "30",
  price: "0",
  processingAfter: "",
  processingMinutes: "",
  category: "Other",
  color: "#0ea5e9",
  isActive: true,
  team: {},
  needs: [],
  resourceUse: "whole",
};

const RULES = formRules(serviceFieldsSchema);

/** The name input's id: the empty state's button and Edit move focus here. */
export const SERVICE_NAME_INPUT_ID = "service-name";

type Props = EditFormProps<ServiceFormValues> & {
  categories: readonly string[];
  /** Who does this service: each may have their own duration and price. */
  members: readonly TeamMember[];
  /** The business's resource types, offered as what the service needs. */
  resourceTypes: readonly ResourceTypeOption[];
};

/**
 * Add / edit form. Posted field names: id (edit mode only), name, description, duration,
 * price, category, color, isActive ('on' when ticked), each member's own team.{staffId}.duration|price, and
 * needs (a resource type id per ticked type) with resourceUse.
 */
export function ServiceForm({
  editingId,
  values,
  onChange,
  errors,
  categories,
  members,
  resourceTypes,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const isEditing = editingId !== null;
  const field = bindFields({ values, onChange, rules: RULES, errorOf: (name) => errors[name] });

  return (
    <FormCard
      id="service-form"
      headingId="service-form-heading"
      className="scroll-mt-24"
      title={isEditing ? "Edit Service" : "Add New Service"}
    >
      <EditForm
        editingId={editingId}
        pending={pending}
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <Input id={SERVICE_NAME_INPUT_ID} className="sm:col-span-2" label="Service Name" {...field.text("name")} />
        <Input label="Duration (minutes)" type="number" inputMode="numeric" {...field.text("duration")} />
        <Input label="Price (£)" type="number" inputMode="decimal" {...field.text("price")} />
        <fieldset className="sm:col-span-2" aria-describedby="processing-hint">
          <legend className={LABEL_CLASS}>Processing time</legend>
          <p id="processing-hint" className="mb-2 text-xs text-slate-600">
            While colour develops, the client waits and you can see someone else. Leave blank if there is none.
          </p>
          <div className="grid grid-cols-2 gap-4">
            <Input
              dense
              label={<span className="text-xs font-normal text-slate-600">Starts after (minutes)</span>}
              type="number"
              inputMode="numeric"
              placeholder="e.g. 30"
              {...field.text("processingAfter")}
            />
            <Input
              dense
              label={<span className="text-xs font-normal text-slate-600">Lasts (minutes)</span>}
              type="number"
              inputMode="numeric"
              placeholder="e.g. 40"
              {...field.text("processingMinutes")}
            />
          </div>
        </fieldset>
        <Select
          label="Category"
          options={categories.map((category) => ({ value: category, label: category }))}
          {...field.text("category")}
        />
        <ColorField
          label="Colour"
          pickerLabel="Custom colour picker"
          fallback={SERVICE_PALETTE[0].hex}
          {...field.text("color")}
        />
        <ColourSwatches value={values.color} onChange={(color) => onChange({ color })} />
        <Textarea className="sm:col-span-2" label="Description" rows={3} {...field.text("description")} />
        <TeamTermsFields
          members={members}
          values={values.team}
          onChange={(team) => onChange({ team })}
          serviceDuration={values.duration}
          servicePrice={values.price}
          errorOf={(name) => errors[name]}
        />
        <ResourceNeedsFields
          types={resourceTypes}
          needs={values.needs}
          use={values.resourceUse}
          onChange={onChange}
          error={errors.needs ?? errors.resourceUse}
        />
        <Checkbox
          className="sm:col-span-2"
          label="Active"
          hint="Inactive services are hidden from your booking page."
          {...field.check("isActive")}
        />
        <CancelAndSubmit
          className="sm:col-span-2"
          onCancel={onCancel}
          pending={pending}
          pendingText={isEditing ? "Saving..." : "Adding..."}
        >
          {isEditing ? "Update Service" : "Add Service"}
        </CancelAndSubmit>
      </EditForm>
    </FormCard>
  );
}
