"use client";

import { useActionState } from "react";
import { setPasswordAction } from "@/lib/actions/auth";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { setPasswordSchema } from "@/lib/auth/schema";
import { formRules } from "@/lib/forms/field-rules";
import { NewPasswordFields } from "./new-password-fields";

const RULES = formRules(setPasswordSchema);

export function SetPasswordForm({ token, portal }: { token: string; portal: "dashboard" | "staff" }) {
  const [state, formAction, pending] = useActionState(setPasswordAction, null);
  const failed = state && !state.ok ? state : null;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="portal" value={portal} />
      {failed && !failed.fieldErrors && <FormAlert testId="form-error">{failed.error}</FormAlert>}
      <NewPasswordFields labelPrefix="New " errors={failed?.fieldErrors ?? {}} rules={RULES} />
      <SubmitButton pending={pending} pendingText="Saving..." className="w-full">
        Set Password
      </SubmitButton>
    </form>
  );
}
