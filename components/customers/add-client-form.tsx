"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormActions } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { showToast } from "@/components/ui/toast";
import { addClientAction } from "@/lib/actions/clients";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";
import { CLIENT_EMAIL_MAX, CLIENT_NAME_MAX, CLIENT_NOTES_MAX, CLIENT_PHONE_MAX } from "@/lib/customers/clients-schema";
import { CUSTOMERS_PATH, customerHref } from "@/lib/customers/schema";

const EMPTY = { name: "", email: "", phone: "", notes: "", marketingConsent: false };

/**
 * Add client: a client record before any booking. Every field stays as typed whatever the answer; the
 * errors sit under their fields. A known email says so, with a link to that customer.
 */
export function AddClientForm() {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<ActionResult<{ email: string; href: string }> | null>(null);
  const [pending, startTransition] = useTransition();
  const [existing, setExisting] = useState<string | null>(null);

  const set =
    (field: "name" | "email" | "phone" | "notes") =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = values;
    startTransition(async () => {
      const next = await callAction(addClientAction, null, {
        ...sent,
        marketingConsent: sent.marketingConsent ? "on" : "",
      });
      setResult(next);
      // A conflict on the email is the one a client record of that address already holds.
      setExisting(!next.ok && next.code === "conflict" && next.fieldErrors?.email ? sent.email : null);
      if (next.ok && next.data) {
        showToast({ type: "success", title: "Client Added", message: next.message ?? "" });
        router.push(next.data.href);
      } else if (!next.ok && !next.fieldErrors) {
        showToast({ type: "error", title: "Couldn't add the client", message: next.error });
      }
    });
  }

  const error = (field: string) => fieldErrorOf(result, field);
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-4">
      <Input
        label="Name"
        name="name"
        value={values.name}
        onChange={set("name")}
        maxLength={CLIENT_NAME_MAX}
        autoComplete="off"
        error={error("name")}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Input
            label="Email"
            name="email"
            type="email"
            value={values.email}
            onChange={set("email")}
            maxLength={CLIENT_EMAIL_MAX}
            autoComplete="off"
            hint="How they are matched to their bookings and to imports."
            error={error("email")}
            required
          />
          {existing ? (
            <p className="mt-1 text-sm">
              <Link href={customerHref(existing)} className="font-semibold text-brand-700 hover:underline">
                Open this customer
              </Link>
            </p>
          ) : null}
        </div>
        <Input
          label="Phone (optional)"
          name="phone"
          type="tel"
          value={values.phone}
          onChange={set("phone")}
          maxLength={CLIENT_PHONE_MAX}
          autoComplete="off"
          error={error("phone")}
        />
      </div>
      <Textarea
        label="Notes (optional)"
        name="notes"
        rows={4}
        value={values.notes}
        onChange={set("notes")}
        hint={`Only your team sees this: allergies, preferences. ${values.notes.length} / ${CLIENT_NOTES_MAX.toLocaleString("en-GB")} characters.`}
        error={error("notes")}
      />
      <Checkbox
        label="They agree to receive marketing emails"
        name="marketingConsent"
        checked={values.marketingConsent}
        onChange={(event) => setValues((current) => ({ ...current, marketingConsent: event.target.checked }))}
        hint="Tick only if they have told you so; the date is recorded."
      />
      <FormActions className="pt-2">
        <Link
          href={CUSTOMERS_PATH}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </Link>
        <SubmitButton pending={pending} pendingText="Adding...">
          Add client
        </SubmitButton>
      </FormActions>
    </form>
  );
}
