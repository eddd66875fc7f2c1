"use client";

import { useActionState } from "react";
import { registerAction } from "@/lib/actions/auth";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordField } from "./password-field";

export function RegisterForm() {
  const [state, formAction, pending] = useActionState(registerAction, null);
  const failed = state && !state.ok ? state : null;
  const errors = failed?.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {failed && !failed.fieldErrors && (
        <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failed.error}
        </p>
      )}
      <Input
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        defaultValue={failed?.values?.name}
        key={`name-${failed?.values?.name}`}
        error={errors.name}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={failed?.values?.email}
        key={`email-${failed?.values?.email}`}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        minLength={6}
        error={errors.password}
        hint="At least 8 characters"
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending} pendingText="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
