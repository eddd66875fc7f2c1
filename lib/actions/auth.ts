"use server";

import { redirect } from "next/navigation";
import { rememberRequestKnownDevice } from "@/lib/auth/known-device-cookie";
import { register, requestPasswordReset, setPassword, signIn, type PasswordSet } from "@/lib/auth/actions";
import type { ActionInput } from "./action";
import type { ActionResult } from "./result";
import { serverAction } from "./server-action";

export const signInAction = serverAction(signIn);
export const registerAction = serverAction(register);
export const requestPasswordResetAction = serverAction(requestPasswordReset);
const setPasswordOnly = serverAction(setPassword);

/**
 * Sets the password from a reset or invitation link, then goes to sign-in. The link came from the account's
 * mailbox, so this browser becomes known for it: a stranger keeping the email's sign-in delay armed cannot
 * keep its owner out here (lib/auth/known-device.ts).
 */
export async function setPasswordAction(
  previous: ActionResult<PasswordSet> | null,
  input: ActionInput,
): Promise<ActionResult<PasswordSet>> {
  const result = await setPasswordOnly(previous, input);
  if (!result.ok || !result.data) return result;
  await rememberRequestKnownDevice(result.data.email);
  redirect(result.data.signInPath);
}
