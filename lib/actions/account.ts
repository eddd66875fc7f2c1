"use server";

import { auth, signOut, unstable_update } from "@/auth";
import { createSessionReissueProof } from "@/lib/auth/session-reissue";
import {
  changePassword,
  sendPasswordReset,
  updateProfile,
  type PasswordChanged,
  type ProfileUpdated,
} from "@/lib/auth/account-actions";
import type { ActionInput } from "./action";
import type { ActionResult } from "./result";
import { serverAction } from "./server-action";

const updateProfileOnly = serverAction(updateProfile);
const changePasswordOnly = serverAction(changePassword);

/**
 * A password or email change ends every session (a new session version); this browser's session is
 * re-issued with the new version, so the person who made the change stays signed in.
 */
async function keepThisSessionSignedIn(result: ActionResult<{ sessionVersion?: number }>): Promise<void> {
  const toVersion = result.ok ? result.data?.sessionVersion : undefined;
  if (toVersion === undefined) return;
  const session = await auth();
  if (!session?.user?.id) return;
  const reissue = createSessionReissueProof({
    userId: session.user.id,
    fromVersion: session.sessionVersion,
    toVersion,
  });
  // Auth.js types the update as a partial session; the jwt callback reads only the proof.
  await unstable_update({ reissue } as Parameters<typeof unstable_update>[0]);
}

export async function updateProfileAction(
  previous: ActionResult<ProfileUpdated> | null,
  input: ActionInput,
): Promise<ActionResult<ProfileUpdated>> {
  const result = await updateProfileOnly(previous, input);
  await keepThisSessionSignedIn(result);
  return result;
}

export async function changePasswordAction(
  previous: ActionResult<PasswordChanged> | null,
  input: ActionInput,
): Promise<ActionResult<PasswordChanged>> {
  const result = await changePasswordOnly(previous, input);
  await keepThisSessionSignedIn(result);
  return result;
}

export const sendPasswordResetAction = serverAction(sendPasswordReset);

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
