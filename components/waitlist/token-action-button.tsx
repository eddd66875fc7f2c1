"use client";

import { useActionState } from "react";
import { PRIMARY_BUTTON } from "@/components/booking-wizard/wizard-ui";
import { bookWaitlistOfferAction, leaveWaitlistAction } from "@/lib/actions/waitlist-public";

const ACTIONS = { book: bookWaitlistOfferAction, leave: leaveWaitlistAction };

/** The offer page's Book button or the leave page's Leave button: one signed link, one action, its answer. */
export function TokenActionButton({
  kind,
  token,
  label,
}: {
  kind: keyof typeof ACTIONS;
  token: string;
  label: string;
}) {
  const [state, act, pending] = useActionState(ACTIONS[kind], null);
  if (state?.ok) {
    return (
      <p role="status" data-testid="waitlist-done" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
        {state.message}
      </p>
    );
  }
  return (
    <form action={act} className="space-y-3">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok && (
        <p role="alert" data-testid="waitlist-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.error}
        </p>
      )}
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
        {pending ? "Please wait…" : label}
      </button>
    </form>
  );
}
