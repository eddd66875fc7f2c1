import type { Database } from "@/db/client";
import { canStaffPerformService } from "@/lib/availability/eligibility";
import { findActiveStaffMember } from "@/lib/bookings/appointment-queries";
import { OVERLAP_MESSAGE, STAFF_CANNOT_PERFORM_MESSAGE, STAFF_UNAVAILABLE_MESSAGE } from "@/lib/bookings/appointments";
import { bookTime, runUnderConstraint } from "@/lib/bookings/book-time";
import { lockStaffSchedule, moveBooking } from "@/lib/bookings/write-queries";
import { AppError } from "@/lib/errors";
import { formatShortDate } from "@/lib/format/booking-date";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { shiftWallClock } from "./plan-series";
import type { MoveSeriesInput, SeriesScope } from "./series-schema";
import { cancelLiveBookings, findLiveSeriesBookings, findSeriesBooking } from "./series-queries";

export const SERIES_BOOKING_NOT_FOUND_MESSAGE = "Booking not found";
export const NOT_A_SERIES_MESSAGE = "This appointment is not part of a repeat series.";
export const CANCELLED_SERIES_MOVE_MESSAGE = "A cancelled appointment can't be moved. Restore it first.";
export const NO_SUCH_MOVED_TIME_MESSAGE = "One of the new times does not exist that day (the clocks change).";

type Business = { id: string; timeZone: string };
/** Which bookings the user may see (lib/bookings/queries.ts bookingVisibilityFilter). */
type SQL = Parameters<typeof findSeriesBooking>[2];
type Scope = { visible: SQL; staffIds: string[] | null };

/** The booking (visible to the user) and, by scope, the live occurrences of its series a change reaches. */
async function findScopedOccurrences(db: Database, id: string, scope: SeriesScope, visible: SQL, now: Date) {
  const booking = await findSeriesBooking(db, id, visible);
  if (!booking) throw new AppError("not_found", SERIES_BOOKING_NOT_FOUND_MESSAGE);
  if (scope !== "this" && !booking.seriesId) throw new AppError("invalid", NOT_A_SERIES_MESSAGE);
  const live = booking.status === "cancelled" ? [] : [booking];
  if (scope === "this" || !booking.seriesId) return { booking, occurrences: live };
  // "This and following": from this one on; "the whole series": every one still to come.
  const from = scope === "following" ? booking.startsAt : now;
  const occurrences = await findLiveSeriesBookings(db, visible, booking.seriesId, from);
  return { booking, occurrences };
}

/**
 * Cancels "this appointment", "this and following" or "the whole series" (only those still to come and not
 * cancelled), within what the user may see, in one statement. Returns the ids cancelled.
 */
export async function cancelSeriesOccurrences(
  db: Database,
  input: { id: string; scope: SeriesScope },
  visible: SQL,
  now: Date,
): Promise<{ cancelled: string[] }> {
  const { occurrences } = await findScopedOccurrences(db, input.id, input.scope, visible, now);
  const cancelled = await cancelLiveBookings(
    db,
    occurrences.map((each) => each.id),
    visible,
  );
  return { cancelled };
}

export type MovedOccurrence = { id: string; startsAt: string; endsAt: string; staffId: string };

/**
 * Moves "this appointment", "this and following" or "the whole series": the booking to the new date, time and staff
 * member, and each other chosen occurrence by the same local change (as many days, the same change of wall-clock
 * time, so 10:00 → 11:00 stays 11:00 across BST and GMT) to the same staff member, each keeping its length. One
 * transaction, each move through bookTime under the exclusion constraint: all move, or none does and the answer
 * names the date that could not.
 */
export async function moveSeriesOccurrences(
  db: Database,
  business: Business,
  input: MoveSeriesInput,
  scope: Scope,
  now: Date,
): Promise<{ moved: MovedOccurrence[] }> {
  const { booking, occurrences } = await findScopedOccurrences(db, input.id, input.scope, scope.visible, now);
  if (booking.status === "cancelled") throw new AppError("conflict", CANCELLED_SERIES_MOVE_MESSAGE);
  if (scope.staffIds !== null && !scope.staffIds.includes(input.staffId)) {
    throw new AppError("forbidden", "You can only move appointments within your own calendar.");
  }
  const member = await findActiveStaffMember(db, business.id, input.staffId);
  if (!member) {
    throw new AppError("invalid", STAFF_UNAVAILABLE_MESSAGE, { fieldErrors: { staffId: STAFF_UNAVAILABLE_MESSAGE } });
  }
  const { timeZone } = business;
  const anchor = { date: toDateInZone(booking.startsAt, timeZone), time: toTimeInZone(booking.startsAt, timeZone) };
  const moves = occurrences.map((each) => {
    if (each.serviceId && each.staffId !== member.id && !canStaffPerformService(member, each.serviceId)) {
      throw new AppError("invalid", STAFF_CANNOT_PERFORM_MESSAGE, {
        fieldErrors: { staffId: STAFF_CANNOT_PERFORM_MESSAGE },
      });
    }
    const own = { date: toDateInZone(each.startsAt, timeZone), time: toTimeInZone(each.startsAt, timeZone) };
    const target = shiftWallClock(own, anchor, { date: input.date, time: input.time }, timeZone);
    if (!target.startsAt) throw new AppError("invalid", NO_SUCH_MOVED_TIME_MESSAGE);
    const length = each.endsAt.getTime() - each.startsAt.getTime();
    return { each, target, startsAt: target.startsAt, endsAt: new Date(target.startsAt.getTime() + length) };
  });

  return runUnderConstraint(db, async (tx) => {
    const staffIds = new Set([member.id, ...occurrences.flatMap((each) => (each.staffId ? [each.staffId] : []))]);
    for (const staffId of [...staffIds].sort()) await lockStaffSchedule(tx, staffId);
    const moved: MovedOccurrence[] = [];
    for (const { each, target, startsAt, endsAt } of moves) {
      const request = {
        rules: "owner",
        candidates: [member],
        startsAt,
        endsAt,
        takenMessage: OVERLAP_MESSAGE,
      } as const;
      await bookTime(tx, request, (inner) =>
        moveBooking(inner, { id: each.id, businessId: business.id }, { startsAt, endsAt, staff: member }),
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "slot_taken") {
          throw new AppError(
            "slot_taken",
            `${formatShortDate(target.date)} at ${target.time} is not free, so nothing was moved.`,
          );
        }
        throw error;
      });
      moved.push({ id: each.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), staffId: member.id });
    }
    return { moved };
  });
}
