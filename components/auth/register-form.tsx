"use client";

import { useActionState } from "react";
import { registerAction } from "@/lib/actions/auth";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { registerSchema } from "@/lib/auth/schema";
import { formRules } from "@/lib/forms/field-rules";
import { NewPasswordFields } from "./new-password-fields";

const RULES = formRules(registerSchema);

export function RegisterForm() {
  const [state, formAction, pending] = useActionState(registerAction, null);
  const failed = state && !state.ok ? state : null;
  const errors = failed?.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {failed && !failed.fieldErrors && <FormAlert testId="form-error">{failed.error}</FormAlert>}
      <Input
        label="Full Name"
        name="name"
        autoComplete="name"
        {...RULES.name}
        defaultValue={failed?.values?.name}
        key={`name-${failed?.values?.name}`}
        error={errors.name}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        {...RULES.email}
        defaultValue={failed?.values?.email}
        key={`email-${failed?.values?.email}`}
        error={errors.email}
      />
      <NewPasswordFields errors={errors} rules={RULES} />
      <SubmitButton pending={pending} pendingText="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
