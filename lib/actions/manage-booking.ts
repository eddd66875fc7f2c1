"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { cancelManagedBooking, rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { readManageToken } from "@/lib/bookings/manage-token";
import { getDb } from "@/db";
import { AppError, UNEXPECTED_MESSAGE } from "@/lib/errors";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import type { ActionResult } from "./result";

// Public actions of the manage-booking page: the signed token is the only credential.
const slotSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "Choose a new time");

async function run(token: string, change: (bookingId: string) => Promise<{ customerEmail: string }>, message: string): Promise<ActionResult> {
  const bookingId = readManageToken(typeof token === "string" ? token : "");
  if (!bookingId) return { ok: false, error: "This link is not valid." };
  try {
    const booking = await change(bookingId);
    scheduleMailDelivery({ to: booking.customerEmail, subject: message });
    revalidatePath(`/manage/${token}`);
    return { ok: true, message };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.message };
    console.error("Manage booking failed", error);
    return { ok: false, error: UNEXPECTED_MESSAGE };
  }
}

export async function cancelBookingByTokenAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const token = String(formData.get("token") ?? "");
  return run(token, (id) => cancelManagedBooking(getDb(), id, new Date()), "Your booking has been cancelled.");
}

export async function rescheduleBookingByTokenAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const token = String(formData.get("token") ?? "");
  const slot = slotSchema.safeParse(formData.get("slot") ?? "");
  if (!slot.success) return { ok: false, error: "Choose a new time", fieldErrors: { slot: "Choose a new time" } };
  const [date, time] = slot.data.split("T");
  return run(token, (id) => rescheduleManagedBooking(getDb(), id, date, time, new Date()), "Your booking has been moved.");
}
