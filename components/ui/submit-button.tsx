"use client";

import { useFormStatus } from "react-dom";
import { Button } from "./button";
import { FormActions } from "./form-card";

type Props = Omit<React.ComponentProps<typeof Button>, "type"> & {
  /** While true the button is disabled and shows `pendingText`; read from the enclosing form when not given. */
  pending?: boolean;
  /** e.g. 'Saving...'. */
  pendingText: string;
};

/** A form's submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ pending, pendingText, disabled, children, ...props }: Props) {
  const status = useFormStatus();
  const busy = pending ?? status.pending;
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? pendingText : children}
    </Button>
  );
}

/** A settings form's Save at its end, on the right (full width on a phone). */
export function SaveButton({
  pending,
  className = "",
  children,
}: {
  pending: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex justify-end ${className}`}>
      <SubmitButton pending={pending} pendingText="Saving..." className="w-full sm:w-auto">
        {children}
      </SubmitButton>
    </div>
  );
}

/** A form's Cancel (off while the form is being sent) and its submit button, submit last. */
export function CancelAndSubmit({
  onCancel,
  cancelLabel = "Cancel",
  pending,
  pendingText,
  className,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  pending: boolean;
  pendingText: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <FormActions className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <SubmitButton pending={pending} pendingText={pendingText} aria-busy={pending || undefined}>
        {children}
      </SubmitButton>
    </FormActions>
  );
}
