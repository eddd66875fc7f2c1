import { hashPassword, verifyPassword } from "@/lib/auth/password";
import {
  findPasswordHash,
  isEmailTakenByOtherUser,
  updatePasswordHash,
  updateUserProfile,
} from "@/lib/auth/user-queries";
import { AppError } from "@/lib/errors";
import { changePasswordSchema, passwordResetRequestSchema, profileSchema } from "@/lib/validations/auth";
import { defineAction } from "../action";
import { sendPasswordResetLink } from "./auth";

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
      const taken = await isEmailTakenByOtherUser(db, input.email, user.id);
      if (taken) throw new AppError("conflict", EMAIL_TAKEN_MESSAGE, { fieldErrors: { email: EMAIL_TAKEN_MESSAGE } });
    }
    // Only the signed-in user's own row: the id comes from the session, never from the form.
    await updateUserProfile(db, user.id, { name: input.name, email: input.email });
    return { ok: true, message: "Your profile has been updated successfully.", data: { emailChanged } };
  },
});

export const changePassword = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: changePasswordSchema,
  async handler(input, { db, user }) {
    const passwordHash = await findPasswordHash(db, user.id);
    if (!passwordHash || !(await verifyPassword(passwordHash, input.currentPassword))) {
      throw new AppError("invalid", "Current password is incorrect", {
        fieldErrors: { currentPassword: "Current password is incorrect" },
      });
    }
    await updatePasswordHash(db, user.id, await hashPassword(input.newPassword));
    return { ok: true, message: "Your password has been changed." };
  },
});

export const sendPasswordReset = defineAction({
  roles: ANY_ROLE,
  requiresBusiness: false,
  schema: passwordResetRequestSchema,
  keepFields: ["email"],
  handler: (input, { db }) => sendPasswordResetLink(db, input.email),
});
