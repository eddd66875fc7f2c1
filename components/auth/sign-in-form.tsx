"use client";

import { useActionState, useRef } from "react";
import { signInAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { getReadableTextColor } from "@/lib/format/contrast";
import { signInSchema } from "@/lib/auth/schema";
import { formRules } from "@/lib/forms/field-rules";
import { EchoedInput } from "./echoed-input";
import { PasswordField } from "./password-field";

const RULES = formRules(signInSchema);

type DemoAccount = { label: string; email: string; password: string };

type Props = {
  callbackUrl: string;
  portal: "dashboard" | "staff";
  tenantSlug?: string | null;
  initialEmail?: string;
  demoAccounts?: DemoAccount[];
  primaryColor?: string;
};

/** Email + password sign-in; demo buttons fill the form and submit it in one click. */
export function SignInForm({
  callbackUrl,
  portal,
  tenantSlug,
  initialEmail = "",
  demoAccounts = [],
  primaryColor,
}: Props) {
  const [state, formAction, pending] = useActionState(signInAction, null);
  const formRef = useRef<HTMLFormElement>(null);
  const failed = state && !state.ok ? state : null;

  function signInAs(account: DemoAccount) {
    const form = formRef.current;
    if (!form) return;
    (form.elements.namedItem("email") as HTMLInputElement).value = account.email;
    (form.elements.namedItem("password") as HTMLInputElement).value = account.password;
    form.requestSubmit();
  }

  return (
    <div className="space-y-6">
      {demoAccounts.length > 0 && (
        <section aria-labelledby="demo-accounts-heading" className="rounded-xl bg-slate-50 p-4">
          <h2 id="demo-accounts-heading" className="text-sm font-semibold text-slate-800">
            Demo accounts
          </h2>
          <p className="mt-1 text-xs text-slate-600">Try BookingPro with one click.</p>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {demoAccounts.map((account) => (
              <Button key={account.email} variant="secondary" disabled={pending} onClick={() => signInAs(account)}>
                {account.label}
              </Button>
            ))}
          </div>
        </section>
      )}
      <form ref={formRef} action={formAction} className="space-y-4" noValidate>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <input type="hidden" name="portal" value={portal} />
        {tenantSlug && <input type="hidden" name="tenantSlug" value={tenantSlug} />}
        {failed && !failed.fieldErrors && <FormAlert testId="form-error">{failed.error}</FormAlert>}
        <EchoedInput
          state={state}
          rules={RULES}
          name="email"
          initial={initialEmail}
          label="Email"
          type="email"
          autoComplete="email"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          {...RULES.password}
          error={failed?.fieldErrors?.password}
        />
        <SubmitButton
          pending={pending}
          pendingText="Signing in..."
          className="w-full"
          style={
            primaryColor ? { backgroundColor: primaryColor, color: getReadableTextColor(primaryColor) } : undefined
          }
        >
          Sign In
        </SubmitButton>
      </form>
    </div>
  );
}
