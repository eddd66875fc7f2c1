import type { Database } from "@/db/client";
import { formatDayDateTime } from "@/lib/format/date-time";
import { enqueueMail } from "@/lib/mail/outbox";
import { createLeaveUrl, createOfferUrl } from "./leave-token";
import type { HoldDetails } from "./offer-queries";

/** The offer email: the held time, until when it is held, the link that books it and the link to leave. */
export async function enqueueOfferEmail(db: Database, hold: HoldDetails, token: string): Promise<string> {
  const business = { id: hold.businessId, slug: hold.businessSlug };
  const when = formatDayDateTime(hold.startsAt, hold.timeZone);
  const until = formatDayDateTime(hold.expiresAt, hold.timeZone);
  const offerUrl = createOfferUrl(business, token);
  const leaveUrl = createLeaveUrl(business, hold.entryId);
  const text = [
    `Hello ${hold.name},`,
    "",
    `A time has come up at ${hold.businessName}: ${hold.serviceName} with ${hold.staffName}, ${when}.`,
    `It is held for you until ${until}. Book it here:`,
    offerUrl,
    "",
    "If it is no longer needed, do nothing and it goes to the next person on the waitlist.",
    `To leave the waitlist: ${leaveUrl}`,
  ].join("\n");
  return enqueueMail(db, {
    to: hold.email,
    subject: `A time has come up: ${hold.serviceName} at ${hold.businessName}`,
    text,
    businessId: hold.businessId,
  });
}
