import { keepBookedLength, loadBookingContext, type MovingBooking } from "@/lib/availability/booking-context";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import type { DaySlots } from "@/lib/availability/slots";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { enqueueMail } from "@/lib/mail/outbox";
import type { MailAttachment } from "@/lib/mail/outbox-queries";
import { formatDayDateTime } from "@/lib/format/date-time";
import { resolveBusinessBrand } from "@/lib/business/brand";
import {
  buildCancellationEmail,
  buildMovedEmail,
  buildVisitMovedEmail,
  type CustomerEmailBooking,
  type CustomerEmailBusiness,
} from "./customer-emails";
import { createManageUrl, readManageToken } from "./manage-token";
import { getManagedBooking, type ManagedBooking } from "./public-queries";
import { bookTime } from "./book-time";
import { cancelBooking, moveBooking } from "./write-queries";
import { lengthInMinutes } from "@/lib/time/length";
import { processingOf } from "@/lib/availability/busy-parts";

/** The booking as its customer's emails describe it. */
function toEmailBooking(booking: ManagedBooking): CustomerEmailBooking {
  return {
    ...booking,
    durationMinutes: lengthInMinutes(booking),
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

/** The changed event for the customer's calendar, with the manage link as its URL like the confirmation's. */
function changedBookingAttachment(
  booking: ManagedBooking,
  change: { startsAt: Date; endsAt: Date; status: ManagedBooking["status"]; sequence: number },
): MailAttachment {
  const manageUrl = manageUrlOf(booking);
  return {
    filename: `booking-${booking.id}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: createBookingsCalendar(
      [{ ...booking, ...change, updatedAt: new Date() }],
      { name: booking.businessName, address: booking.businessAddress, slug: booking.businessSlug },
      { urlFor: () => manageUrl },
    ),
  };
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
  | { state: "expired"; booking: ManagedBooking }
  | { state: "found"; booking: ManagedBooking };

/** What a manage link leads to: nothing (not genuine, or no such booking), an expired link, or the booking. */
export async function loadManagedBookingByToken(db: Database, token: string, now: Date): Promise<ManageLinkLookup> {
  const bookingId = readManageToken(token);
  const booking = bookingId ? await getManagedBooking(db, bookingId) : null;
  if (!booking) return { state: "invalid" };
  if (isManageLinkExpired(booking, now)) return { state: "expired", booking };
  return { state: "found", booking };
}

/** The booking, when the customer may still change it online; otherwise the reason, as a 404 or 409. */
async function loadChangeableBooking(db: Database, bookingId: string, now: Date): Promise<ManagedBooking> {
  const booking = await getManagedBooking(db, bookingId);
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
export async function cancelManagedBooking(db: Database, bookingId: string, now: Date): Promise<ManagedBooking> {
  const booking = await loadChangeableBooking(db, bookingId, now);
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
 * The whole booking window for moving the booking: every day, with its free times (the booking's own
 * time included) or, when it has none, the reason (closed, fully booked), so the picker shows each date.
 * Null when the service or staff member is gone.
 */
export async function getRescheduleOptions(
  db: Database,
  booking: ManagedBooking,
  now: Date,
): Promise<DaySlots[] | null> {
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

const toMovingBooking = (booking: ManagedBooking): MovingBooking => ({
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
): Promise<ManagedBooking> {
  const booking = await loadChangeableBooking(db, bookingId, now);
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
  return enqueueMail(tx, {
    businessId: booking.businessId,
    bookingId: booking.id,
    to: booking.customerEmail,
    notBefore: change.notBefore,
    ...buildMovedEmail(toEmailBooking(moved), toEmailBusiness(booking), manageUrl),
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
  const business = { id: booking.businessId, slug: booking.businessSlug };
  const events = items.map((item) => ({ ...item, customerName: booking.customerName, updatedAt: new Date() }));
  return enqueueMail(tx, {
    businessId: booking.businessId,
    bookingId: booking.id,
    to: booking.customerEmail,
    notBefore,
    ...buildVisitMovedEmail(
      { customerName: booking.customerName, items },
      toEmailBusiness(booking),
      createManageUrl(business, items[0].id),
    ),
    attachments: [
      {
        filename: `visit-${items[0].id}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: createBookingsCalendar(
          events,
          { name: booking.businessName, address: booking.businessAddress, slug: booking.businessSlug },
          { urlFor: (event) => createManageUrl(business, event.id) },
        ),
      },
    ],
  });
}
