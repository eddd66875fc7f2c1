import { AuthError, CredentialsSignin } from "next-auth";
import { z } from "zod";
import { signIn as authSignIn } from "@/auth";
import type { Database } from "@/db/client";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { consumeRegisterLimits, consumeResetLimits } from "@/lib/auth/account-limits";
import { STAFF_LOGIN_REVOKED_MESSAGE } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { requestPasswordReset as queueResetMail, setPasswordWithToken } from "@/lib/auth/password-reset";
import { sanitizeReturnPath } from "@/lib/auth/return-path";
import { throttledMessage } from "@/lib/auth/throttle";
import { enqueueExistingAccountNotice, REGISTRATION_NOTICE_SUBJECT } from "@/lib/auth/registration-notice";
import { insertOwner } from "@/lib/auth/user-queries";
import { AppError } from "@/lib/errors";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { passwordResetRequestSchema, registerSchema, setPasswordSchema, signInSchema } from "@/lib/auth/schema";
import { defineAction } from "@/lib/actions/action";
import type { ActionResult } from "@/lib/actions/result";

/*
 * The signed-out screens' actions: sign-in, registration, 'Forgot password?' and the page behind a
 * reset or invitation link. Passwords are never echoed back (not in keepFields).
 */

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
const STAFF_PORTAL_OFF_MESSAGE = "Staff sign-in is turned off for this business. Please ask the business owner.";
const REGISTRATION_FAILED_MESSAGE = "Registration failed. Please try again.";
/**
 * The answer to a registration whose email already has an account: it does not say so (the account's
 * owner is told by email instead), as the password reset never tells whether an account exists.
 */
export const REGISTRATION_REFUSED_MESSAGE =
  "We couldn't create an account with these details. If you already have an account, sign in or reset your password.";
export const INVALID_LINK_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";

/** A form field that is never a validation error of its own: anything but a string becomes ''. */
const optionalText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : ""));

/**
 * Signs in through Auth.js: its redirect on success propagates (the wrapper rethrows it); a refusal
 * becomes a message.
 */
async function signInWithCredentials(fields: Record<string, string>, redirectTo: string): Promise<ActionResult> {
  try {
    await authSignIn("credentials", { ...fields, redirectTo });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const code = error instanceof CredentialsSignin ? error.code : "";
    const throttled = /^throttled-(\d+)$/.exec(code);
    if (throttled) return { ok: false, code: "rate_limited", error: throttledMessage(Number(throttled[1]) * 1000) };
    if (code === "staff-portal-off") return { ok: false, code: "forbidden", error: STAFF_PORTAL_OFF_MESSAGE };
    if (code === "staff-revoked") return { ok: false, code: "forbidden", error: STAFF_LOGIN_REVOKED_MESSAGE };
    return { ok: false, code: "unauthenticated", error: INVALID_CREDENTIALS_MESSAGE };
  }
}

export const signIn = defineAction({
  access: "public",
  schema: signInSchema.extend({ portal: optionalText, tenantSlug: optionalText, callbackUrl: optionalText }),
  keepFields: ["email"],
  handler: ({ email, password, portal, tenantSlug, callbackUrl }) =>
    signInWithCredentials(
      { email, password, portal: portal === "staff" ? "staff" : "dashboard", tenantSlug },
      sanitizeReturnPath(callbackUrl),
    ),
});

/**
 * A new owner account, then signed straight in to the dashboard. An email that already has an account
 * gets a message that does not confirm it, and its owner a notice by email.
 */
export const register = defineAction({
  access: "public",
  schema: registerSchema,
  keepFields: ["name", "email"],
  unexpectedError: REGISTRATION_FAILED_MESSAGE,
  async handler({ name, email, password }, { db, clientAddress }) {
    await consumeRegisterLimits(db, email, clientAddress);
    try {
      await insertOwner(db, { name, email, passwordHash: await hashPassword(password) });
    } catch (error) {
      if (getPgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      await enqueueExistingAccountNotice(db, email);
      scheduleMailDelivery({ to: email, subject: REGISTRATION_NOTICE_SUBJECT });
      throw new AppError("conflict", REGISTRATION_REFUSED_MESSAGE);
    }
    const result = await signInWithCredentials({ email, password }, "/dashboard");
    return result.ok ? result : { ok: false, code: "unexpected", error: REGISTRATION_FAILED_MESSAGE };
  },
});

/**
 * Queues a reset link when the account exists; the answer is the same either way (no account
 * enumeration). The limits count every request, for known and unknown emails alike.
 */
export async function sendPasswordResetLink(
  db: Database,
  email: string,
  clientAddress: string | null,
): Promise<ActionResult> {
  await consumeResetLimits(db, email, clientAddress);
  const { queued } = await queueResetMail(db, email);
  if (queued) scheduleMailDelivery({ to: email, subject: "Reset your BookingPro password" });
  return { ok: true, message: `If an account exists for ${email}, a password reset link is on its way.` };
}

/** 'Forgot password?' on the sign-in page. */
export const requestPasswordReset = defineAction({
  access: "public",
  schema: passwordResetRequestSchema,
  keepFields: ["email"],
  handler: ({ email }, { db, clientAddress }) => sendPasswordResetLink(db, email, clientAddress),
});

export type PasswordSet = { email: string; signInPath: string };

/**
 * The page behind a reset or invitation link: sets the password and says where to sign in (the server action,
 * lib/actions/auth.ts, remembers the browser and goes there).
 */
export const setPassword = defineAction({
  access: "public",
  schema: setPasswordSchema.and(z.object({ portal: optionalText })),
  async handler({ token, password, portal }, { db }): Promise<ActionResult<PasswordSet>> {
    const user = await setPasswordWithToken(db, token, "any", password);
    if (!user) throw new AppError("not_found", INVALID_LINK_MESSAGE);
    const signInPage = portal === "staff" ? "/staff-login" : "/login";
    return {
      ok: true,
      data: { email: user.email, signInPath: `${signInPage}?reset=1&email=${encodeURIComponent(user.email)}` },
    };
  },
});
