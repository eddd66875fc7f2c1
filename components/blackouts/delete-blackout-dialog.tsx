"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  open: boolean;
  /** A one-line summary of the blackout (rendered as text). */
  summary: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteBlackoutDialog({ open, summary, pending, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Blackout Period"
      question="Are you sure you want to delete this blackout period?"
      detail={summary}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
