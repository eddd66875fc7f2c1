import { z } from "zod";
import { defineAction } from "@/lib/actions/action";
import { AppError } from "@/lib/errors";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { bookWaitlistHold } from "./book-hold";
import { removeEntry, findEntryWithBusiness } from "./entry-queries";
import { readLeaveToken } from "./leave-token";
import { scheduleWaitlistOffers } from "./request-offers";

export const INVALID_LEAVE_LINK_MESSAGE = "This link is not valid.";
export const LEFT_MESSAGE = "You have left the waitlist.";
export const OFFER_BOOKED_MESSAGE = "Booked. Your confirmation is on its way by email.";

const tokenField = z.string().min(1).max(200);

/** The offer page's Book button: the holder books the held time (signed by the link's secret). */
export const bookWaitlistOffer = defineAction({
  access: "public",
  schema: z.object({ token: tokenField }),
  async handler({ token }, { db }) {
    const booked = await bookWaitlistHold(db, token);
    scheduleMailDelivery({ to: "waitlist holder", subject: `Booking ${booked.bookingId}` });
    return { ok: true, message: OFFER_BOOKED_MESSAGE };
  },
});

/** The leave link in every waitlist email: the entry leaves, a time held for it goes to the next customer. */
export const leaveWaitlist = defineAction({
  access: "public",
  schema: z.object({ token: tokenField }),
  async handler({ token }, { db }) {
    const entryId = readLeaveToken(token);
    const entry = entryId ? await findEntryWithBusiness(db, entryId) : null;
    if (!entry) throw new AppError("not_found", INVALID_LEAVE_LINK_MESSAGE);
    if (await removeEntry(db, entry.businessId, entry.id)) scheduleWaitlistOffers();
    return { ok: true, message: LEFT_MESSAGE };
  },
});
