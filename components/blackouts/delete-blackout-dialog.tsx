"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BLACKOUT_WORDS, type BlackoutScope } from "./blackout-words";

type Props = {
  scope: BlackoutScope;
  open: boolean;
  /** A one-line summary of the blackout (rendered as text). */
  summary: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteBlackoutDialog({ scope, open, summary, pending, onConfirm, onCancel }: Props) {
  const words = BLACKOUT_WORDS[scope];
  return (
    <ConfirmDialog
      open={open}
      title={words.deleteTitle}
      question={words.deleteQuestion}
      detail={summary}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
