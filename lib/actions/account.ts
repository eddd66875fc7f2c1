"use server";

import { signOut } from "@/auth";
import { changePassword, sendPasswordReset, updateProfile } from "./definitions/account";
import { serverAction } from "./server-action";

export const updateProfileAction = serverAction(updateProfile);
export const changePasswordAction = serverAction(changePassword);
export const sendPasswordResetAction = serverAction(sendPasswordReset);

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
