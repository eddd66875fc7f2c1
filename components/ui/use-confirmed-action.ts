"use client";

import { useState, useTransition } from "react";
import { callAction } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";
import { showToast } from "./toast";

type Options<T> = {
  action: (previous: null, input: Record<string, unknown>) => Promise<ActionResult<T>>;
  input: Record<string, unknown>;
  /** The toast after it is done; `message` stands in when the action gives none. */
  done: { title: string; message?: string };
  /** The toast's title when it is refused (the action's message says why). */
  refusedTitle: string;
  onDone?: () => void;
};

/**
 * A destructive action behind a ConfirmDialog: the dialog's state, and the action run on Confirm. The
 * dialog stays open while the server answers, and after a refusal; it closes once done.
 */
export function useConfirmedAction<T>({ action, input, done, refusedTitle, onDone }: Options<T>) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await callAction(action, null, input);
      if (result.ok) {
        showToast({ type: "success", title: done.title, message: result.message ?? done.message ?? "" });
        setOpen(false);
        onDone?.();
      } else {
        showToast({ type: "error", title: refusedTitle, message: result.error });
      }
    });
  }

  return {
    ask: () => setOpen(true),
    /** ConfirmDialog's state and handlers. */
    dialog: { open, pending, onConfirm: confirm, onCancel: () => setOpen(false) },
  };
}
