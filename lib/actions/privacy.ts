"use server";

import { signOut } from "@/auth";
import { deleteBusiness, eraseCustomer, saveRetentionSetting } from "@/lib/privacy/actions";
import type { ActionInput } from "./action";
import type { ActionResult } from "./result";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// The customer list and the erased customer's page both change.
export const eraseCustomerAction = serverAction(eraseCustomer, {
  revalidate: { path: "/dashboard/customers", type: "layout" },
});

export const saveRetentionSettingAction = serverAction(saveRetentionSetting, { revalidate: "/dashboard/privacy" });

const deleteBusinessOnly = serverAction(deleteBusiness, { revalidate: WHOLE_DASHBOARD });

/**
 * Deletes the business, then ends this browser's session and goes to the sign-in page with a notice.
 * Every other session of its people already fails: their accounts are gone (requireUser loads users fresh).
 */
export async function deleteBusinessAction(
  previous: ActionResult<undefined> | null,
  input: ActionInput,
): Promise<ActionResult<undefined>> {
  const result = await deleteBusinessOnly(previous, input);
  if (result.ok) await signOut({ redirectTo: "/login?deleted=1" });
  return result;
}
