"use client";

import { AlertDialog } from "radix-ui";
import { Button } from "./button";

type Props = {
  open: boolean;
  title: string;
  /** The spec's confirmation sentence. */
  question: string;
  /** What is about to go (rendered as text). */
  detail?: string | null;
  pending: boolean;
  confirmLabel?: string;
  pendingLabel?: string;
  /** Keeps the confirm button disabled (e.g. until a typed confirmation matches). */
  confirmDisabled?: boolean;
  /** Extra content between the text and the buttons (e.g. a field to type a confirmation into). */
  children?: React.ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one confirmation dialog for destructive actions: an accessible alert dialog whose focus
 * starts on Cancel, and which stays open (Delete disabled) until the server has answered.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  detail,
  pending,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  confirmDisabled = false,
  children,
  onConfirm,
  onCancel,
}: Props) {
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
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{question}</AlertDialog.Description>
          {detail ? <p className="mt-2 text-sm font-semibold break-words text-slate-900">{detail}</p> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server answers. */}
            <Button variant="danger" disabled={pending || confirmDisabled} onClick={onConfirm}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
