"use client";

import { useActionState, useState } from "react";
import { FormActions, FormCard } from "@/components/ui/form-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { saveCalendarSettingsAction } from "@/lib/actions/calendar";
import type { ActionResult } from "@/lib/actions/result";
import type { CalendarSettings } from "@/lib/business/settings-schema";
import { CALENDAR_SETTING_FIELDS } from "@/lib/calendar/schema";

const LABELS: Record<(typeof CALENDAR_SETTING_FIELDS)[number], { label: string; hint: string }> = {
  googleCalendarEnabled: {
    label: "Google Calendar",
    hint: "You use Google Calendar with the feed: Quick Export offers Add to Google Calendar.",
  },
  outlookEnabled: { label: "Outlook", hint: "You use Outlook with the feed: Quick Export offers Add to Outlook." },
  syncEnabled: {
    label: "Sync Enabled",
    hint: "Serve the live iCal feeds (the business's and each staff member's). Off: every feed URL answers not found.",
  },
  autoExport: {
    label: "Auto Export",
    hint: "Attach each new booking as an .ics file to the new-booking email sent to the business.",
  },
  includeCancelled: {
    label: "Include Cancelled",
    hint: "Keep cancelled bookings in the feeds and downloads, marked as cancelled. Off: they disappear.",
  },
};

/** Sync Settings: the five switches, saved together. */
export function SyncSettingsForm({
  initial,
  onSaved,
}: {
  initial: CalendarSettings;
  onSaved: (settings: CalendarSettings) => void;
}) {
  const [values, setValues] = useState(initial);
  const [, dispatch, pending] = useActionState<ActionResult<CalendarSettings> | null, FormData>(
    async (previous, formData) => {
      const result = await callAction(saveCalendarSettingsAction, previous, formData);
      if (result.ok && result.data) {
        setValues(result.data);
        onSaved(result.data);
        showToast({ type: "success", title: "Settings Saved", message: result.message ?? "Saved." });
      } else if (!result.ok) {
        showToast({
          type: "error",
          title: "Save Failed",
          message: result.error || "Your settings could not be saved. Please try again.",
        });
      }
      return result;
    },
    null,
  );

  return (
    <FormCard title="Sync Settings" description="Choose the calendar apps you use and what the feeds contain.">
      <form action={dispatch} className="space-y-4">
        {CALENDAR_SETTING_FIELDS.map((field) => (
          <Switch
            key={field}
            name={field}
            label={LABELS[field].label}
            hint={LABELS[field].hint}
            checked={values[field]}
            onCheckedChange={(checked) => setValues((current) => ({ ...current, [field]: checked }))}
          />
        ))}
        <FormActions>
          <SubmitButton pending={pending} pendingText="Saving...">
            Save Settings
          </SubmitButton>
        </FormActions>
      </form>
    </FormCard>
  );
}
