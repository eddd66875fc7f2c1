"use client";

import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { isInsideToaster } from "./toast";

type Props = {
  open: boolean;
  title: string;
  description?: string;
  busy: boolean;
  onClose: () => void;
  /** `sm` for a dialog of one or two fields. */
  size?: "sm" | "lg";
  children: React.ReactNode;
};

/**
 * The one frame of the dashboard's dialogs: a titled, focus-trapped panel, closed by Escape, a click
 * outside or its Close button, that stays open while its request runs. Its content mounts on each
 * opening, so a form in it starts from fresh values.
 */
export function DialogFrame({ open, title, description, busy, onClose, size = "lg", children }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onPointerDownOutside={(event) => {
            if (isInsideToaster(event.target)) event.preventDefault();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${size === "sm" ? "max-w-sm" : "max-w-lg"} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm break-words text-slate-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {open ? children : null}
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close"
              disabled={busy}
              className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
