import { bookingScope, can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";
import { AppError, FORBIDDEN_MESSAGE } from "@/lib/errors";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { loadBookingContext } from "@/lib/availability/booking-context";
import { bookSeries, type AfterSeriesBooked, type BookedSeries } from "./book-series";
import { enqueueSeriesEmail } from "./series-email";
import { checkSeries, type SeriesCheck } from "./check-series";
import { bookSeriesSchema, checkSeriesSchema } from "./series-schema";

/** As New appointment: owners and managers always; staff only with "staff can modify bookings", in their scope. */
const SERIES_ROLES = getAllowedRoles(["modify", "bookings"]);

function modifier({ user, business }: ActionContext<true>) {
  if (!can({ role: user.role, business }, "modify", "bookings")) throw new AppError("forbidden", FORBIDDEN_MESSAGE);
  return { ...user, business };
}

function requireDates(input: { date: string; repeat: { ends: string; until?: string } }) {
  if (!isCalendarDate(input.date)) {
    throw new AppError("invalid", "Choose a date", { fieldErrors: { date: "Choose a date" } });
  }
  if (input.repeat.ends === "until" && !isCalendarDate(input.repeat.until ?? "")) {
    throw new AppError("invalid", "Choose the last date", { fieldErrors: { "repeat.until": "Choose the last date" } });
  }
}

/** The review step: each date of the series, free or a conflict with its nearest alternatives. Saves nothing. */
export const checkRepeatSeries = defineAction({
  roles: SERIES_ROLES,
  requiresBusiness: true,
  schema: checkSeriesSchema,
  async handler(input, context): Promise<{ ok: true; data: SeriesCheck }> {
    const user = modifier(context);
    requireDates(input);
    return { ok: true, data: await checkSeries(context.db, user.business, input, bookingScope(user), new Date()) };
  },
});

/** "Book N appointments": the series and its chosen occurrences, all or nothing under the constraint. */
export const bookRepeatSeries = defineAction({
  roles: SERIES_ROLES,
  requiresBusiness: true,
  schema: bookSeriesSchema,
  async handler(input, context): Promise<{ ok: true; message: string; data: BookedSeries }> {
    const user = modifier(context);
    requireDates(input);
    const who = { userId: user.id, staffIds: bookingScope(user) };
    const customer = {
      customerName: input.customerName,
      customerEmail: input.customerEmail.toLowerCase(),
      customerPhone: input.customerPhone,
      notes: input.notes,
    };
    // One email listing the dates, queued in the series' transaction (a refused series sends nothing).
    const email: AfterSeriesBooked | undefined =
      input.notifyCustomer && customer.customerEmail
        ? async (tx, { rows }) => {
            const { business } = await loadBookingContext(tx, user.business.id, input.serviceId, input.staffId);
            return enqueueSeriesEmail(tx, business, customer, rows);
          }
        : undefined;
    const booked = await bookSeries(context.db, user.business, input, who, email);
    const count = booked.bookings.length;
    const noun = count === 1 ? "appointment" : "appointments";
    const message = booked.emailedTo.length
      ? `${count} ${noun} booked; the customer has been emailed.`
      : `${count} ${noun} booked.`;
    return { ok: true, message, data: booked };
  },
});
