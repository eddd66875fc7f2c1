"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SaveButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveBookingRulesAction } from "@/lib/actions/booking-rules";
import {
  bookingRulesFormSchema,
  type BookingRuleField,
  type BookingRulesFormValues,
} from "@/lib/business/booking-rules-schema";
import { formRules } from "@/lib/forms/field-rules";

const FIELD_RULES = formRules(bookingRulesFormSchema);

const RULES: readonly { field: BookingRuleField; label: string; unit: string; hint: string }[] = [
  {
    field: "bufferMinutes",
    label: "Buffer after each appointment",
    unit: "minutes",
    hint: "Time kept free after every appointment to clean up or catch up.",
  },
  {
    field: "minNoticeHours",
    label: "Minimum booking notice",
    unit: "hours",
    hint: "How soon before an appointment customers can still book it online.",
  },
  {
    field: "cancellationNoticeHours",
    label: "Cancellation and reschedule notice",
    unit: "hours",
    hint: "Customers can cancel or move a booking online up to this long before it.",
  },
  {
    field: "reminderHours",
    label: "Reminder email",
    unit: "hours before",
    hint: "0 turns reminders off.",
  },
  {
    field: "bookingWindowDays",
    label: "Booking window",
    unit: "days ahead",
    hint: "How far ahead customers can book.",
  },
];

/** Booking Rules on Business Setup: a form of its own, so it saves without touching the business details. */
export function BookingRulesForm({ initial }: { initial: BookingRulesFormValues }) {
  const form = useActionForm({
    initial,
    rules: FIELD_RULES,
    action: saveBookingRulesAction,
    saved: { title: "Booking Rules Saved", message: "Your booking rules have been saved." },
    failed: { title: "Save Failed", message: "Your booking rules could not be saved." },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="mt-6">
      <FormCard
        title="Booking Rules"
        headingId="booking-rules-heading"
        description="When customers can book, cancel and hear from you. They apply to your booking page and embedded form."
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {RULES.map(({ field, label, unit, hint }) => (
            <Input
              key={field}
              label={`${label} (${unit})`}
              type="number"
              inputMode="numeric"
              hint={hint}
              {...form.text(field)}
            />
          ))}
        </div>
        <Checkbox
          className="mt-6"
          label="Email the customer when you move their appointment"
          hint="The default on the Schedule; you can choose each time, and undo a move before the email goes."
          {...form.check("notifyCustomerOfChanges")}
        />
        <SaveButton pending={form.pending} className="mt-6">
          Save Booking Rules
        </SaveButton>
      </FormCard>
    </form>
  );
}
