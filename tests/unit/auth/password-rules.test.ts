import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/db/demo-accounts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-passwords";
import { changePasswordSchema, newPasswordProblem, registerSchema, setPasswordSchema } from "@/lib/auth/schema";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the password rules, wherever a password is set", () => {
  it("refuses fewer than 8 characters, with the spec's wording", () => {
    expect(newPasswordProblem("seven77")).toBe("Password must be at least 8 characters");
    expect(newPasswordProblem("eight888")).toBeNull();
    const register = registerSchema.safeParse({
      name: "A",
      email: "a@example.com",
      password: "abc",
      confirmPassword: "abc",
    });
    expect(errorsOf(register)).toEqual({ password: "Password must be at least 8 characters" });
    const reset = setPasswordSchema.safeParse({ token: "t", password: "1234567", confirmPassword: "1234567" });
    expect(errorsOf(reset)).toEqual({ password: "Password must be at least 8 characters" });
    const change = changePasswordSchema.safeParse({
      currentPassword: "x",
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(errorsOf(change)).toEqual({ newPassword: "New password must be at least 8 characters long" });
  });

  it("refuses the most common passwords in any letter case, on every form", () => {
    for (const password of ["password", "PASSWORD123", "12345678", "Qwerty123", "iloveyou", "1q2w3e4r"]) {
      expect(isCommonPassword(password)).toBe(true);
      expect(newPasswordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
    }
    const input = { password: "Password1", confirmPassword: "Password1" };
    expect(errorsOf(registerSchema.safeParse({ name: "A", email: "a@example.com", ...input }))).toEqual({
      password: COMMON_PASSWORD_MESSAGE,
    });
    expect(errorsOf(setPasswordSchema.safeParse({ token: "t", ...input }))).toEqual({
      password: COMMON_PASSWORD_MESSAGE,
    });
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: "x",
          newPassword: "Password1",
          confirmPassword: "Password1",
        }),
      ),
    ).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
  });

  it("accepts the demo accounts' passwords and ordinary ones", () => {
    for (const { password } of DEMO_ACCOUNTS) expect(newPasswordProblem(password)).toBeNull();
    for (const password of ["nina-studio-42", "correct horse battery staple", "boss-pass-2031"]) {
      expect(newPasswordProblem(password)).toBeNull();
    }
  });
});
