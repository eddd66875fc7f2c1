"use server";

import { revalidatePath } from "next/cache";
import { performAction, type ActionInput } from "./action";
import { deleteBooking, updateBookingStatus, type BookingActionResult } from "./definitions/bookings";
import type { ActionResult } from "./result";

// A booking shows on the bookings list, the overview (stats, recent bookings), the notifications
// and analytics, so the whole dashboard refreshes after a change. Called here, not in the handler:
// revalidatePath throws outside a request (integration tests run the handlers directly).

export async function updateBookingStatusAction(_previous: ActionResult<BookingActionResult> | null, input: ActionInput) {
  const result = await performAction(updateBookingStatus, input);
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}

export async function deleteBookingAction(_previous: ActionResult<BookingActionResult> | null, input: ActionInput) {
  const result = await performAction(deleteBooking, input);
  if (result.ok) revalidatePath("/dashboard", "layout");
  return result;
}
