"use client";

import { useActionState } from "react";
import { registerAction } from "@/lib/actions/auth";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { registerSchema } from "@/lib/auth/schema";
import { formRules } from "@/lib/forms/field-rules";
import { EchoedInput } from "./echoed-input";
import { NewPasswordFields } from "./new-password-fields";

const RULES = formRules(registerSchema);

export function RegisterForm() {
  const [state, formAction, pending] = useActionState(registerAction, null);
  const failed = state && !state.ok ? state : null;
  const errors = failed?.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {failed && !failed.fieldErrors && <FormAlert testId="form-error">{failed.error}</FormAlert>}
      <EchoedInput state={state} rules={RULES} name="name" label="Full Name" autoComplete="name" />
      <EchoedInput state={state} rules={RULES} name="email" label="Email" type="email" autoComplete="email" />
      <NewPasswordFields errors={errors} rules={RULES} />
      <SubmitButton pending={pending} pendingText="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
