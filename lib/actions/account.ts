"use server";

import { signOut } from "@/auth";
import { performAction, type ActionInput } from "./action";
import { changePassword, sendPasswordReset, updateProfile } from "./definitions/account";
import type { ActionResult } from "./result";

export async function updateProfileAction(_previous: ActionResult<{ emailChanged: boolean }> | null, input: ActionInput) {
  return performAction(updateProfile, input);
}

export async function changePasswordAction(_previous: ActionResult | null, input: ActionInput) {
  return performAction(changePassword, input);
}

export async function sendPasswordResetAction(_previous: ActionResult | null, input: ActionInput) {
  return performAction(sendPasswordReset, input);
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
