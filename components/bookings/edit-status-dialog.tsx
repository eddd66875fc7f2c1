"use client";

import { useState } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { isInsideToaster } from "@/components/ui/toast";
import type { BookingStatus } from "@/lib/constants";
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_OPTIONS } from "@/lib/bookings/filters-schema";

/** Completed and No-show say how an appointment went: offered once it has started (or when already set). */
const STARTED_ONLY: readonly BookingStatus[] = ["completed", "no_show"];

function statusOptions(current: BookingStatus, started: boolean) {
  return BOOKING_STATUS_OPTIONS.filter((option) => started || option === current || !STARTED_ONLY.includes(option)).map(
    (option) => ({ value: option, label: BOOKING_STATUS_LABELS[option] }),
  );
}

type Props = {
  open: boolean;
  customerName: string;
  status: BookingStatus;
  /** The appointment has started: Completed and No-show are offered. */
  started: boolean;
  pending: boolean;
  onSave: (status: BookingStatus) => void;
  onCancel: () => void;
};

/** Any status may be set directly. A small dialog with one select and Save. */
export function EditStatusDialog({ open, customerName, status, started, pending, onSave, onCancel }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onPointerDownOutside={(event) => {
            if (isInsideToaster(event.target)) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none"
        >
          {/* Re-mounted on each opening, so the select starts from the booking's current status. */}
          {open ? (
            <EditStatusForm
              customerName={customerName}
              status={status}
              started={started}
              pending={pending}
              onSave={onSave}
            />
          ) : null}
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close"
              disabled={pending}
              className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditStatusForm({ customerName, status, started, pending, onSave }: Omit<Props, "open" | "onCancel">) {
  const [value, setValue] = useState<BookingStatus>(status);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">Edit Status</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm break-words text-slate-700">
        Change the status of {customerName}&apos;s booking.
      </Dialog.Description>
      <Select
        className="mt-4"
        dense
        label="Status"
        name="status"
        options={statusOptions(status, started)}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value as BookingStatus)}
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </Dialog.Close>
        <SubmitButton pending={pending} pendingText="Saving..." aria-busy={pending || undefined}>
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
