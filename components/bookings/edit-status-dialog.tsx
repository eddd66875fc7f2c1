"use client";

import { useState } from "react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Select } from "@/components/ui/select";
import { CancelAndSubmit } from "@/components/ui/submit-button";
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
    <DialogFrame
      open={open}
      size="sm"
      title="Edit Status"
      description={`Change the status of ${customerName}'s booking.`}
      busy={pending}
      onClose={onCancel}
    >
      <EditStatusForm status={status} started={started} pending={pending} onSave={onSave} onCancel={onCancel} />
    </DialogFrame>
  );
}

function EditStatusForm({ status, started, pending, onSave, onCancel }: Omit<Props, "open" | "customerName">) {
  const [value, setValue] = useState<BookingStatus>(status);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <Select
        className="mt-4"
        dense
        label="Status"
        name="status"
        options={statusOptions(status, started)}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value as BookingStatus)}
      />
      <CancelAndSubmit className="mt-6" onCancel={onCancel} pending={pending} pendingText="Saving...">
        Save
      </CancelAndSubmit>
    </form>
  );
}
