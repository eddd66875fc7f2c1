import {
  loadBookingContext,
  loadBusyDataOfStaff,
  loadServiceContexts,
  toAvailabilityInput,
  type BookingContext,
} from "@/lib/availability/booking-context";
import { countLiveBookingsByStaff } from "@/lib/availability/queries";
import { isSlotAvailable } from "@/lib/availability/slots";
import type { Database } from "@/db/client";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { AppError } from "@/lib/errors";
import { ANY_STAFF, type PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { getEnv, type BookingLimits } from "@/lib/env";
import { admitBookingSender, consumeAdmittedBookingLimits } from "@/lib/rate-limit/booking-limits";
import { resolveBusinessBrand, resolveStoredBrand } from "@/lib/business/brand";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { enqueueBookingEmails } from "./booking-emails";
import { buildCustomerCalendarLinks, type CustomerCalendarLinks } from "./customer-calendar";
import { createManageUrl } from "./manage-token";
import type { CreatedBookingSummary } from "./public-api";
import { findBookingIdByIdempotencyKey, getManagedBooking } from "./public-queries";
import { localDayRange } from "./queries";
import { bookTime, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "./book-time";
import { insertConfirmedBooking } from "./write-queries";
import { lengthInMinutes } from "@/lib/time/length";

export type CreatedPublicBooking = {
  booking: CreatedBookingSummary;
  manageUrl: string;
  calendar: CustomerCalendarLinks;
  emailedTo: string[];
};

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  "This booking request was already used for another booking. Please refresh the page and try again.";

export type CreateOptions = {
  now: Date;
  idempotencyKey?: string;
  /** The sender's address for its own limit (null when unknown: no trusted proxy). */
  clientAddress?: string | null;
  /** The public booking limits (default: from the environment). */
  limits?: BookingLimits;
};

/**
 * A customer's booking of the business with this id, in as few statements as the rules allow (measured in
 * tests/integration/bookings/booking-statements.test.ts): the idempotency replay and the sender's limit in one;
 * the business from this server's cache; then, in the booking's transaction, the staff member's turn, the slot
 * engine's re-check on what keeps them busy, the email, slot and business limits (counted only for a request that
 * could book: a refused one rolls them back), the booking, and its two emails. Of two customers racing for one slot
 * exactly one succeeds (the exclusion constraint); any refusal of the time is `slot_taken` (409), so the page
 * refreshes its times whatever made the slot go. With ANY_STAFF the server gives the time to a free staff member
 * who offers the service, the one with the fewest bookings that day first.
 *
 * With an idempotency key, a request that repeats one already booked (a retry after a lost answer, a double tap
 * racing the first) returns that booking and books nothing: `replayed` is then true.
 */
export async function createPublicBooking(
  db: Database,
  businessId: string,
  input: PublicBookingInput,
  options: CreateOptions,
): Promise<CreatedPublicBooking & { replayed: boolean }> {
  const { idempotencyKey, limits = getEnv().bookingLimits } = options;
  const sender = { clientAddress: options.clientAddress ?? null, businessId, idempotencyKey };
  const earlierId = await admitBookingSender(db, sender, limits, options.now);
  if (earlierId) return { ...(await replayBooking(db, earlierId, input)), replayed: true };
  try {
    const contexts =
      input.staffId === ANY_STAFF
        ? await loadServiceContexts(db, businessId, input.serviceId, { cached: true })
        : [await loadBookingContext(db, businessId, input.serviceId, input.staffId, { cached: true })];
    const candidates = contexts.length > 1 ? await orderFreeContexts(db, contexts, input, options.now) : contexts;
    const admit = (tx: Database) => consumeAdmittedBookingLimits(tx, { businessId, ...input }, limits, options.now);
    return { ...(await bookWithFirstFree(db, candidates, input, { ...options, admit })), replayed: false };
  } catch (error) {
    // The same request won the race a moment earlier: answer with its booking.
    if (idempotencyKey && getPgErrorCode(error) === UNIQUE_VIOLATION) {
      const earlier = await replayPublicBooking(db, businessId, idempotencyKey, input);
      if (earlier) return { ...earlier, replayed: true };
    }
    throw error;
  }
}

/** The booking an earlier request with this key made, as that request's answer; null when there is none. */
export async function replayPublicBooking(
  db: Database,
  businessId: string,
  idempotencyKey: string,
  input: Pick<PublicBookingInput, "serviceId" | "customerEmail">,
): Promise<CreatedPublicBooking | null> {
  const bookingId = await findBookingIdByIdempotencyKey(db, businessId, idempotencyKey);
  return bookingId ? replayBooking(db, bookingId, input) : null;
}

/** The earlier booking `bookingId` as its request's answer (a conflict when this request asked for another). */
async function replayBooking(
  db: Database,
  bookingId: string,
  input: Pick<PublicBookingInput, "serviceId" | "customerEmail">,
): Promise<CreatedPublicBooking> {
  const booking = await getManagedBooking(db, bookingId);
  if (!booking) throw new AppError("conflict", IDEMPOTENCY_MISMATCH_MESSAGE);
  if (booking.serviceId !== input.serviceId || booking.customerEmail !== input.customerEmail.toLowerCase()) {
    throw new AppError("conflict", IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  const manageUrl = createManageUrl({ id: booking.businessId, slug: booking.businessSlug }, booking.id);
  const brand = resolveBusinessBrand({
    name: booking.businessName,
    customization: booking.customization,
    whiteLabel: booking.whiteLabel,
  });
  return {
    booking: {
      id: booking.id,
      serviceName: booking.serviceName,
      staffName: booking.staffName,
      date: toDateInZone(booking.startsAt, booking.timeZone),
      time: toTimeInZone(booking.startsAt, booking.timeZone),
      durationMinutes: lengthInMinutes(booking),
      pricePence: booking.pricePence,
    },
    manageUrl,
    calendar: buildCustomerCalendarLinks(booking, { name: brand.name, address: booking.businessAddress }, manageUrl),
    emailedTo: [],
  };
}

/**
 * "Any professional": those who offer the service and are free at that time, in one read of their busy times,
 * ordered by the fewest bookings that day. None: `slot_taken`. (One chosen staff member is checked only inside the
 * booking's transaction.)
 */
async function orderFreeContexts(
  db: Database,
  contexts: BookingContext[],
  input: PublicBookingInput,
  now: Date,
): Promise<BookingContext[]> {
  const { business } = contexts[0];
  const staffIds = contexts.map((context) => context.staff.id);
  const [busy, dayCounts] = await Promise.all([
    loadBusyDataOfStaff(db, contexts, now),
    countLiveBookingsByStaff(db, { businessId: business.id, staffIds }, localDayRange(input.date, business.timeZone)),
  ]);
  const inputs = contexts.map((context) => toAvailabilityInput(context, busy.get(context.staff.id)!, now));
  const free = contexts
    .filter((_, index) => isSlotAvailable(inputs[index], input.date, input.time))
    .sort((a, b) => (dayCounts.get(a.staff.id) ?? 0) - (dayCounts.get(b.staff.id) ?? 0));
  if (free.length === 0) {
    const takenByBookings = inputs.some((each) => isSlotAvailable({ ...each, bookings: [] }, input.date, input.time));
    throw new AppError("slot_taken", takenByBookings ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
  }
  return free;
}

type BookOptions = CreateOptions & {
  /** Counts the request against the shared limits, inside the booking's transaction, once the time is free. */
  admit: (tx: Database) => Promise<void>;
};

/** Books the time with the first of the candidates still free under the online rules (see `bookTime`). */
async function bookWithFirstFree(
  db: Database,
  candidates: BookingContext[],
  input: PublicBookingInput,
  options: BookOptions,
): Promise<CreatedPublicBooking> {
  const request = { rules: "online", candidates, date: input.date, time: input.time, now: options.now } as const;
  return bookTime(db, request, async (tx, { candidate: context, startsAt, endsAt }) => {
    const { business, service, staff } = context;
    await options.admit(tx);
    const { customerName, customerEmail, customerPhone, notes } = input;
    const customer = { customerName, customerEmail, customerPhone, notes };
    const { idempotencyKey } = options;
    const booked = { businessId: business.id, service, staff, customer, startsAt, endsAt, idempotencyKey };
    const row = await insertConfirmedBooking(tx, booked);
    const manageUrl = createManageUrl(business, row.id);
    const emailedTo = await enqueueBookingEmails(tx, context, { ...row, ...customer }, manageUrl);
    const booking = {
      id: row.id,
      serviceName: service.name,
      staffName: staff.name,
      date: input.date,
      time: input.time,
      durationMinutes: service.durationMinutes,
      pricePence: service.pricePence,
    };
    const calendar = buildCustomerCalendarLinks(
      { serviceName: service.name, staffName: staff.name, startsAt, endsAt },
      { name: resolveStoredBrand(business).brand.name, address: business.address },
      manageUrl,
    );
    return { booking, manageUrl, calendar, emailedTo };
  });
}
