"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  /** The service to delete; null keeps the dialog closed. */
  serviceName: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteServiceDialog({ serviceName, pending, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={serviceName !== null}
      title="Delete Service"
      question="Are you sure you want to delete this service?"
      detail={serviceName}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
