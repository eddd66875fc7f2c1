"use server";

import { revalidatePath } from "next/cache";
import { performAction, type ActionInput } from "./action";
import { createService, deleteService, updateService, type ServiceActionResult } from "./definitions/services";
import type { ActionResult } from "./result";

// Services show on the services screen, the overview stats and every other dashboard screen
// that lists them, so the whole dashboard refreshes after a change.

export async function createServiceAction(_previous: ActionResult<ServiceActionResult> | null, input: ActionInput) {
  const result = await performAction(createService, input);
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}

export async function updateServiceAction(_previous: ActionResult<ServiceActionResult> | null, input: ActionInput) {
  const result = await performAction(updateService, input);
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}

export async function deleteServiceAction(_previous: ActionResult<ServiceActionResult> | null, input: ActionInput) {
  const result = await performAction(deleteService, input);
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}
