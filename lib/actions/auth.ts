"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
import { signIn } from "@/auth";
import { hashPassword } from "@/lib/auth/password";
import { requestPasswordReset, setPasswordWithToken } from "@/lib/auth/password-reset";
import { sanitizeReturnPath } from "@/lib/auth/return-path";
import { THROTTLED_MESSAGE } from "@/lib/auth/throttle";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { getBaseUrl } from "@/lib/http/base-url";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { passwordResetRequestSchema, registerSchema, setPasswordSchema, signInSchema } from "@/lib/validations/auth";
import { toFieldErrors } from "@/lib/validations/field-errors";
import type { ActionResult } from "./result";

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
const STAFF_PORTAL_OFF_MESSAGE = "Staff sign-in is turned off for this business. Please ask the business owner.";
const REGISTRATION_FAILED_MESSAGE = "Registration failed. Please try again.";
const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please sign in instead.";

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** Signs in through Auth.js; its redirect (on success) propagates, failures become a message. */
async function signInWithCredentials(fields: Record<string, string>, redirectTo: string): Promise<ActionResult> {
  try {
    await signIn("credentials", { ...fields, redirectTo });
    return { ok: true };
  } catch (error) {
    if (error instanceof AuthError) {
      const code = error instanceof CredentialsSignin ? error.code : "";
      const message = code === "throttled" ? THROTTLED_MESSAGE : code === "staff-portal-off" ? STAFF_PORTAL_OFF_MESSAGE : INVALID_CREDENTIALS_MESSAGE;
      return { ok: false, error: message, values: { email: fields.email } };
    }
    throw error;
  }
}

export async function signInAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const parsed = signInSchema.safeParse({ email: field(formData, "email"), password: field(formData, "password") });
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0], fieldErrors, values: { email: field(formData, "email") } };
  }
  const portal = field(formData, "portal") === "staff" ? "staff" : "dashboard";
  return signInWithCredentials(
    { email: parsed.data.email, password: parsed.data.password, portal, tenantSlug: field(formData, "tenantSlug") },
    sanitizeReturnPath(field(formData, "callbackUrl")),
  );
}

export async function registerAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const raw = {
    name: field(formData, "name"),
    email: field(formData, "email"),
    password: field(formData, "password"),
    confirmPassword: field(formData, "confirmPassword"),
  };
  const values = { name: raw.name, email: raw.email };
  const parsed = registerSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0], fieldErrors, values };
  }
  try {
    await getDb()
      .insert(users)
      .values({ name: parsed.data.name, email: parsed.data.email, passwordHash: await hashPassword(parsed.data.password), role: "owner" });
  } catch (error) {
    if (getPgErrorCode(error) === UNIQUE_VIOLATION) {
      return { ok: false, error: EMAIL_TAKEN_MESSAGE, fieldErrors: { email: EMAIL_TAKEN_MESSAGE }, values };
    }
    console.error("Registration failed", error);
    return { ok: false, error: REGISTRATION_FAILED_MESSAGE, values };
  }
  const result = await signInWithCredentials({ email: parsed.data.email, password: parsed.data.password }, "/dashboard");
  return result.ok ? result : { ok: false, error: REGISTRATION_FAILED_MESSAGE, values };
}

/** 'Forgot password?' from the sign-in page: same answer whether or not the account exists. */
export async function requestPasswordResetAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const parsed = passwordResetRequestSchema.safeParse({ email: field(formData, "email") });
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0], fieldErrors, values: { email: field(formData, "email") } };
  }
  const { queued } = await requestPasswordReset(getDb(), parsed.data.email, await getBaseUrl());
  if (queued) scheduleMailDelivery({ to: parsed.data.email, subject: "Reset your BookingPro password" });
  return { ok: true, message: `If an account exists for ${parsed.data.email}, a password reset link is on its way.` };
}

/** The page behind a reset or invitation link: sets the password, then back to sign-in. */
export async function setPasswordAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const parsed = setPasswordSchema.safeParse({
    token: field(formData, "token"),
    password: field(formData, "password"),
    confirmPassword: field(formData, "confirmPassword"),
  });
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0], fieldErrors };
  }
  const user = await setPasswordWithToken(getDb(), parsed.data.token, "any", parsed.data.password);
  if (!user) return { ok: false, error: "This link is invalid or has expired. Please ask for a new one." };
  const portal = field(formData, "portal") === "staff" ? "/staff-login" : "/login";
  redirect(`${portal}?reset=1&email=${encodeURIComponent(user.email)}`);
}
