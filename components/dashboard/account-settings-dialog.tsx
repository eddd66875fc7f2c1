"use client";

import { startTransition, useEffect, useId, useState } from "react";
import { Dialog } from "radix-ui";
import {
  changePasswordAction,
  sendPasswordResetAction,
  signOutAction,
  updateProfileAction,
} from "@/lib/actions/account";
import type { PasswordChanged, ProfileUpdated } from "@/lib/auth/account-actions";
import { changePasswordSchema, passwordResetRequestSchema, profileSchema } from "@/lib/auth/schema";
import { formRules } from "@/lib/forms/field-rules";
import { CloseButton } from "@/components/ui/close-button";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { isInsideToaster, showToast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { OPEN_ACCOUNT_SETTINGS_EVENT } from "./user-menu";

const EMAIL_CHANGE_SIGN_OUT_DELAY_MS = 2000;
const EMAIL_REQUIRED = "Please enter your email address";

export type AccountSettingsDialogProps = { name: string; email: string };

export function AccountSettingsDialog({ name, email }: AccountSettingsDialogProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_ACCOUNT_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_ACCOUNT_SETTINGS_EVENT, onOpen);
  }, []);

  // Content unmounts when closed, so each opening starts from fresh values and no stale errors.
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onInteractOutside={(event) => {
            if (isInsideToaster(event.target)) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Account Settings</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Manage your profile and password.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <CloseButton className="-mr-2" />
            </Dialog.Close>
          </div>
          <div className="divide-y divide-slate-200">
            <ProfileSection name={name} email={email} />
            <PasswordSection />
            <ResetSection email={email} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const PROFILE_RULES = formRules(profileSchema);
const PASSWORD_RULES = formRules(changePasswordSchema);
const RESET_RULES = formRules(passwordResetRequestSchema);

function ProfileSection({ name, email }: AccountSettingsDialogProps) {
  const form = useActionForm<{ name: string; email: string; currentPassword: string }, ProfileUpdated>({
    initial: { name, email, currentPassword: "" },
    rules: PROFILE_RULES,
    action: updateProfileAction,
    saved: { title: "Profile Updated", message: "Your profile has been updated successfully." },
    failed: { title: "Update Failed", message: "Failed to update profile" },
    onSaved: (data) => {
      form.change({ currentPassword: "" });
      if (data?.emailChanged) {
        showToast({
          type: "info",
          title: "Email Changed",
          message: "You will be signed out so you can sign in with your new email address.",
        });
        window.setTimeout(() => startTransition(() => signOutAction()), EMAIL_CHANGE_SIGN_OUT_DELAY_MS);
      }
    },
  });

  return (
    <Section title="Profile Information">
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <Input dense label="Full Name" autoComplete="name" {...form.text("name")} />
        <Input dense label="Email" type="email" autoComplete="email" {...form.text("email")} />
        <Input
          dense
          label="Your Password"
          type="password"
          autoComplete="current-password"
          hint="Needed only to change your email."
          {...form.text("currentPassword")}
        />
        <SubmitButton pending={form.pending} pendingText="Saving...">
          Update Profile
        </SubmitButton>
      </form>
    </Section>
  );
}

const EMPTY_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };
const PASSWORD_FIELDS = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

function PasswordSection() {
  const form = useActionForm<typeof EMPTY_PASSWORDS, PasswordChanged>({
    initial: EMPTY_PASSWORDS,
    rules: PASSWORD_RULES,
    action: changePasswordAction,
    saved: { title: "Password Changed", message: "Your password has been changed successfully." },
    onSaved: () => form.setValues(EMPTY_PASSWORDS),
  });
  const { result } = form;
  const hasFieldError = Object.keys(EMPTY_PASSWORDS).some((field) => form.errorOf(field));
  const formError = result && !result.ok && !hasFieldError ? result.error || "Failed to change password" : null;

  return (
    <Section title="Change Password">
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
          <Input key={name} dense label={label} type="password" autoComplete={autoComplete} {...form.text(name)} />
        ))}
        {formError ? (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <SubmitButton pending={form.pending} pendingText="Changing...">
          Change Password
        </SubmitButton>
      </form>
    </Section>
  );
}

function ResetSection({ email }: { email: string }) {
  const form = useActionForm({
    initial: { email },
    rules: RESET_RULES,
    action: sendPasswordResetAction,
    saved: { title: "Reset Email Sent", message: "Check your inbox for a link to reset your password." },
    onFailed: (failure, formData) => {
      if (failure.code === "invalid") {
        const empty = String(formData.get("email") ?? "").trim() === "";
        showToast({
          type: "error",
          title: empty ? "Email Required" : "Check the Email Address",
          message: empty ? EMAIL_REQUIRED : (failure.fieldErrors?.email ?? failure.error),
        });
      } else {
        const message = failure.code === "rate_limited" ? failure.error : "Failed to send password reset email";
        showToast({ type: "error", title: "Reset Failed", message });
      }
    },
  });

  return (
    <Section title="Password Reset">
      <p className="-mt-2 mb-4 text-sm text-slate-600">We will email you a link to reset your password.</p>
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <Input dense label="Email" type="email" autoComplete="email" {...form.text("email")} />
        <SubmitButton pending={form.pending} pendingText="Sending...">
          Send Password Reset Email
        </SubmitButton>
      </form>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-6 py-5">
      <h3 id={headingId} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
