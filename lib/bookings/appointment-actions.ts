import { createAppointment, moveAppointment, setMoveNotice } from "@/lib/bookings/appointments";
import { searchBookingCustomers, type CustomerMatch } from "@/lib/bookings/appointment-queries";
import { bookingScope } from "@/lib/access/policy";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";
import { searchClients } from "@/lib/customers/client-queries";
import { isUuid } from "@/lib/constants";
import { AppError, FORBIDDEN_MESSAGE, throwNotFound } from "@/lib/errors";
import { findFreeTimesOnDate, type FreeTimes } from "@/lib/schedule/free-times";
import { isCalendarDate } from "@/lib/time/calendar-date";
import {
  customerSearchSchema,
  freeTimesSchema,
  moveAppointmentSchema,
  moveNoticeSchema,
  newAppointmentSchema,
} from "@/lib/bookings/appointment-schema";
import { can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";
import { scheduleWaitlistOffers } from "@/lib/waitlist/request-offers";

/** Owners and managers always; staff only with "staff can modify bookings", and then within what they see. */
const APPOINTMENT_ROLES = getAllowedRoles(["modify", "bookings"]);

export const APPOINTMENT_ADDED_MESSAGE = "Appointment added";
export const APPOINTMENT_MOVED_MESSAGE = "Appointment moved";
export const APPOINTMENT_MOVED_BACK_MESSAGE = "Move undone";
/** A drag of one service of a visit moved all its services. */
export const VISIT_MOVED_MESSAGE = "Visit moved (all its services)";

function modifier({ user, business }: ActionContext<true>) {
  if (!can({ role: user.role, business }, "modify", "bookings")) throw new AppError("forbidden", FORBIDDEN_MESSAGE);
  return { ...user, business };
}

export const addAppointment = defineAction({
  roles: APPOINTMENT_ROLES,
  requiresBusiness: true,
  schema: newAppointmentSchema,
  keepFields: ["serviceId", "staffId", "date", "time", "customerName", "customerEmail", "customerPhone", "notes"],
  async handler(input, context) {
    const user = modifier(context);
    const created = await createAppointment(context.db, user.business, input, bookingScope(user));
    const message = created.emailedTo.length
      ? `${APPOINTMENT_ADDED_MESSAGE} with ${created.staffName}; the customer has been emailed.`
      : `${APPOINTMENT_ADDED_MESSAGE} with ${created.staffName}.`;
    return { ok: true, message, data: created };
  },
});

export const rescheduleAppointment = defineAction({
  roles: APPOINTMENT_ROLES,
  requiresBusiness: true,
  schema: moveAppointmentSchema,
  async handler(input, context) {
    const user = modifier(context);
    if (!isUuid(input.id)) throwNotFound("Booking not found");
    const moved = await moveAppointment(context.db, user.business, input, {
      visible: bookingVisibilityFilter(user),
      staffIds: bookingScope(user),
    });
    scheduleWaitlistOffers();
    const message =
      input.undoMailId !== undefined
        ? moved.emailedTo.length
          ? `${APPOINTMENT_MOVED_BACK_MESSAGE}; the customer has been emailed the time.`
          : `${APPOINTMENT_MOVED_BACK_MESSAGE}.`
        : moved.emailedTo.length
          ? `${moved.visit ? VISIT_MOVED_MESSAGE : APPOINTMENT_MOVED_MESSAGE}; the customer will be emailed the new ${
              moved.visit ? "times" : "time"
            }.`
          : `${moved.visit ? VISIT_MOVED_MESSAGE : APPOINTMENT_MOVED_MESSAGE}; the customer has not been emailed.`;
    return { ok: true, message, data: moved };
  },
});

/** After a move: "Don't email" withdraws its held-back email; "Email the customer" sends the current time. */
export const changeMoveNotice = defineAction({
  roles: APPOINTMENT_ROLES,
  requiresBusiness: true,
  schema: moveNoticeSchema,
  async handler(input, context) {
    const user = modifier(context);
    if (!isUuid(input.id)) throwNotFound("Booking not found");
    const notice = await setMoveNotice(context.db, user.business, input, bookingVisibilityFilter(user));
    const message = notice.emailed ? "The customer has been emailed the new time." : "The customer won't be emailed.";
    return { ok: true, message, data: notice };
  },
});

/**
 * New appointment's time list: when the chosen staff member (or anyone the user may book for) is free that day,
 * within working hours (lib/schedule/free-times.ts). A staff user asks only about their own calendar.
 */
export const findFreeTimes = defineAction({
  roles: APPOINTMENT_ROLES,
  requiresBusiness: true,
  schema: freeTimesSchema,
  async handler(input, context): Promise<{ ok: true; data: FreeTimes }> {
    const user = modifier(context);
    if (!isCalendarDate(input.date)) {
      throw new AppError("invalid", "Choose a date", { fieldErrors: { date: "Choose a date" } });
    }
    const data = await findFreeTimesOnDate(context.db, user.business, input, bookingScope(user), new Date());
    return { ok: true, data };
  },
});

const CUSTOMER_MATCHES = 8;

/**
 * The customer picker of New appointment: by name, email or phone, the customers of bookings the user may
 * see (latest first), then the client book's clients (added or imported) for users who see every booking.
 * One entry per email; the client record's name and phone win over a booking's.
 */
export const findCustomers = defineAction({
  roles: APPOINTMENT_ROLES,
  requiresBusiness: true,
  schema: customerSearchSchema,
  async handler({ query }, context): Promise<{ ok: true; data: CustomerMatch[] }> {
    const user = modifier(context);
    if (query.length < 2) return { ok: true, data: [] };
    const [fromBookings, fromClients] = await Promise.all([
      searchBookingCustomers(context.db, bookingVisibilityFilter(user), query, CUSTOMER_MATCHES),
      bookingScope(user) !== null ? [] : searchClients(context.db, user.business.id, query, CUSTOMER_MATCHES),
    ]);
    const records = new Map(fromClients.map((client) => [client.email, client]));
    const matches = fromBookings.map((customer) => {
      const record = records.get(customer.email.toLowerCase());
      records.delete(customer.email.toLowerCase());
      return record ? { name: record.name, email: record.email, phone: record.phone || customer.phone } : customer;
    });
    return { ok: true, data: [...matches, ...records.values()].slice(0, CUSTOMER_MATCHES) };
  },
});
