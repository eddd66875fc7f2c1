import { keepBookedLength, loadBookingContext, type MovingBooking } from "@/lib/availability/booking-context";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { getVisitAvailability, keepVisitBookedLengths, loadVisitContexts } from "@/lib/availability/visit-context";
import type { DaySlots } from "@/lib/availability/slots";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { createBookingsCalendar, type CalendarBooking } from "@/lib/calendar/booking-ics";
import { enqueueMail } from "@/lib/mail/outbox";
import type { MailAttachment } from "@/lib/mail/outbox-queries";
import { formatDayDateTime } from "@/lib/format/date-time";
import { resolveBusinessBrand } from "@/lib/business/brand";
import {
  buildCancellationEmail,
  buildMovedEmail,
  type CustomerEmailBooking,
  type CustomerEmailBusiness,
} from "./customer-emails";
import { createManageUrl, readManageToken } from "./manage-token";
import {
  getManagedAppointment,
  type ManagedAppointment,
  type ManagedBooking,
  type ManagedVisitPart,
} from "./public-queries";
import { bookTime } from "./book-time";
import { bookVisit } from "./book-visit";
import { summarizeVisit } from "./visit-summary";
import { cancelBooking, moveBooking, moveVisitBookings } from "./write-queries";
import { lengthInMinutes } from "@/lib/time/length";
import { processingOf } from "@/lib/availability/busy-parts";
import { findCustomerResourceNames, joinResourceNames } from "@/lib/resources/hold-queries";

/**
 * What a manage link acts on: the booking, or, when it belongs to a visit, the whole visit. For a visit the
 * booking's fields describe the visit (its services joined, its first start and last end, its total price, the
 * first service's status, so the notice rule is judged on the visit's first start) and `parts` lists its live
 * bookings in order (every one of them once all are cancelled); `parts` is empty for a booking of one.
 */
export type ManagedLink = ManagedBooking & { parts: ManagedVisitPart[] };

export const isVisit = (booking: ManagedLink) => booking.parts.length > 0;

function toManagedLink({ visitParts, ...booking }: ManagedAppointment): ManagedLink {
  if (visitParts.length === 0) return { ...booking, parts: [] };
  const live = visitParts.filter((part) => part.status !== "cancelled");
  const parts = live.length > 0 ? live : visitParts;
  const visit = summarizeVisit(parts);
  return {
    ...booking,
    status: parts[0].status,
    serviceName: visit.serviceName,
    staffName: visit.staffName,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    pricePence: visit.pricePence,
    parts,
  };
}

/** The booking behind a manage link, or its whole visit (`ManagedLink`); null when there is none. */
export async function getManagedLink(db: Database, bookingId: string): Promise<ManagedLink | null> {
  const appointment = await getManagedAppointment(db, bookingId);
  return appointment ? toManagedLink(appointment) : null;
}

/** The booking as its customer's emails describe it (a visit with each of its services). */
function toEmailBooking(booking: ManagedBooking & { parts?: readonly ManagedVisitPart[] }): CustomerEmailBooking {
  return {
    ...booking,
    durationMinutes: lengthInMinutes(booking),
    parts: booking.parts && booking.parts.length > 1 ? booking.parts : undefined,
  };
}

function toEmailBusiness(booking: ManagedBooking): CustomerEmailBusiness {
  return {
    brand: resolveBusinessBrand({
      name: booking.businessName,
      customization: booking.customization,
      whiteLabel: booking.whiteLabel,
    }),
    address: booking.businessAddress,
    timeZone: booking.timeZone,
    showPricing: booking.customization.showPricing,
  };
}

const ALREADY_CANCELLED_MESSAGE = "This booking has been cancelled.";

/**
 * The changed booking as an .ics for the customer's mail, with the SEQUENCE the database now holds, so a
 * calendar that imported the confirmation updates the same event (same UID) instead of adding another.
 */
/** The booking's manage link (the customer's way back to it, also the .ics event's URL). */
function manageUrlOf(booking: ManagedBooking): string {
  return createManageUrl({ id: booking.businessId, slug: booking.businessSlug }, booking.id);
}

type ChangedEvent = Pick<CalendarBooking, "id" | "serviceName" | "staffName" | "startsAt" | "endsAt"> & {
  status: ManagedBooking["status"];
  sequence: number;
};

/**
 * The changed events (one, or every service of a visit) as one .ics for the customer, with the manage link as
 * their URL like the confirmation's.
 */
function changedEventsAttachment(booking: ManagedBooking, events: readonly ChangedEvent[]): MailAttachment {
  const manageUrl = manageUrlOf(booking);
  const updatedAt = new Date();
  return {
    filename: `booking-${events[0].id}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: createBookingsCalendar(
      events.map((event) => ({ ...event, customerName: booking.customerName, updatedAt })),
      { name: booking.businessName, address: booking.businessAddress, slug: booking.businessSlug },
      { urlFor: () => manageUrl },
    ),
  };
}

/** The changed event of one booking for the customer's calendar. */
function changedBookingAttachment(
  booking: ManagedBooking,
  change: { startsAt: Date; endsAt: Date; status: ManagedBooking["status"]; sequence: number },
): MailAttachment {
  return changedEventsAttachment(booking, [{ ...booking, ...change }]);
}

/** Why the customer may not change this booking online now, or null when they may. */
export function getChangeRefusal(booking: ManagedBooking, now: Date): string | null {
  if (booking.status === "cancelled") return ALREADY_CANCELLED_MESSAGE;
  if (booking.status === "completed") return "This appointment has already taken place.";
  if (booking.startsAt.getTime() <= now.getTime()) return "This appointment has already started.";
  const noticeMs = booking.cancellationNoticeHours * 60 * 60_000;
  if (booking.startsAt.getTime() - now.getTime() < noticeMs) {
    return `Bookings can't be changed online less than ${booking.cancellationNoticeHours} hours before the appointment. Please contact ${booking.businessName} directly.`;
  }
  return null;
}

/**
 * A manage link works until a day after the appointment ends, then it shows nothing of the booking.
 * Judged on the booking's current end (not a date inside the token), so a rescheduled booking's
 * link follows the new time, and links sent before expiry existed expire by the same rule.
 */
export const MANAGE_LINK_GRACE_MS = 24 * 60 * 60_000;
export const EXPIRED_MANAGE_LINK_MESSAGE =
  "This link has expired. Please contact the business directly if you need help with this booking.";

export function isManageLinkExpired(booking: { endsAt: Date }, now: Date): boolean {
  return now.getTime() > booking.endsAt.getTime() + MANAGE_LINK_GRACE_MS;
}

export type ManageLinkLookup =
  | { state: "invalid" }
  // The page shows only the business's brand of an expired link's booking, nothing of the booking.
  | { state: "expired"; booking: ManagedLink }
  | { state: "found"; booking: ManagedLink };

/**
 * What a manage link leads to: nothing (not genuine, or no such booking), an expired link, or the booking (its
 * whole visit when it belongs to one: the link of any booking of a visit shows the same visit).
 */
export async function loadManagedBookingByToken(db: Database, token: string, now: Date): Promise<ManageLinkLookup> {
  const bookingId = readManageToken(token);
  const booking = bookingId ? await getManagedLink(db, bookingId) : null;
  if (!booking) return { state: "invalid" };
  if (isManageLinkExpired(booking, now)) return { state: "expired", booking };
  return { state: "found", booking };
}

/** The booking, when the customer may still change it online; otherwise the reason, as a 404 or 409. */
async function loadChangeableBooking(db: Database, bookingId: string, now: Date): Promise<ManagedLink> {
  const booking = await getManagedLink(db, bookingId);
  if (!booking) throw new AppError("not_found", "Booking not found");
  if (isManageLinkExpired(booking, now)) throw new AppError("not_found", EXPIRED_MANAGE_LINK_MESSAGE);
  const refusal = getChangeRefusal(booking, now);
  if (refusal) throw new AppError("conflict", refusal);
  return booking;
}

/**
 * Cancels by link. The cancellation and its emails commit together, and only the request whose
 * conditional update changed the row sends them: a double submit cancels once and emails once.
 */
export async function cancelManagedBooking(db: Database, bookingId: string, now: Date): Promise<ManagedLink> {
  const booking = await loadChangeableBooking(db, bookingId, now);
  if (isVisit(booking)) return cancelManagedVisit(db, booking);
  const when = formatDayDateTime(booking.startsAt, booking.timeZone);
  await db.transaction(async (tx) => {
    const sequence = await cancelBooking(tx, booking);
    if (sequence === null) throw new AppError("conflict", ALREADY_CANCELLED_MESSAGE);
    await enqueueMail(tx, {
      businessId: booking.businessId,
      bookingId: booking.id,
      to: booking.customerEmail,
      ...buildCancellationEmail(toEmailBooking(booking), toEmailBusiness(booking)),
      attachments: [
        changedBookingAttachment(booking, {
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          status: "cancelled",
          sequence,
        }),
      ],
    });
    if (booking.businessEmail) {
      await enqueueMail(tx, {
        businessId: booking.businessId,
        bookingId: booking.id,
        to: booking.businessEmail,
        subject: `Cancelled: ${booking.customerName}, ${when}`,
        text: `${booking.customerName} cancelled ${booking.serviceName} on ${when}.`,
      });
    }
  });
  return { ...booking, status: "cancelled" };
}

/**
 * A visit cancelled whole, in one transaction: each booking by its own conditional update (a double submit
 * finds one already cancelled and rolls back, so it cancels once and emails once), ONE email to the customer
 * listing the services with one .ics of every event cancelled (its new SEQUENCE), and one notice to the business.
 */
async function cancelManagedVisit(db: Database, booking: ManagedLink): Promise<ManagedLink> {
  const when = formatDayDateTime(booking.startsAt, booking.timeZone);
  const parts = await db.transaction(async (tx) => {
    const cancelled: ManagedVisitPart[] = [];
    for (const part of booking.parts) {
      const sequence = await cancelBooking(tx, { id: part.id, businessId: booking.businessId });
      if (sequence === null) throw new AppError("conflict", ALREADY_CANCELLED_MESSAGE);
      cancelled.push({ ...part, status: "cancelled", sequence });
    }
    const first = cancelled[0];
    await enqueueMail(tx, {
      businessId: booking.businessId,
      bookingId: first.id,
      to: booking.customerEmail,
      ...buildCancellationEmail(toEmailBooking({ ...booking, parts: cancelled }), toEmailBusiness(booking)),
      attachments: [changedEventsAttachment(booking, cancelled)],
    });
    if (booking.businessEmail) {
      await enqueueMail(tx, {
        businessId: booking.businessId,
        bookingId: first.id,
        to: booking.businessEmail,
        subject: `Cancelled: ${booking.customerName}, ${when}`,
        text: `${booking.customerName} cancelled ${describeVisitParts(cancelled)} on ${when}.`,
      });
    }
    return cancelled;
  });
  return { ...booking, status: "cancelled", parts };
}

/** "Full Colour with Emma, then Haircut & Style with Emma": a visit's services for the business's notices. */
function describeVisitParts(parts: readonly ManagedVisitPart[]): string {
  return parts.map((part) => `${part.serviceName} with ${part.staffName}`).join(", then ");
}

/**
 * The whole booking window for moving the booking: every day, with its free times (the booking's own
 * time included) or, when it has none, the reason (closed, fully booked), so the picker shows each date.
 * Null when the service or staff member is gone.
 */
export async function getRescheduleOptions(
  db: Database,
  booking: ManagedBooking & { parts?: readonly ManagedVisitPart[] },
  now: Date,
): Promise<DaySlots[] | null> {
  const parts = booking.parts ?? [];
  if (parts.length > 0) return getVisitRescheduleOptions(db, booking.businessId, parts, now);
  if (!booking.serviceId || !booking.staffId) return null;
  try {
    const { days } = await getPublicAvailability(
      db,
      booking.businessId,
      booking.serviceId,
      booking.staffId,
      now,
      toMovingBooking(booking),
    );
    return days;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * A visit's start times for moving it whole: the visit engine over its own services, each kept with its staff
 * member and its booked length and processing, its own bookings not in the way.
 */
async function getVisitRescheduleOptions(
  db: Database,
  businessId: string,
  parts: readonly ManagedVisitPart[],
  now: Date,
): Promise<DaySlots[] | null> {
  const choices = visitChoicesOf(parts);
  if (!choices) return null;
  try {
    const { days } = await getVisitAvailability(db, businessId, choices, "each", now, parts.map(toMovingBooking));
    return days;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Each service of the visit with its own staff member; null when a service or member is gone from a booking. */
function visitChoicesOf(parts: readonly ManagedVisitPart[]) {
  if (parts.some((part) => !part.serviceId || !part.staffId)) return null;
  return parts.map((part) => ({ serviceId: part.serviceId!, staffId: part.staffId! }));
}

const toMovingBooking = (booking: ManagedVisitPart | ManagedBooking): MovingBooking => ({
  id: booking.id,
  durationMinutes: lengthInMinutes(booking),
  processing: processingOf(booking),
});

/**
 * Moves the booking to another free time of the same service and staff member (the engine decides), keeping the
 * length it was booked with.
 */
export async function rescheduleManagedBooking(
  db: Database,
  bookingId: string,
  date: string,
  time: string,
  now: Date,
): Promise<ManagedLink> {
  const booking = await loadChangeableBooking(db, bookingId, now);
  if (isVisit(booking)) return rescheduleManagedVisit(db, booking, date, time, now);
  if (!booking.serviceId || !booking.staffId) {
    throw new AppError("conflict", `This booking can't be moved online. Please contact ${booking.businessName}.`);
  }
  const context = keepBookedLength(
    await loadBookingContext(db, booking.businessId, booking.serviceId, booking.staffId),
    toMovingBooking(booking),
  );
  const request = { rules: "online", candidates: [context], date, time, now, excludeBookingId: booking.id } as const;
  return bookTime(db, request, async (tx, { startsAt, endsAt }) => {
    const sequence = (await moveBooking(tx, booking, { startsAt, endsAt })) ?? 0;
    await enqueueMovedEmail(tx, booking, { startsAt, endsAt, sequence });
    // The business hears of a customer's own move, as of their cancellation.
    if (booking.businessEmail) {
      const from = formatDayDateTime(booking.startsAt, booking.timeZone);
      const to = formatDayDateTime(startsAt, booking.timeZone);
      await enqueueMail(tx, {
        businessId: booking.businessId,
        bookingId: booking.id,
        to: booking.businessEmail,
        subject: `Moved: ${booking.customerName}, ${to}`,
        text: `${booking.customerName} moved ${booking.serviceName} with ${booking.staffName} from ${from} to ${to}.`,
      });
    }
    return { ...booking, startsAt, endsAt };
  });
}

/**
 * Moves the whole visit to another start the visit engine offers, in one transaction under the exclusion
 * constraint (`bookVisit` with the visit's own bookings out of the busy times): every service keeps its staff member
 * and booked length, and all move or none does (`slot_taken`). ONE "your booking has moved" email with one .ics of
 * every event (same UIDs, new SEQUENCEs), one notice to the business.
 */
async function rescheduleManagedVisit(
  db: Database,
  booking: ManagedLink,
  date: string,
  time: string,
  now: Date,
): Promise<ManagedLink> {
  const choices = visitChoicesOf(booking.parts);
  if (!choices) {
    throw new AppError("conflict", `This booking can't be moved online. Please contact ${booking.businessName}.`);
  }
  const contexts = keepVisitBookedLengths(
    await loadVisitContexts(db, booking.businessId, choices),
    booking.parts.map(toMovingBooking),
  );
  const excludeBookingIds = booking.parts.map((part) => part.id);
  const request = { contexts, staffing: "each", date, time, now, excludeBookingIds } as const;
  return bookVisit(db, request, async (tx, plan) => {
    const moves = plan.map(({ startsAt, endsAt }, index) => ({ booking: booking.parts[index], startsAt, endsAt }));
    const sequences = await moveVisitBookings(tx, booking.businessId, moves);
    const parts = moves.map(({ booking: part, startsAt, endsAt }) => ({
      ...part,
      startsAt,
      endsAt,
      sequence: sequences.get(part.id)!,
    }));
    const moved: ManagedLink = { ...booking, startsAt: parts[0].startsAt, endsAt: parts.at(-1)!.endsAt, parts };
    await enqueueVisitMovedEmail(tx, booking, parts);
    if (booking.businessEmail) {
      const from = formatDayDateTime(booking.startsAt, booking.timeZone);
      const to = formatDayDateTime(moved.startsAt, booking.timeZone);
      await enqueueMail(tx, {
        businessId: booking.businessId,
        bookingId: parts[0].id,
        to: booking.businessEmail,
        subject: `Moved: ${booking.customerName}, ${to}`,
        text: `${booking.customerName} moved ${describeVisitParts(parts)} from ${from} to ${to}.`,
      });
    }
    return moved;
  });
}

/**
 * The customer's "your booking has moved" email with the updated .ics (same UID, the new SEQUENCE), for a
 * move by the customer's link or by the business on its schedule. Nothing without an email address.
 */
export async function enqueueMovedEmail(
  tx: Database,
  booking: ManagedBooking,
  change: { startsAt: Date; endsAt: Date; sequence: number; staffName?: string; notBefore?: Date },
): Promise<string | null> {
  if (!booking.customerEmail) return null;
  const moved = {
    ...booking,
    startsAt: change.startsAt,
    endsAt: change.endsAt,
    staffName: change.staffName ?? booking.staffName,
  };
  const manageUrl = manageUrlOf(booking);
  // Its room at the new time (the database may have given it another), when customers are told it.
  const rooms = (await findCustomerResourceNames(tx, booking.businessId, [booking.id])).get(booking.id) ?? "";
  return enqueueMail(tx, {
    businessId: booking.businessId,
    bookingId: booking.id,
    to: booking.customerEmail,
    notBefore: change.notBefore,
    ...buildMovedEmail({ ...toEmailBooking(moved), rooms }, toEmailBusiness(booking), manageUrl),
    attachments: [
      changedBookingAttachment(moved, {
        startsAt: change.startsAt,
        endsAt: change.endsAt,
        status: booking.status,
        sequence: change.sequence,
      }),
    ],
  });
}

/** One service of a moved visit, at its new time, with the SEQUENCE the database now holds. */
export type MovedVisitItem = {
  id: string;
  serviceName: string;
  staffName: string;
  pricePence: number;
  status: ManagedBooking["status"];
  startsAt: Date;
  endsAt: Date;
  sequence: number;
};

/**
 * A visit moved as a whole: ONE email to the customer listing every service at its new time, with one .ics of all
 * its events (each its own UID and new SEQUENCE, each linking to its own manage page). The mail row is kept under
 * `booking` (the one the business dragged), so its Undo or "Don't email" withdraws it. Null without an email.
 */
export async function enqueueVisitMovedEmail(
  tx: Database,
  booking: ManagedBooking,
  items: readonly MovedVisitItem[],
  { notBefore }: { notBefore?: Date } = {},
): Promise<string | null> {
  if (!booking.customerEmail || items.length === 0) return null;
  const rooms = await findCustomerResourceNames(
    tx,
    booking.businessId,
    items.map((item) => item.id),
  );
  return enqueueMail(tx, {
    businessId: booking.businessId,
    bookingId: booking.id,
    to: booking.customerEmail,
    notBefore,
    ...buildMovedEmail(
      {
        customerName: booking.customerName,
        ...summarizeVisit(items),
        rooms: joinResourceNames([...rooms.values()]),
        parts: items,
      },
      toEmailBusiness(booking),
      manageUrlOf(booking),
    ),
    attachments: [changedEventsAttachment(booking, items)],
  });
}
