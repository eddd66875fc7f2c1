"use server";

import { revalidatePath } from "next/cache";
import { performAction, type ActionInput } from "./action";
import { saveBusiness, type SaveBusinessResult } from "./definitions/business";
import type { ActionResult } from "./result";

export async function saveBusinessAction(_previous: ActionResult<SaveBusinessResult> | null, input: ActionInput) {
  const result = await performAction(saveBusiness, input);
  // The business name shows in the dashboard's top bar, so the whole dashboard refreshes.
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}
