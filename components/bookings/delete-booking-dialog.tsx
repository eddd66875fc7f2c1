"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  open: boolean;
  customerName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteBookingDialog({ open, customerName, pending, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Booking"
      question="Are you sure you want to delete this booking? This action cannot be undone."
      detail={customerName}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
