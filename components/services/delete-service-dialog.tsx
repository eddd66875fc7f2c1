"use client";

import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";

type Props = {
  /** The service to delete; null keeps the dialog closed. */
  serviceName: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export const DELETE_SERVICE_QUESTION = "Are you sure you want to delete this service?";

/** The spec's confirmation, as an accessible alert dialog (focus starts on Cancel). */
export function DeleteServiceDialog({ serviceName, pending, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog.Root
      open={serviceName !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete Service</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{DELETE_SERVICE_QUESTION}</AlertDialog.Description>
          {serviceName ? <p className="mt-2 text-sm font-semibold break-words text-slate-900">{serviceName}</p> : null}
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
