"use client";

import { useActionState } from "react";
import { requestPasswordResetAction } from "@/lib/actions/auth";
import { EchoedInput } from "./echoed-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { passwordResetRequestSchema } from "@/lib/auth/schema";
import { formRules } from "@/lib/forms/field-rules";

const RULES = formRules(passwordResetRequestSchema);

export function ForgotPasswordForm() {
  const [state, formAction, pending] = useActionState(requestPasswordResetAction, null);
  if (state?.ok) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
        {state.message}
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <EchoedInput state={state} rules={RULES} name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton pending={pending} pendingText="Sending..." className="w-full">
        Send Password Reset Email
      </SubmitButton>
    </form>
  );
}
