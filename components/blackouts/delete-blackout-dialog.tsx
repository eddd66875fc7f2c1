"use client";

import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";

type Props = {
  open: boolean;
  /** A one-line summary of the blackout (rendered as text). */
  summary: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export const DELETE_BLACKOUT_QUESTION = "Are you sure you want to delete this blackout period?";

/** The spec's confirmation, as an accessible alert dialog (focus starts on Cancel). */
export function DeleteBlackoutDialog({ open, summary, pending, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete Blackout Period</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{DELETE_BLACKOUT_QUESTION}</AlertDialog.Description>
          {summary ? <p className="mt-2 text-sm font-semibold break-words text-slate-900">{summary}</p> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the deletion finishes. */}
            <Button variant="danger" disabled={pending} onClick={onConfirm}>
              {pending ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
