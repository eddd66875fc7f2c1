import type { Database } from "@/db/client";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { updateCredentialsEndingSessions } from "@/lib/auth/account-queries";
import type { CurrentUser } from "@/lib/auth/load-user";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { findPasswordHash, isEmailTakenByOtherUser, updateUserProfile } from "@/lib/auth/user-queries";
import { AppError, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { getAllowedRoles } from "@/lib/access/policy";
import { changePasswordSchema, passwordResetRequestSchema, profileSchema } from "@/lib/auth/schema";
import { defineAction } from "@/lib/actions/action";
import type { ActionResult } from "@/lib/actions/result";
import { sendPasswordResetLink } from "@/lib/auth/actions";

const ANY_ROLE = getAllowedRoles(["manage", "account"]);
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Enter your current password to change your email";
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = "Current password is incorrect";

/** Changing a credential needs the current password, so a session left open elsewhere cannot take the account. */
async function checkCurrentPassword(db: Database, userId: string, currentPassword: string): Promise<void> {
  const passwordHash = await findPasswordHash(db, userId);
  if (!passwordHash || !(await verifyPassword(passwordHash, currentPassword))) {
    throw new AppError("invalid", CURRENT_PASSWORD_INCORRECT_MESSAGE, {
      fieldErrors: { currentPassword: CURRENT_PASSWORD_INCORRECT_MESSAGE },
    });
  }
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

const EMAIL_CHANGED_SUBJECT = "Your BookingPro sign-in email was changed";

/** The old address hears of the change (plain text, no link: nothing in it can be used to act on the account). */
function emailChangedNotice(user: CurrentUser, newEmail: string) {
  const where = user.business ? ` for ${oneLine(user.business.name)}` : "";
  return {
    to: user.email,
    subject: EMAIL_CHANGED_SUBJECT,
    businessId: user.business?.id ?? null,
    text: [
      `Hello ${oneLine(user.name)},`,
      "",
      `The email address you use to sign in to BookingPro${where} was changed from ${user.email} to ${newEmail}.`,
      "Every other signed-in session of your account has been signed out.",
      "",
      "If you made this change, there is nothing else to do.",
      "If you did not, someone else may have access to your account: contact the business owner or BookingPro support straight away.",
    ].join("\n"),
  };
}

/** Re-checks the taken email against the unique index too: two accounts racing for one address. */
function refuseTakenEmail(error: unknown): never {
  if (getPgErrorCode(error) === UNIQUE_VIOLATION) {
    throw new AppError("conflict", EMAIL_TAKEN_MESSAGE, { fieldErrors: { email: EMAIL_TAKEN_MESSAGE } });
  }
  throw error;
}

/** `sessionVersion`: the new one when the change ended every session (the caller re-issues its own). */
export type ProfileUpdated = { emailChanged: boolean; sessionVersion?: number };
export type PasswordChanged = { sessionVersion: number };

export const updateProfile = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: profileSchema,
  keepFields: ["name", "email"],
  async handler(input, { db, user }): Promise<ActionResult<ProfileUpdated>> {
    const emailChanged = input.email !== user.email;
    if (!emailChanged) {
      // Only the signed-in user's own row: the id comes from the session, never from the form.
      await updateUserProfile(db, user.id, { name: input.name, email: input.email });
      return { ok: true, message: "Your profile has been updated successfully.", data: { emailChanged } };
    }
    const taken = await isEmailTakenByOtherUser(db, input.email, user.id);
    if (taken) throw new AppError("conflict", EMAIL_TAKEN_MESSAGE, { fieldErrors: { email: EMAIL_TAKEN_MESSAGE } });
    if (!input.currentPassword) {
      throw new AppError("invalid", CURRENT_PASSWORD_REQUIRED_MESSAGE, {
        fieldErrors: { currentPassword: CURRENT_PASSWORD_REQUIRED_MESSAGE },
      });
    }
    await checkCurrentPassword(db, user.id, input.currentPassword);

    const notice = emailChangedNotice(user, input.email);
    const sessionVersion = await db
      .transaction(async (tx) => {
        const changed = await updateCredentialsEndingSessions(tx, user.id, { name: input.name, email: input.email });
        const version = changed?.sessionVersion ?? null;
        await enqueueMail(tx, notice);
        return version;
      })
      .catch(refuseTakenEmail);
    if (sessionVersion === null) throw new AppError("unauthenticated", NOT_SIGNED_IN_MESSAGE);
    scheduleMailDelivery({ to: notice.to, subject: notice.subject });
    return {
      ok: true,
      message: "Your profile has been updated successfully.",
      data: { emailChanged, sessionVersion },
    };
  },
});

export const changePassword = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: changePasswordSchema,
  async handler(input, { db, user }): Promise<ActionResult<PasswordChanged>> {
    await checkCurrentPassword(db, user.id, input.currentPassword);
    const changed = await updateCredentialsEndingSessions(db, user.id, {
      passwordHash: await hashPassword(input.newPassword),
    });
    if (changed === null) throw new AppError("unauthenticated", NOT_SIGNED_IN_MESSAGE);
    return { ok: true, message: "Your password has been changed.", data: { sessionVersion: changed.sessionVersion } };
  },
});

export const sendPasswordReset = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: passwordResetRequestSchema,
  keepFields: ["email"],
  // Signed in: no per-address limit, the per-email one still applies.
  handler: (input, { db }) => sendPasswordResetLink(db, input.email, null),
});
