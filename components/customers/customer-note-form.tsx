"use client";

import { startTransition, useActionState, useState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { showToast } from "@/components/ui/toast";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import { saveCustomerNoteAction } from "@/lib/actions/customers";
import type { ActionResult } from "@/lib/actions/result";
import { CUSTOMER_NOTES_MAX } from "@/lib/customers/schema";

/** The business's own note about a customer; what was typed stays in the box whatever the answer. */
export function CustomerNoteForm({ email, initialNotes }: { email: string; initialNotes: string }) {
  const [notes, setNotes] = useState(initialNotes);
  const [result, dispatch, pending] = useActionState<ActionResult<undefined> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(saveCustomerNoteAction, previous, formData);
      showToast(
        next.ok
          ? { type: "success", title: "Note Saved", message: next.message ?? "Your note has been saved." }
          : { type: "error", title: "Save Failed", message: next.error || "Your note could not be saved." },
      );
      return next;
    },
    null,
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData();
    formData.set("email", email);
    formData.set("notes", notes);
    startTransition(() => dispatch(formData));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="space-y-3">
      <Textarea
        label="Notes"
        name="notes"
        rows={5}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        hint={`Only your team sees this: allergies, preferences, anything useful. ${notes.length} / ${CUSTOMER_NOTES_MAX.toLocaleString("en-GB")} characters.`}
        error={fieldErrorOf(result, "notes")}
      />
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingText="Saving..." className="w-full sm:w-auto">
          Save Notes
        </SubmitButton>
      </div>
    </form>
  );
}
