import { and, eq, ne } from "drizzle-orm";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { getBaseUrl } from "@/lib/http/base-url";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { changePasswordSchema, passwordResetRequestSchema, profileSchema } from "@/lib/validations/auth";
import { defineAction } from "../action";

const ANY_ROLE = ["owner", "manager", "staff"] as const;
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";

export const updateProfile = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: profileSchema,
  keepFields: ["name", "email"],
  async handler(input, { db, user }) {
    const emailChanged = input.email !== user.email;
    if (emailChanged) {
      const taken = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, user.id))).limit(1);
      if (taken.length > 0) throw new AppError("conflict", EMAIL_TAKEN_MESSAGE, { fieldErrors: { email: EMAIL_TAKEN_MESSAGE } });
    }
    // Only the signed-in user's own row: the id comes from the session, never from the form.
    await db.update(users).set({ name: input.name, email: input.email }).where(eq(users.id, user.id));
    return { ok: true, message: "Your profile has been updated successfully.", data: { emailChanged } };
  },
});

export const changePassword = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: changePasswordSchema,
  async handler(input, { db, user }) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new AppError("invalid", "Current password is incorrect", { fieldErrors: { currentPassword: "Current password is incorrect" } });
    }
    await db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, user.id));
    return { ok: true, message: "Your password has been changed." };
  },
});

export const sendPasswordReset = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: passwordResetRequestSchema,
  keepFields: ["email"],
  async handler(input, { db }) {
    const { queued } = await requestPasswordReset(db, input.email, await getBaseUrl());
    if (queued) scheduleMailDelivery({ to: input.email, subject: "Reset your BookingPro password" });
    return { ok: true, message: `If an account exists for ${input.email}, a password reset link is on its way.` };
  },
});
