"use client";

import { FormCard } from "@/components/ui/form-card";
import { Select } from "@/components/ui/select";
import { SaveButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveResourceNameAudienceAction } from "@/lib/actions/resources";
import type { ResourceNameAudience } from "@/lib/constants";
import { RESOURCE_NAME_AUDIENCE_OPTIONS } from "@/lib/resources/schema";

/** Who is told which room or piece of equipment an appointment has: the dashboard always shows it. */
export function NameAudienceForm({ audience }: { audience: ResourceNameAudience }) {
  const form = useActionForm({
    initial: { resourceNamesShownTo: audience as string },
    rules: {},
    action: saveResourceNameAudienceAction,
    saved: { title: "Setting Saved" },
    failed: { title: "Save Failed", message: "The setting could not be saved." },
  });
  return (
    <FormCard
      title="Room and equipment names"
      description="Where an appointment says which room or equipment it has. Your dashboard always shows it."
    >
      <form noValidate aria-busy={form.pending} onSubmit={form.onSubmit} className="space-y-4">
        <Select
          label="Name the room or equipment"
          options={RESOURCE_NAME_AUDIENCE_OPTIONS}
          {...form.text("resourceNamesShownTo")}
        />
        <SaveButton pending={form.pending}>Save</SaveButton>
      </form>
    </FormCard>
  );
}
