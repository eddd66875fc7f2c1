"use server";

import { revalidatePath } from "next/cache";
import { performAction, type ActionInput } from "./action";
import {
  createStaffLogin,
  createStaffMember,
  deleteStaffMember,
  updateStaffMember,
  type StaffActionResult,
  type StaffLoginResult,
} from "./definitions/staff";
import type { ActionResult } from "./result";

export async function createStaffMemberAction(_previous: ActionResult<StaffActionResult> | null, input: ActionInput) {
  const result = await performAction(createStaffMember, input);
  if (result.ok) revalidatePath("/dashboard/staff");
  return result;
}

export async function updateStaffMemberAction(_previous: ActionResult<StaffActionResult> | null, input: ActionInput) {
  const result = await performAction(updateStaffMember, input);
  if (result.ok) revalidatePath("/dashboard/staff");
  return result;
}

export async function deleteStaffMemberAction(_previous: ActionResult<StaffActionResult> | null, input: ActionInput) {
  const result = await performAction(deleteStaffMember, input);
  if (result.ok) revalidatePath("/dashboard/staff");
  return result;
}

export async function createStaffLoginAction(_previous: ActionResult<StaffLoginResult> | null, input: ActionInput) {
  const result = await performAction(createStaffLogin, input);
  if (result.ok) revalidatePath("/dashboard/staff");
  return result;
}
