"use client";

import { startTransition, useActionState, useState } from "react";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { ActionResult, FormAction } from "@/lib/actions/result";
import type { FieldRules } from "@/lib/forms/field-rules";
import { bindFields } from "./field-binding";
import { showToast } from "./toast";

type Values = Record<string, unknown>;
type Failure = Extract<ActionResult, { ok: false }>;

type Options<V extends Values, T> = {
  initial: V | (() => V);
  /** The schema's rules per field (`formRules`). */
  rules: Partial<Record<keyof V, FieldRules>>;
  action: FormAction<T>;
  /** The toast after a save; `message` stands in when the action gives none. */
  saved?: { title: string | ((data: T | undefined) => string); message?: string };
  /** The toast after a refusal; `message` stands in when the action gives none. */
  failed?: { title: string; message?: string };
  onSaved?: (data: T | undefined, formData: FormData) => void;
  onFailed?: (result: Failure, formData: FormData) => void;
};

/**
 * A dashboard form posting to a server action: its values in state (so a refused save keeps what was
 * typed), the controls bound to them and to the schema's limits (`text`, `check`), the field errors of
 * the last answer, and the toasts after it. The form is submitted by hand (`onSubmit`), so React never
 * resets it.
 */
export function useActionForm<V extends Values, T = undefined>({
  initial,
  rules,
  action,
  saved,
  failed,
  onSaved,
  onFailed,
}: Options<V, T>) {
  const [values, setValues] = useState<V>(initial);
  const [result, dispatch, pending] = useActionState<ActionResult<T> | null, FormData>(async (previous, formData) => {
    const next = await callAction(action, previous, formData);
    if (next.ok) {
      if (saved) {
        const title = typeof saved.title === "function" ? saved.title(next.data) : saved.title;
        showToast({ type: "success", title, message: next.message || saved.message || "" });
      }
      onSaved?.(next.data, formData);
    } else {
      if (failed) showToast({ type: "error", title: failed.title, message: next.error || failed.message || "" });
      onFailed?.(next, formData);
    }
    return next;
  }, null);

  const errorOf = (name: string) => fieldErrorOf(result, name);
  const submit = (formData: FormData) => startTransition(() => dispatch(formData));

  return {
    ...bindFields({
      values,
      onChange: (update) => setValues((current) => ({ ...current, ...update })),
      rules,
      errorOf,
    }),
    setValues,
    result,
    pending,
    errorOf,
    /** Sends what the form holds. */
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      submit(new FormData(event.currentTarget));
    },
    /** Sends other form data (e.g. values kept outside the inputs). */
    submit,
  };
}
