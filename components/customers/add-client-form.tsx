"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { characterCount } from "@/components/ui/field-binding";
import { FormActions } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { showToast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { addClientAction } from "@/lib/actions/clients";
import { addClientSchema } from "@/lib/customers/clients-schema";
import { CUSTOMERS_PATH, customerHref } from "@/lib/customers/schema";
import { formRules } from "@/lib/forms/field-rules";

const EMPTY = { name: "", email: "", phone: "", notes: "", marketingConsent: false };
const RULES = formRules(addClientSchema);

/**
 * Add client: a client record before any booking. The errors sit under their fields. A known email
 * says so, with a link to that customer.
 */
export function AddClientForm() {
  const router = useRouter();
  const [existing, setExisting] = useState<string | null>(null);
  const form = useActionForm<typeof EMPTY, { email: string; href: string }>({
    initial: EMPTY,
    rules: RULES,
    action: addClientAction,
    saved: { title: "Client Added" },
    onSaved: (data) => {
      if (data) router.push(data.href);
    },
    onFailed: (failure, formData) => {
      // A conflict on the email is the one a client record of that address already holds.
      const conflict = failure.code === "conflict" && failure.fieldErrors?.email;
      setExisting(conflict ? String(formData.get("email")) : null);
      if (!failure.fieldErrors) showToast({ type: "error", title: "Couldn't add the client", message: failure.error });
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="space-y-4">
      <Input label="Name" autoComplete="off" {...form.text("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Input
            label="Email"
            type="email"
            autoComplete="off"
            hint="How they are matched to their bookings and to imports."
            {...form.text("email")}
          />
          {existing ? (
            <p className="mt-1 text-sm">
              <Link href={customerHref(existing)} className="font-semibold text-brand-700 hover:underline">
                Open this customer
              </Link>
            </p>
          ) : null}
        </div>
        <Input label="Phone (optional)" type="tel" autoComplete="off" {...form.text("phone")} />
      </div>
      <Textarea
        label="Notes (optional)"
        rows={4}
        hint={`Only your team sees this: allergies, preferences. ${characterCount(form.values.notes, RULES.notes)}`}
        {...form.text("notes", { counted: true })}
      />
      <Checkbox
        label="They agree to receive marketing emails"
        hint="Tick only if they have told you so; the date is recorded."
        {...form.check("marketingConsent")}
      />
      <FormActions className="pt-2">
        <Link
          href={CUSTOMERS_PATH}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </Link>
        <SubmitButton pending={form.pending} pendingText="Adding...">
          Add client
        </SubmitButton>
      </FormActions>
    </form>
  );
}
