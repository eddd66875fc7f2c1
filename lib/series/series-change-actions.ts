import { bookingScope, can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";
import { isUuid } from "@/lib/constants";
import { AppError, FORBIDDEN_MESSAGE, throwNotFound } from "@/lib/errors";
import { isCalendarDate } from "@/lib/time/calendar-date";
import {
  cancelSeriesOccurrences,
  moveSeriesOccurrences,
  SERIES_BOOKING_NOT_FOUND_MESSAGE,
  type MovedOccurrence,
} from "./change-series";
import { cancelSeriesSchema, moveSeriesSchema } from "./series-schema";

/** As a booking's cancel and reschedule: owners and managers; staff with "staff can modify bookings", in their scope. */
const SERIES_CHANGE_ROLES = getAllowedRoles(["modify", "bookings"]);

function modifier({ user, business }: ActionContext<true>) {
  if (!can({ role: user.role, business }, "modify", "bookings")) throw new AppError("forbidden", FORBIDDEN_MESSAGE);
  return { ...user, business };
}

const plural = (count: number) => (count === 1 ? "1 appointment" : `${count} appointments`);

/** Cancel "this appointment", "this and following" or "the whole series". */
export const cancelSeriesBookings = defineAction({
  roles: SERIES_CHANGE_ROLES,
  requiresBusiness: true,
  schema: cancelSeriesSchema,
  async handler(input, context): Promise<{ ok: true; message: string; data: { cancelled: string[] } }> {
    const user = modifier(context);
    if (!isUuid(input.id)) throwNotFound(SERIES_BOOKING_NOT_FOUND_MESSAGE);
    const data = await cancelSeriesOccurrences(context.db, input, bookingVisibilityFilter(user), new Date());
    const message = data.cancelled.length ? `${plural(data.cancelled.length)} cancelled.` : "Nothing to cancel.";
    return { ok: true, message, data };
  },
});

/** Move "this appointment", "this and following" or "the whole series" by the same local change. */
export const moveSeriesBookings = defineAction({
  roles: SERIES_CHANGE_ROLES,
  requiresBusiness: true,
  schema: moveSeriesSchema,
  async handler(input, context): Promise<{ ok: true; message: string; data: { moved: MovedOccurrence[] } }> {
    const user = modifier(context);
    if (!isUuid(input.id)) throwNotFound(SERIES_BOOKING_NOT_FOUND_MESSAGE);
    if (!isCalendarDate(input.date)) {
      throw new AppError("invalid", "Choose a date", { fieldErrors: { date: "Choose a date" } });
    }
    const scope = { visible: bookingVisibilityFilter(user), staffIds: bookingScope(user) };
    const data = await moveSeriesOccurrences(context.db, user.business, input, scope, new Date());
    return { ok: true, message: `${plural(data.moved.length)} moved.`, data };
  },
});
