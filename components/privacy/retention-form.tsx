"use client";

import { Input } from "@/components/ui/input";
import { SaveButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveRetentionSettingAction } from "@/lib/actions/privacy";
import { formRules } from "@/lib/forms/field-rules";
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS, retentionSchema } from "@/lib/privacy/schema";

const DEFAULT_MONTHS = 24;
const RULES = formRules(retentionSchema);

/** "Delete customer details after N months": off by default, 1 to 120 months. */
export function RetentionForm({ initialMonths }: { initialMonths: number | null }) {
  const form = useActionForm({
    initial: { enabled: initialMonths !== null, months: String(initialMonths ?? DEFAULT_MONTHS) },
    rules: RULES,
    action: saveRetentionSettingAction,
    saved: { title: "Setting Saved" },
    failed: { title: "Save Failed" },
  });
  const { enabled } = form.values;

  // While switched off the months are not posted (a disabled input): the server reads them only while on.
  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="space-y-4">
      <Switch
        label="Delete customer details automatically"
        name="enabled"
        checked={enabled}
        onCheckedChange={(checked) => form.change({ enabled: checked })}
        hint="Off by default. When on, bookings that ended longer ago than this lose the customer's name, email, phone and notes; dates, services and prices stay."
      />
      <Input
        label="Delete customer details after (months)"
        type="number"
        inputMode="numeric"
        disabled={!enabled}
        hint={`From ${RETENTION_MIN_MONTHS} to ${RETENTION_MAX_MONTHS} months after the appointment.`}
        className="max-w-xs"
        {...form.text("months")}
      />
      <SaveButton pending={form.pending}>Save Retention</SaveButton>
    </form>
  );
}
