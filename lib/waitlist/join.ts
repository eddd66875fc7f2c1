import type { Database } from "@/db/client";
import { loadBookableBusiness } from "@/lib/availability/booking-context";
import { canStaffPerformService } from "@/lib/availability/eligibility";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { AppError } from "@/lib/errors";
import { formatDateRange } from "@/lib/format/date-range";
import { enqueueMail } from "@/lib/mail/outbox";
import { emailRateLimitKey } from "@/lib/rate-limit/email-key";
import { consumeRateLimits } from "@/lib/rate-limit/limiter";
import { toDateInZone } from "@/lib/time/zoned-time";
import { countLiveEntries, insertEntry, lockEntriesOf } from "./entry-queries";
import { timeWindowOf, type JoinWaitlistInput } from "./join-schema";
import { createLeaveUrl } from "./leave-token";

/** Limits against abuse: live entries per email per business, joins per email a day, joins per business an hour. */
export const WAITLIST_LIMITS = { liveEntriesPerEmail: 3, joinsPerEmailPerDay: 10, joinsPerBusinessPerHour: 60 };
export const TOO_MANY_ENTRIES_MESSAGE = `You are already on this waitlist ${WAITLIST_LIMITS.liveEntriesPerEmail} times. Leave one (the link is in its email) to join again.`;
export const TOO_MANY_JOINS_MESSAGE = "Too many waitlist requests from this email today. Please try again tomorrow.";
export const BUSY_WAITLIST_MESSAGE = "This waitlist is very busy. Please try again in an hour.";
export const JOINED_MESSAGE = "You are on the waitlist. We will email you when a time comes up.";

/**
 * A customer joins the business's waitlist: the service (active) and the professional (active, doing it; or any),
 * dates from today on (the business's zone), within the limits. Emails them a confirmation with the leave link.
 */
export async function joinWaitlist(
  db: Database,
  businessId: string,
  input: JoinWaitlistInput,
  now: Date,
): Promise<{ entryId: string }> {
  const business = await loadBookableBusiness(db, businessId, { cached: true });
  if (!business) throw new AppError("not_found", "Business not found");
  const service = business.services.find((candidate) => candidate.id === input.serviceId);
  if (!service) throw new AppError("invalid", "This service is not available. Please choose another.");
  const staff = input.staffId === ANY_STAFF ? null : business.staffMembers.find((each) => each.id === input.staffId);
  if (input.staffId !== ANY_STAFF && (!staff || !canStaffPerformService(staff, service.id))) {
    throw new AppError("invalid", "This professional does not offer this service. Please choose another.");
  }
  if (input.dateTo < toDateInZone(now, business.timeZone)) {
    throw new AppError("invalid", "Choose dates from today on.", {
      fieldErrors: { dateTo: "Choose dates from today on" },
    });
  }
  const email = input.customerEmail.toLowerCase();
  const window = timeWindowOf(input);
  const entry = await db.transaction(async (tx) => {
    await consumeRateLimits(
      tx,
      [
        {
          key: emailRateLimitKey("waitlist-email", email),
          limit: WAITLIST_LIMITS.joinsPerEmailPerDay,
          windowMs: 24 * 3_600_000,
          message: TOO_MANY_JOINS_MESSAGE,
        },
        {
          key: `waitlist-business:${businessId}`,
          limit: WAITLIST_LIMITS.joinsPerBusinessPerHour,
          windowMs: 3_600_000,
          message: BUSY_WAITLIST_MESSAGE,
        },
      ],
      now,
    );
    await lockEntriesOf(tx, businessId, email);
    if ((await countLiveEntries(tx, businessId, email)) >= WAITLIST_LIMITS.liveEntriesPerEmail) {
      throw new AppError("rate_limited", TOO_MANY_ENTRIES_MESSAGE);
    }
    const row = await insertEntry(tx, {
      businessId,
      serviceId: service.id,
      staffId: staff?.id ?? null,
      dateFrom: input.dateFrom,
      dateTo: input.dateTo,
      timeFrom: window.from,
      timeTo: window.to,
      name: input.customerName,
      email,
      phone: input.customerPhone,
    });
    const leaveUrl = createLeaveUrl(business, row.id);
    const text = [
      `Hello ${input.customerName},`,
      "",
      `You are on the waitlist at ${business.name} for ${service.name}${staff ? ` with ${staff.name}` : ""}, ` +
        `${formatDateRange(input.dateFrom, input.dateTo)}, ${window.from}-${window.to === "24:00" ? "close" : window.to}.`,
      "When a matching time comes up we will email you a link that holds it for you for a short while.",
      "",
      `To leave the waitlist: ${leaveUrl}`,
    ].join("\n");
    await enqueueMail(tx, { to: email, subject: `You are on the waitlist at ${business.name}`, text, businessId });
    return row;
  });
  return { entryId: entry.id };
}
