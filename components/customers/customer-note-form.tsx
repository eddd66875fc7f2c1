"use client";

import { characterCount } from "@/components/ui/field-binding";
import { SaveButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveCustomerNoteAction } from "@/lib/actions/customers";
import { customerNoteSchema } from "@/lib/customers/schema";
import { formRules } from "@/lib/forms/field-rules";

const RULES = formRules(customerNoteSchema);

/** The business's own note about a customer. */
export function CustomerNoteForm({ email, initialNotes }: { email: string; initialNotes: string }) {
  const form = useActionForm({
    initial: { notes: initialNotes },
    rules: RULES,
    action: saveCustomerNoteAction,
    saved: { title: "Note Saved", message: "Your note has been saved." },
    failed: { title: "Save Failed", message: "Your note could not be saved." },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="space-y-3">
      <input type="hidden" name="email" value={email} />
      <Textarea
        label="Notes"
        rows={5}
        hint={`Only your team sees this: allergies, preferences, anything useful. ${characterCount(form.values.notes, RULES.notes)}`}
        {...form.text("notes", { counted: true })}
      />
      <SaveButton pending={form.pending}>Save Notes</SaveButton>
    </form>
  );
}
