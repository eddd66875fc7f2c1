"use server";

import { revalidatePath } from "next/cache";
import { performAction, type ActionInput } from "./action";
import { saveWhiteLabel, type SaveWhiteLabelResult } from "./definitions/white-label";
import type { ActionResult } from "./result";

export async function saveWhiteLabelAction(_previous: ActionResult<SaveWhiteLabelResult> | null, input: ActionInput) {
  const result = await performAction(saveWhiteLabel, input);
  // The slug appears in links across the dashboard (booking page, staff invites), so all of it refreshes.
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}
