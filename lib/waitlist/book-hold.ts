import type { Database } from "@/db/client";
import { loadBookingContext } from "@/lib/availability/booking-context";
import { bookTime } from "@/lib/bookings/book-time";
import { enqueueBookingEmails } from "@/lib/bookings/booking-emails";
import { createManageUrl } from "@/lib/bookings/manage-token";
import { insertConfirmedBooking } from "@/lib/bookings/write-queries";
import { AppError } from "@/lib/errors";
import { hashHoldToken, isHoldTokenShape } from "./hold-token";
import { findHoldDetails, findHoldIdByTokenHash, type HoldDetails } from "./offer-queries";

export const OFFER_NOT_FOUND_MESSAGE = "This offer link is not valid.";

/** The hold behind an offer link (any status), or `not_found`. */
export async function loadHoldByToken(db: Database, token: string): Promise<HoldDetails> {
  const holdId = isHoldTokenShape(token) ? await findHoldIdByTokenHash(db, hashHoldToken(token)) : null;
  const hold = holdId ? await findHoldDetails(db, holdId) : null;
  if (!hold) throw new AppError("not_found", OFFER_NOT_FOUND_MESSAGE);
  return hold;
}

/**
 * The holder books the held time (the offer page's Book button): through `bookTime` with the hold's id, which
 * takes the hold in the same transaction, under the owner's rules (the time was the business's offer; only the
 * constraints judge it), with the usual confirmation and notice. `conflict` when the hold has ended.
 */
export async function bookWaitlistHold(db: Database, token: string): Promise<{ bookingId: string; manageUrl: string }> {
  const hold = await loadHoldByToken(db, token);
  const context = await loadBookingContext(db, hold.businessId, hold.serviceId, hold.staffId);
  const request = {
    rules: "owner",
    candidates: [context.staff],
    startsAt: hold.startsAt,
    endsAt: hold.endsAt,
    waitlistHoldId: hold.id,
  } as const;
  return bookTime(db, request, async (tx, { startsAt, endsAt }) => {
    const customer = { customerName: hold.name, customerEmail: hold.email, customerPhone: hold.phone, notes: "" };
    const row = await insertConfirmedBooking(tx, {
      businessId: hold.businessId,
      service: context.service,
      staff: context.staff,
      customer,
      startsAt,
      endsAt,
      waitlistHoldId: hold.id,
    });
    const manageUrl = createManageUrl(context.business, row.id);
    await enqueueBookingEmails(tx, context, { ...row, ...customer }, manageUrl);
    return { bookingId: row.id, manageUrl };
  });
}
