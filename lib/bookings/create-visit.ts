import { loadVisitContexts } from "@/lib/availability/visit-context";
import type { Database } from "@/db/client";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { AppError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { admitBookingSender, consumeAdmittedBookingLimits } from "@/lib/rate-limit/booking-limits";
import { resolveBusinessBrand, resolveStoredBrand } from "@/lib/business/brand";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { lengthInMinutes } from "@/lib/time/length";
import { enqueueVisitEmails, type BookedPart } from "./booking-emails";
import { bookVisit } from "./book-visit";
import { buildCustomerCalendarLinks } from "./customer-calendar";
import { IDEMPOTENCY_MISMATCH_MESSAGE, type CreateOptions } from "./create-booking";
import { createManageUrl } from "./manage-token";
import type { VisitCreatedResponse } from "./public-api";
import type { PublicVisitInput } from "./public-booking-schema";
import { findBookingIdByIdempotencyKey } from "./public-queries";
import { getBookedVisit } from "./visit-queries";
import { summarizeVisit } from "./visit-summary";
import { insertVisitBookings } from "./write-queries";

export type CreatedPublicVisit = VisitCreatedResponse & { emailedTo: string[] };

/**
 * A customer's booking of a visit of several services, under the same rules as a booking of one
 * (`createPublicBooking`): the idempotency replay and the sender's limit first; then, in one transaction
 * (`bookVisit`), every candidate's turn, the visit engine's plan on their busy times read again, the email, slot and
 * business limits (counted once for the visit), a booking per service and ONE confirmation covering them all. The
 * exclusion constraint has the last word on every service, so a visit is booked whole or not at all; any refusal
 * of the time is `slot_taken` (409). The Idempotency-Key is kept on the visit's first booking.
 */
export async function createPublicVisit(
  db: Database,
  businessId: string,
  input: PublicVisitInput,
  options: CreateOptions,
): Promise<CreatedPublicVisit & { replayed: boolean }> {
  const { idempotencyKey, limits = getEnv().bookingLimits, now } = options;
  const sender = { clientAddress: options.clientAddress ?? null, businessId, idempotencyKey };
  const earlierId = await admitBookingSender(db, sender, limits, now);
  if (earlierId) return { ...(await replayVisit(db, businessId, earlierId, input)), replayed: true };
  try {
    const contexts = await loadVisitContexts(db, businessId, input.items, { cached: true });
    const request = { contexts, staffing: input.staffing, date: input.date, time: input.time, now };
    const created = await bookVisit(db, request, async (tx, plan) => {
      const { business } = plan[0].context;
      const attempt = { businessId, customerEmail: input.customerEmail, date: input.date, time: input.time };
      await consumeAdmittedBookingLimits(tx, { ...attempt, staffId: input.items[0].staffId }, limits, now);
      const { customerName, customerEmail, customerPhone, notes } = input;
      const customer = { customerName, customerEmail, customerPhone, notes };
      const items = plan.map(({ context, startsAt, endsAt }, index) => ({
        service: context.service,
        staff: context.staff,
        startsAt,
        endsAt,
        idempotencyKey: index === 0 ? idempotencyKey : undefined,
      }));
      const { visitId, bookings } = await insertVisitBookings(tx, businessId, items, customer);
      const parts: BookedPart[] = bookings.map((row, index) => ({
        id: row.id,
        serviceName: plan[index].context.service.name,
        staffName: plan[index].context.staff.name,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        pricePence: plan[index].context.service.pricePence,
      }));
      const manageUrl = createManageUrl(business, parts[0].id);
      const emailedTo = await enqueueVisitEmails(tx, business, customer, parts, manageUrl);
      const brand = resolveStoredBrand(business).brand;
      return toCreatedVisit(
        visitId,
        parts,
        { timeZone: business.timeZone, name: brand.name, address: business.address },
        manageUrl,
        emailedTo,
      );
    });
    return { ...created, replayed: false };
  } catch (error) {
    // The same request won the race a moment earlier: answer with its visit.
    if (idempotencyKey && getPgErrorCode(error) === UNIQUE_VIOLATION) {
      const bookingId = await findBookingIdByIdempotencyKey(db, businessId, idempotencyKey);
      if (bookingId) return { ...(await replayVisit(db, businessId, bookingId, input)), replayed: true };
    }
    throw error;
  }
}

type AnswerBusiness = { timeZone: string; name: string; address: string };

function toCreatedVisit(
  visitId: string,
  parts: readonly BookedPart[],
  business: AnswerBusiness,
  manageUrl: string,
  emailedTo: string[],
): CreatedPublicVisit {
  const summary = summarizeVisit(parts);
  const dateOf = (instant: Date) => toDateInZone(instant, business.timeZone);
  const timeOf = (instant: Date) => toTimeInZone(instant, business.timeZone);
  return {
    visit: {
      id: visitId,
      serviceName: summary.serviceName,
      staffName: summary.staffName,
      date: dateOf(summary.startsAt),
      time: timeOf(summary.startsAt),
      durationMinutes: summary.durationMinutes,
      pricePence: summary.pricePence,
      items: parts.map((part) => ({
        bookingId: part.id,
        serviceName: part.serviceName,
        staffName: part.staffName,
        date: dateOf(part.startsAt),
        time: timeOf(part.startsAt),
        durationMinutes: lengthInMinutes(part),
        pricePence: part.pricePence,
      })),
    },
    manageUrl,
    calendar: buildCustomerCalendarLinks(summary, { name: business.name, address: business.address }, manageUrl),
    emailedTo,
  };
}

/** The visit an earlier request with the same key booked, as that request's answer (a conflict if it asked otherwise). */
async function replayVisit(
  db: Database,
  businessId: string,
  bookingId: string,
  input: PublicVisitInput,
): Promise<CreatedPublicVisit> {
  const visit = await getBookedVisit(db, businessId, bookingId);
  const asked = input.items.map((item) => item.serviceId).join(",");
  if (
    !visit ||
    visit.parts.map((part) => part.serviceId).join(",") !== asked ||
    visit.customerEmail !== input.customerEmail.toLowerCase()
  ) {
    throw new AppError("conflict", IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  const manageUrl = createManageUrl({ id: businessId, slug: visit.businessSlug }, visit.parts[0].id);
  const brand = resolveBusinessBrand({
    name: visit.businessName,
    customization: visit.customization,
    whiteLabel: visit.whiteLabel,
  });
  const business = { timeZone: visit.timeZone, name: brand.name, address: visit.businessAddress };
  return toCreatedVisit(visit.visitId, visit.parts, business, manageUrl, []);
}
