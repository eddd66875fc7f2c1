"use client";

import { startTransition, useActionState, useEffect, useId, useState } from "react";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import {
  changePasswordAction,
  sendPasswordResetAction,
  signOutAction,
  updateProfileAction,
} from "@/lib/actions/account";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { PasswordChanged, ProfileUpdated } from "@/lib/auth/account-actions";
import type { ActionResult } from "@/lib/actions/result";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { isInsideToaster, showToast } from "@/components/ui/toast";
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
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden="true" />
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

function ProfileSection({ name, email }: AccountSettingsDialogProps) {
  const [values, setValues] = useState({ name, email, currentPassword: "" });
  const [result, formAction, pending] = useActionState<ActionResult<ProfileUpdated> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(updateProfileAction, previous, formData);
      if (next.ok) {
        setValues((current) => ({ ...current, currentPassword: "" }));
        showToast({
          type: "success",
          title: "Profile Updated",
          message: "Your profile has been updated successfully.",
        });
        if (next.data?.emailChanged) {
          showToast({
            type: "info",
            title: "Email Changed",
            message: "You will be signed out so you can sign in with your new email address.",
          });
          window.setTimeout(() => startTransition(() => signOutAction()), EMAIL_CHANGE_SIGN_OUT_DELAY_MS);
        }
      } else {
        showToast({ type: "error", title: "Update Failed", message: next.error || "Failed to update profile" });
      }
      return next;
    },
    null,
  );

  return (
    <Section title="Profile Information">
      <form action={formAction} noValidate className="space-y-4">
        <Input
          dense
          label="Full Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          error={fieldErrorOf(result, "name")}
        />
        <Input
          dense
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          error={fieldErrorOf(result, "email")}
        />
        <Input
          dense
          label="Your Password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint="Needed only to change your email."
          value={values.currentPassword}
          onChange={(event) => setValues((current) => ({ ...current, currentPassword: event.target.value }))}
          error={fieldErrorOf(result, "currentPassword")}
        />
        <SubmitButton pending={pending} pendingText="Saving...">
          Update Profile
        </SubmitButton>
      </form>
    </Section>
  );
}

const EMPTY_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordSection() {
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [result, formAction, pending] = useActionState<ActionResult<PasswordChanged> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(changePasswordAction, previous, formData);
      if (next.ok) {
        setValues(EMPTY_PASSWORDS);
        showToast({
          type: "success",
          title: "Password Changed",
          message: next.message || "Your password has been changed successfully.",
        });
      }
      return next;
    },
    null,
  );

  const set = (field: keyof typeof EMPTY_PASSWORDS) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const hasFieldError = Object.keys(EMPTY_PASSWORDS).some((field) => fieldErrorOf(result, field));
  const formError = result && !result.ok && !hasFieldError ? result.error || "Failed to change password" : null;

  return (
    <Section title="Change Password">
      <form action={formAction} noValidate className="space-y-4">
        <Input
          dense
          label="Current Password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={fieldErrorOf(result, "currentPassword")}
        />
        <Input
          dense
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set("newPassword")}
          error={fieldErrorOf(result, "newPassword")}
        />
        <Input
          dense
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          error={fieldErrorOf(result, "confirmPassword")}
        />
        {formError ? (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingText="Changing...">
          Change Password
        </SubmitButton>
      </form>
    </Section>
  );
}

function ResetSection({ email }: { email: string }) {
  const [value, setValue] = useState(email);
  const [result, formAction, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const next = await callAction(sendPasswordResetAction, previous, formData);
    if (next.ok) {
      showToast({
        type: "success",
        title: "Reset Email Sent",
        message: next.message || "Check your inbox for a link to reset your password.",
      });
    } else if (next.code === "invalid") {
      const empty = String(formData.get("email") ?? "").trim() === "";
      showToast({
        type: "error",
        title: empty ? "Email Required" : "Check the Email Address",
        message: empty ? EMAIL_REQUIRED : (next.fieldErrors?.email ?? next.error),
      });
    } else if (next.code === "rate_limited") {
      showToast({ type: "error", title: "Reset Failed", message: next.error });
    } else {
      showToast({ type: "error", title: "Reset Failed", message: "Failed to send password reset email" });
    }
    return next;
  }, null);

  return (
    <Section title="Password Reset">
      <p className="-mt-2 mb-4 text-sm text-slate-600">We will email you a link to reset your password.</p>
      <form action={formAction} noValidate className="space-y-4">
        <Input
          dense
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldErrorOf(result, "email")}
        />
        <SubmitButton pending={pending} pendingText="Sending...">
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
