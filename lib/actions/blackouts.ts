"use server";

import { revalidatePath } from "next/cache";
import { performAction, type ActionInput } from "./action";
import { createBlackout, deleteBlackout, updateBlackout, type BlackoutActionResult } from "./definitions/blackouts";
import type { ActionResult } from "./result";

const BLACKOUTS_PATH = "/dashboard/blackouts";

export async function createBlackoutAction(_previous: ActionResult<BlackoutActionResult> | null, input: ActionInput) {
  const result = await performAction(createBlackout, input);
  if (result.ok) revalidatePath(BLACKOUTS_PATH);
  return result;
}

export async function updateBlackoutAction(_previous: ActionResult<BlackoutActionResult> | null, input: ActionInput) {
  const result = await performAction(updateBlackout, input);
  if (result.ok) revalidatePath(BLACKOUTS_PATH);
  return result;
}

export async function deleteBlackoutAction(_previous: ActionResult<BlackoutActionResult> | null, input: ActionInput) {
  const result = await performAction(deleteBlackout, input);
  if (result.ok) revalidatePath(BLACKOUTS_PATH);
  return result;
}
