"use client";

import { useActionState } from "react";
import { requestPasswordResetAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

export function ForgotPasswordForm() {
  const [state, formAction, pending] = useActionState(requestPasswordResetAction, null);
  if (state?.ok) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
        {state.message}
      </p>
    );
  }
  const failed = state && !state.ok ? state : null;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <FormField label="Email" name="email" type="email" autoComplete="email" required defaultValue={failed?.values?.email} error={failed?.fieldErrors?.email} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Sending..." : "Send Password Reset Email"}
      </Button>
    </form>
  );
}
