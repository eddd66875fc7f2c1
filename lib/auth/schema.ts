import { z } from "zod";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-passwords";
import { singleLineText } from "@/lib/forms/text";

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

/** Why a new password is refused (too short, then too common), or null. Every place a password is set uses it. */
export function newPasswordProblem(password: string, tooShortMessage = PASSWORD_TOO_SHORT_MESSAGE): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return tooShortMessage;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200),
});

/** All four fields required; 'Passwords do not match'; 'Password must be at least 8 characters'; not a common one. */
export const registerSchema = z
  .object({
    name: singleLineText().trim().min(1, "Full name is required").max(120, "Name is too long"),
    email,
    password: z
      .string()
      .min(1, "Password is required")
      .max(200, "Password is too long")
      .meta({ minLength: MIN_PASSWORD_LENGTH }),
    confirmPassword: z.string().min(1, "Please confirm your password").max(200),
  })
  .superRefine((value, ctx) => {
    const problem = value.password.length > 0 ? newPasswordProblem(value.password) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    if (value.confirmPassword.length > 0 && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });

/** Name and email; the current password is checked (on the server) only when the email changes. */
export const profileSchema = z.object({
  name: singleLineText().trim().min(1, "Full name is required").max(120, "Name is too long"),
  email,
  currentPassword: z.string().max(200).optional().default(""),
});

/** Account settings: name and email, and the current password to change either. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(200),
    newPassword: z.string().max(200, "Password is too long").meta({ minLength: MIN_PASSWORD_LENGTH }),
    confirmPassword: z.string().max(200),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "New passwords do not match" });
    } else {
      const problem = newPasswordProblem(value.newPassword, NEW_PASSWORD_TOO_SHORT_MESSAGE);
      if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
    }
  });

export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(254)
    .pipe(z.email("Please enter a valid email address")),
});

export const setPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().max(200, "Password is too long").meta({ minLength: MIN_PASSWORD_LENGTH }),
    confirmPassword: z.string().max(200),
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value.password);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    } else if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });
