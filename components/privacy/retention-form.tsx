"use client";

import { startTransition, useActionState, useState } from "react";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { showToast } from "@/components/ui/toast";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import { saveRetentionSettingAction } from "@/lib/actions/privacy";
import type { ActionResult } from "@/lib/actions/result";
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from "@/lib/privacy/schema";

const DEFAULT_MONTHS = 24;

/** "Delete customer details after N months": off by default, 1 to 120 months. */
export function RetentionForm({ initialMonths }: { initialMonths: number | null }) {
  const [enabled, setEnabled] = useState(initialMonths !== null);
  const [months, setMonths] = useState(String(initialMonths ?? DEFAULT_MONTHS));
  const [result, dispatch, pending] = useActionState<ActionResult<{ months: number | null }> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(saveRetentionSettingAction, previous, formData);
      showToast(
        next.ok
          ? { type: "success", title: "Setting Saved", message: next.message }
          : { type: "error", title: "Save Failed", message: next.error },
      );
      return next;
    },
    null,
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData();
    if (enabled) formData.set("enabled", "on");
    formData.set("months", months);
    startTransition(() => dispatch(formData));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="space-y-4">
      <Switch
        label="Delete customer details automatically"
        checked={enabled}
        onCheckedChange={setEnabled}
        hint="Off by default. When on, bookings that ended longer ago than this lose the customer's name, email, phone and notes; dates, services and prices stay."
      />
      <Input
        label="Delete customer details after (months)"
        name="months"
        type="number"
        inputMode="numeric"
        min={RETENTION_MIN_MONTHS}
        max={RETENTION_MAX_MONTHS}
        step={1}
        value={months}
        disabled={!enabled}
        onChange={(event) => setMonths(event.target.value)}
        hint={`From ${RETENTION_MIN_MONTHS} to ${RETENTION_MAX_MONTHS} months after the appointment.`}
        error={fieldErrorOf(result, "months")}
        className="max-w-xs"
      />
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingText="Saving..." className="w-full sm:w-auto">
          Save Retention
        </SubmitButton>
      </div>
    </form>
  );
}
