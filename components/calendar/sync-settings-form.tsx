"use client";

import { FormActions, FormCard } from "@/components/ui/form-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveCalendarSettingsAction } from "@/lib/actions/calendar";
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
  const form = useActionForm<CalendarSettings, CalendarSettings>({
    initial,
    rules: {},
    action: saveCalendarSettingsAction,
    saved: { title: "Settings Saved", message: "Saved." },
    failed: { title: "Save Failed", message: "Your settings could not be saved. Please try again." },
    onSaved: (data) => {
      if (!data) return;
      form.setValues(data);
      onSaved(data);
    },
  });

  return (
    <FormCard title="Sync Settings" description="Choose the calendar apps you use and what the feeds contain.">
      <form onSubmit={form.onSubmit} className="space-y-4">
        {CALENDAR_SETTING_FIELDS.map((field) => (
          <Switch
            key={field}
            name={field}
            label={LABELS[field].label}
            hint={LABELS[field].hint}
            checked={form.values[field]}
            onCheckedChange={(checked) => form.change({ [field]: checked })}
          />
        ))}
        <FormActions>
          <SubmitButton pending={form.pending} pendingText="Saving...">
            Save Settings
          </SubmitButton>
        </FormActions>
      </form>
    </FormCard>
  );
}
