import { loadBookingContext } from "@/lib/availability/booking-context";
import { canStaffPerformService } from "@/lib/availability/eligibility";
import { applyStaffTerms } from "@/lib/services/staff-terms";
import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { withdrawUnsentMail } from "@/lib/mail/outbox-queries";
import { toTimeInZone, zonedToInstant } from "@/lib/time/zoned-time";
import type { MoveAppointmentInput, NewAppointmentInput } from "@/lib/bookings/appointment-schema";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import {
  findActiveStaffMember,
  findAppointmentOptions,
  findBookingToMove,
  findLiveVisitBookings,
  type LiveVisitBooking,
} from "./appointment-queries";
import { enqueueBookingEmails, enqueueVisitEmails } from "./booking-emails";
import { enqueueMovedEmail, enqueueVisitMovedEmail, type MovedVisitItem } from "./manage-booking";
import { createManageUrl } from "./manage-token";
import { getManagedBooking } from "./public-queries";
import { localDayRange } from "./queries";
import { bookTime } from "./book-time";
import { bookVisit } from "./book-visit";
import { insertConfirmedBooking, insertVisitBookings, moveBooking, moveVisitBookings } from "./write-queries";

export const NO_SUCH_TIME_MESSAGE = "That time does not exist on this day (the clocks change). Choose another time.";
export const OVERLAP_MESSAGE = "This time overlaps another appointment. Choose another time or staff member.";
export const NOBODY_FREE_MESSAGE = "No staff member who offers this service is free at that time.";
export const SERVICE_UNAVAILABLE_MESSAGE = "This service is not available. Choose another.";
export const STAFF_UNAVAILABLE_MESSAGE = "This staff member is not available. Choose another.";
export const STAFF_CANNOT_PERFORM_MESSAGE = "This staff member does not offer this service. Choose another.";
export const MOVE_NOTICE_SENT_MESSAGE = "The email has already gone to the customer.";
export const NO_CUSTOMER_EMAIL_MESSAGE = "This appointment has no customer email.";
export const CANCELLED_MOVE_MESSAGE = "A cancelled booking can't be moved. Restore it first.";
export const VISIT_OVERLAP_MESSAGE =
  "This visit can't move there: one of its services would overlap another appointment. Nothing was moved.";
export const VISIT_OTHER_STAFF_MESSAGE =
  "This visit includes services with other staff members. Ask the owner or a manager to move it.";

type Business = { id: string; slug: string; timeZone: string };

/**
 * A moved appointment's email waits this long before it may be sent, so the schedule's Undo (or "Don't email")
 * can take it back and the customer hears nothing of a move that was undone.
 */
export const MOVE_NOTICE_DELAY_MS = 30_000;

/** The instant of a wall-clock time in the business's zone; a time skipped by the spring clock change is refused. */
function toInstant(date: string, time: string, timeZone: string, field: string): Date {
  const instant = zonedToInstant(date, time, timeZone);
  if (Number.isNaN(instant.getTime()) || toTimeInZone(instant, timeZone) !== time) {
    throw new AppError("invalid", NO_SUCH_TIME_MESSAGE, { fieldErrors: { [field]: NO_SUCH_TIME_MESSAGE } });
  }
  return instant;
}

export type CreatedAppointment = { id: string; staffId: string; staffName: string; emailedTo: string[] };

/**
 * A walk-in or phone booking from the dashboard. The business may book outside its online rules (hours,
 * notice, blackouts are its own to overrule, and the schedule shows them); only another live booking of the
 * staff member refuses the time, and the exclusion constraint decides that. "Any available" tries the eligible
 * staff with the fewest bookings that day first. `staffIds` limits who may be chosen (a staff user: themselves).
 */
export async function createAppointment(
  db: Database,
  business: Business,
  input: Omit<NewAppointmentInput, "alsoServiceIds"> & { alsoServiceIds?: string[] },
  staffIds: string[] | null,
): Promise<CreatedAppointment> {
  const startsAt = toInstant(input.date, input.time, business.timeZone, "time");
  const day = localDayRange(input.date, business.timeZone);
  const serviceIds = [input.serviceId, ...(input.alsoServiceIds ?? [])];
  const options = await findAppointmentOptions(db, business.id, serviceIds, staffIds, day);
  const missing = options.services.findIndex((each) => each === null);
  if (missing >= 0) {
    const field = missing === 0 ? "serviceId" : "alsoServiceIds";
    throw new AppError("invalid", SERVICE_UNAVAILABLE_MESSAGE, {
      fieldErrors: { [field]: SERVICE_UNAVAILABLE_MESSAGE },
    });
  }
  const visitServices = options.services.filter((each) => each !== null);
  const { staff } = options;
  // Whoever takes the appointment does every service of it.
  const doesAll = (member: (typeof staff)[number]) =>
    visitServices.every((each) => canStaffPerformService(member, each.id));
  let candidates = staff.filter(doesAll);
  if (input.staffId !== ANY_STAFF) {
    const chosen = staff.find((member) => member.id === input.staffId);
    if (!chosen)
      throw new AppError("invalid", STAFF_UNAVAILABLE_MESSAGE, { fieldErrors: { staffId: STAFF_UNAVAILABLE_MESSAGE } });
    if (!doesAll(chosen)) {
      throw new AppError("invalid", STAFF_CANNOT_PERFORM_MESSAGE, {
        fieldErrors: { staffId: STAFF_CANNOT_PERFORM_MESSAGE },
      });
    }
    candidates = [chosen];
  } else if (candidates.length === 0) {
    throw new AppError("invalid", NOBODY_FREE_MESSAGE, { fieldErrors: { staffId: NOBODY_FREE_MESSAGE } });
  }
  // Each service as this member does it (their own duration and price), back to back from the start.
  const partsOf = (member: (typeof candidates)[number]) => {
    let at = startsAt.getTime();
    return visitServices.map((each) => {
      const service = applyStaffTerms(each, member);
      const part = { service, startsAt: new Date(at), endsAt: new Date(at + service.durationMinutes * 60_000) };
      at = part.endsAt.getTime();
      return part;
    });
  };
  const endsAt = (member: (typeof candidates)[number]) => partsOf(member).at(-1)!.endsAt;
  const { customerName, customerPhone, notes } = input;
  const customer = { customerName, customerEmail: input.customerEmail.toLowerCase(), customerPhone, notes };

  const takenMessage = input.staffId === ANY_STAFF ? NOBODY_FREE_MESSAGE : OVERLAP_MESSAGE;
  const request = { rules: "owner", candidates, startsAt, endsAt, takenMessage } as const;
  return bookTime(db, request, async (tx, { candidate }) => {
    const parts = partsOf(candidate);
    const notify = input.notifyCustomer && customer.customerEmail !== "";
    if (parts.length === 1) {
      const [{ service, endsAt: end }] = parts;
      const row = await insertConfirmedBooking(tx, {
        businessId: business.id,
        service,
        staff: candidate,
        customer,
        startsAt,
        endsAt: end,
      });
      let emailedTo: string[] = [];
      if (notify) {
        const context = await loadBookingContext(tx, business.id, service.id, candidate.id);
        const details = { ...row, ...customer };
        emailedTo = await enqueueBookingEmails(tx, context, details, createManageUrl(business, row.id), {
          notifyBusiness: false,
        });
      }
      return { id: row.id, staffId: candidate.id, staffName: candidate.name, emailedTo };
    }
    // A visit: a booking per service, written together; the constraint refuses it whole.
    const items = parts.map((part) => ({ ...part, staff: candidate }));
    const { bookings: rows } = await insertVisitBookings(tx, business.id, items, customer);
    let emailedTo: string[] = [];
    if (notify) {
      const context = await loadBookingContext(tx, business.id, parts[0].service.id, candidate.id);
      const booked = rows.map((row, index) => ({
        id: row.id,
        serviceName: parts[index].service.name,
        staffName: candidate.name,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        pricePence: parts[index].service.pricePence,
      }));
      const manageUrl = createManageUrl(business, rows[0].id);
      emailedTo = await enqueueVisitEmails(tx, context.business, customer, booked, manageUrl, {
        notifyBusiness: false,
      });
    }
    return { id: rows[0].id, staffId: candidate.id, staffName: candidate.name, emailedTo };
  });
}

export type MovedAppointment = {
  id: string;
  staffId: string;
  startsAt: string;
  endsAt: string;
  emailedTo: string[];
  /** The customer's email, held back for MOVE_NOTICE_DELAY_MS so Undo can withdraw it; null when none was queued. */
  mailId: string | null;
  /** A visit's every live booking at its new time and staff member (the dragged one among them); absent for one. */
  visit?: { id: string; staffId: string; startsAt: string; endsAt: string }[];
};

/**
 * Moves (drag, or the Reschedule dialog) and resizes an appointment the user may see, to any staff member in
 * `staffIds` (null = anyone) who offers its service. The exclusion constraint refuses an overlap and nothing
 * changes; otherwise SEQUENCE goes up and, when the user chose to notify (default: the business's setting), the
 * customer gets the "moved" email with the updated .ics after MOVE_NOTICE_DELAY_MS. An Undo is a move back that
 * names the undone move's email: withdrawn in time, the customer was never told, so nothing is sent again.
 */
export async function moveAppointment(
  db: Database,
  business: Business,
  input: MoveAppointmentInput,
  scope: { visible: Parameters<typeof findBookingToMove>[2]; staffIds: string[] | null },
): Promise<MovedAppointment> {
  const booking = await findBookingToMove(db, input.id, scope.visible);
  if (!booking) throw new AppError("not_found", "Booking not found");
  if (booking.status === "cancelled") throw new AppError("conflict", CANCELLED_MOVE_MESSAGE);
  if (scope.staffIds !== null && !scope.staffIds.includes(input.staffId)) {
    throw new AppError("forbidden", "You can only move appointments within your own calendar.");
  }
  const member = await findActiveStaffMember(db, business.id, input.staffId);
  if (!member)
    throw new AppError("invalid", STAFF_UNAVAILABLE_MESSAGE, { fieldErrors: { staffId: STAFF_UNAVAILABLE_MESSAGE } });
  if (booking.serviceId && member.id !== booking.staffId && !canStaffPerformService(member, booking.serviceId)) {
    throw new AppError("invalid", STAFF_CANNOT_PERFORM_MESSAGE, {
      fieldErrors: { staffId: STAFF_CANNOT_PERFORM_MESSAGE },
    });
  }
  const startsAt = toInstant(input.date, input.time, business.timeZone, "time");
  const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
  const managed = await getManagedBooking(db, booking.id);
  if (!managed) throw new AppError("not_found", "Booking not found");
  if (booking.visitId) {
    const visit = await findLiveVisitBookings(db, business.id, booking.visitId);
    if (visit.length > 1) {
      return moveVisit(db, business, input, { booking, member, managed, visit, startsAt, endsAt }, scope.staffIds);
    }
  }

  const request = { rules: "owner", candidates: [member], startsAt, endsAt, takenMessage: OVERLAP_MESSAGE } as const;
  return bookTime(db, request, async (tx) => {
    const sequence = (await moveBooking(tx, booking, { startsAt, endsAt, staff: member })) ?? 0;
    const undone = input.undoMailId
      ? await withdrawUnsentMail(tx, { id: input.undoMailId, businessId: business.id, bookingId: booking.id })
      : false;
    const notify = (input.notifyCustomer ?? booking.notifyCustomer) && !undone;
    const mailId = notify
      ? await enqueueMovedEmail(tx, managed, {
          startsAt,
          endsAt,
          sequence,
          staffName: member.name,
          // An Undo's own email is not held back: nothing undoes an Undo.
          notBefore: input.undoMailId === undefined ? new Date(Date.now() + MOVE_NOTICE_DELAY_MS) : undefined,
        })
      : null;
    return {
      id: booking.id,
      staffId: member.id,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      emailedTo: mailId && managed.customerEmail ? [managed.customerEmail] : [],
      mailId,
    };
  });
}

/**
 * A drag of one service of a visit moves the whole visit by the same offset: each service keeps its staff member
 * but the dragged one, which takes `member`, and its new length. One transaction under the constraint (bookVisit
 * with the owner's rules): every booking moves or none does. The customer gets ONE email listing the visit.
 */
async function moveVisit(
  db: Database,
  business: Business,
  input: MoveAppointmentInput,
  moving: {
    booking: NonNullable<Awaited<ReturnType<typeof findBookingToMove>>>;
    member: { id: string; name: string };
    managed: NonNullable<Awaited<ReturnType<typeof getManagedBooking>>>;
    visit: LiveVisitBooking[];
    startsAt: Date;
    endsAt: Date;
  },
  staffIds: string[] | null,
): Promise<MovedAppointment> {
  const { booking, member, managed, visit } = moving;
  if (staffIds !== null && visit.some((item) => !item.staffId || !staffIds.includes(item.staffId))) {
    throw new AppError("forbidden", VISIT_OTHER_STAFF_MESSAGE);
  }
  const offset = moving.startsAt.getTime() - booking.startsAt.getTime();
  const planned = visit.map((item) =>
    item.id === booking.id
      ? { item, startsAt: moving.startsAt, endsAt: moving.endsAt, staff: member }
      : {
          item,
          startsAt: new Date(item.startsAt.getTime() + offset),
          endsAt: new Date(item.endsAt.getTime() + offset),
          staff: item.staffId ? { id: item.staffId, name: item.staffName } : undefined,
        },
  );
  const staffTouched = [member.id, ...visit.map((item) => item.staffId).filter((id): id is string => id !== null)];
  const request = { rules: "owner", staffIds: staffTouched, takenMessage: VISIT_OVERLAP_MESSAGE } as const;
  return bookVisit(db, request, async (tx) => {
    const sequences = await moveVisitBookings(
      tx,
      business.id,
      planned.map(({ item, ...move }) => ({ booking: item, ...move })),
    );
    const undone = input.undoMailId
      ? await withdrawUnsentMail(tx, { id: input.undoMailId, businessId: business.id, bookingId: booking.id })
      : false;
    const notify = (input.notifyCustomer ?? booking.notifyCustomer) && !undone;
    const items: MovedVisitItem[] = planned.map(({ item, startsAt, endsAt, staff }) => ({
      id: item.id,
      serviceName: item.serviceName,
      staffName: staff?.name ?? item.staffName,
      pricePence: item.pricePence,
      status: item.status,
      startsAt,
      endsAt,
      sequence: sequences.get(item.id)!,
    }));
    const mailId = notify
      ? await enqueueVisitMovedEmail(tx, managed, items, {
          notBefore: input.undoMailId === undefined ? new Date(Date.now() + MOVE_NOTICE_DELAY_MS) : undefined,
        })
      : null;
    return {
      id: booking.id,
      staffId: member.id,
      startsAt: moving.startsAt.toISOString(),
      endsAt: moving.endsAt.toISOString(),
      emailedTo: mailId && managed.customerEmail ? [managed.customerEmail] : [],
      mailId,
      visit: planned.map(({ item, startsAt, endsAt, staff }) => ({
        id: item.id,
        staffId: staff?.id ?? item.staffId ?? "",
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      })),
    };
  });
}

export type MoveNotice = { emailed: boolean; emailedTo: string | null };

/**
 * The toast's "Don't email" and "Email the customer" after a move: withdraws the move's held-back email (too late
 * once a sender has tried it: then it has gone), or emails the customer the appointment's current time now.
 */
export async function setMoveNotice(
  db: Database,
  business: Business,
  input: { id: string; mailId?: string; notify: boolean },
  visible: Parameters<typeof findBookingToMove>[2],
): Promise<MoveNotice> {
  const booking = await findBookingToMove(db, input.id, visible);
  if (!booking) throw new AppError("not_found", "Booking not found");
  if (!input.notify) {
    if (!input.mailId) return { emailed: false, emailedTo: null };
    const withdrawn = await withdrawUnsentMail(db, {
      id: input.mailId,
      businessId: business.id,
      bookingId: booking.id,
    });
    if (!withdrawn) throw new AppError("conflict", MOVE_NOTICE_SENT_MESSAGE);
    return { emailed: false, emailedTo: null };
  }
  const managed = await getManagedBooking(db, booking.id);
  if (!managed?.customerEmail) throw new AppError("invalid", NO_CUSTOMER_EMAIL_MESSAGE);
  if (managed.status === "cancelled") throw new AppError("conflict", CANCELLED_MOVE_MESSAGE);
  const visit = booking.visitId ? await findLiveVisitBookings(db, business.id, booking.visitId) : [];
  if (visit.length > 1) {
    await enqueueVisitMovedEmail(db, managed, visit);
    return { emailed: true, emailedTo: managed.customerEmail };
  }
  await enqueueMovedEmail(db, managed, {
    startsAt: managed.startsAt,
    endsAt: managed.endsAt,
    sequence: managed.sequence,
  });
  return { emailed: true, emailedTo: managed.customerEmail };
}
