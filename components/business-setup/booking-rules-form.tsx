"use client";

import { startTransition, useActionState, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { saveBookingRulesAction } from "@/lib/actions/booking-rules";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";
import {
  BOOKING_RULE_LIMITS,
  BOOKING_RULES_FIELDS,
  type BookingRuleField,
  type BookingRulesFormValues,
} from "@/lib/business/booking-rules-schema";

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
  const [values, setValues] = useState(initial);
  const [result, dispatch, pending] = useActionState<ActionResult<undefined> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(saveBookingRulesAction, previous, formData);
      showToast(
        next.ok
          ? {
              type: "success",
              title: "Booking Rules Saved",
              message: next.message ?? "Your booking rules have been saved.",
            }
          : { type: "error", title: "Save Failed", message: next.error || "Your booking rules could not be saved." },
      );
      return next;
    },
    null,
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData();
    for (const field of BOOKING_RULES_FIELDS) formData.set(field, values[field]);
    if (values.notifyCustomerOfChanges) formData.set("notifyCustomerOfChanges", "on");
    startTransition(() => dispatch(formData));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="mt-6">
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
              name={field}
              type="number"
              inputMode="numeric"
              min={BOOKING_RULE_LIMITS[field].min}
              max={BOOKING_RULE_LIMITS[field].max}
              step={1}
              hint={hint}
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              error={fieldErrorOf(result, field)}
            />
          ))}
        </div>
        <Checkbox
          className="mt-6"
          label="Email the customer when you move their appointment"
          hint="The default on the Schedule; you can choose each time, and undo a move before the email goes."
          name="notifyCustomerOfChanges"
          checked={values.notifyCustomerOfChanges}
          onChange={(event) => {
            const checked = event.target.checked;
            setValues((current) => ({ ...current, notifyCustomerOfChanges: checked }));
          }}
        />
        <div className="mt-6 flex justify-end">
          <SubmitButton pending={pending} pendingText="Saving..." className="w-full sm:w-auto">
            Save Booking Rules
          </SubmitButton>
        </div>
      </FormCard>
    </form>
  );
}
