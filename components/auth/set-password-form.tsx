"use client";

import { useActionState } from "react";
import { setPasswordAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordField } from "./password-field";

export function SetPasswordForm({ token, portal }: { token: string; portal: "dashboard" | "staff" }) {
  const [state, formAction, pending] = useActionState(setPasswordAction, null);
  const failed = state && !state.ok ? state : null;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="portal" value={portal} />
      {failed && !failed.fieldErrors && (
        <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failed.error}
        </p>
      )}
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        error={failed?.fieldErrors?.password}
        hint="At least 8 characters"
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={failed?.fieldErrors?.confirmPassword}
      />
      <SubmitButton pending={pending} pendingText="Saving..." className="w-full">
        Set Password
      </SubmitButton>
    </form>
  );
}
