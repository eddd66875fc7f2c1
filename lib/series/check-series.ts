import type { Database } from "@/db/client";
import { canStaffPerformService } from "@/lib/availability/eligibility";
import { findAppointmentOptions } from "@/lib/bookings/appointment-queries";
import {
  SERVICE_UNAVAILABLE_MESSAGE,
  STAFF_CANNOT_PERFORM_MESSAGE,
  STAFF_UNAVAILABLE_MESSAGE,
} from "@/lib/bookings/appointments";
import { localDayRange } from "@/lib/bookings/queries";
import { AppError } from "@/lib/errors";
import { findFreeTimesOnDate } from "@/lib/schedule/free-times";
import { applyStaffTerms } from "@/lib/services/staff-terms";
import { zonedToInstant } from "@/lib/time/zoned-time";
import { nearestTimes, overlapsLiveBookings } from "./check-occurrences";
import { planSeries, type SeriesRepeat } from "./plan-series";
import type { CheckSeriesInput, RepeatInput } from "./series-schema";
import { findLiveBookingTimes } from "./series-queries";

type Business = { id: string; timeZone: string };

/** Free, taken by another live booking of the staff member, or a time the clocks skip that day. */
export type OccurrenceStatus = "free" | "conflict" | "no_such_time";

export type OccurrenceCheck = {
  index: number;
  date: string;
  time: string;
  status: OccurrenceStatus;
  /** Same professional, other free times that day, nearest to the wanted time first (only for a conflict). */
  otherTimes: string[];
  /** Other professionals who offer the service and are free at the wanted time (only for a conflict). */
  otherStaff: { id: string; name: string }[];
};

export type SeriesCheck = { staffId: string; staffName: string; occurrences: OccurrenceCheck[] };

/** The form's repeat as the planner's. */
export function toSeriesRepeat(repeat: RepeatInput): SeriesRepeat {
  return repeat.ends === "until"
    ? { everyWeeks: repeat.everyWeeks, until: repeat.until! }
    : { everyWeeks: repeat.everyWeeks, count: repeat.count! };
}

/** The service and the staff members who may take it (`staffIds` null = anyone), as New appointment finds them. */
export async function loadSeriesOptions(
  db: Database,
  business: Business,
  input: { serviceId: string; staffId: string; date: string },
  staffIds: string[] | null,
) {
  const options = await findAppointmentOptions(
    db,
    business.id,
    [input.serviceId],
    staffIds,
    localDayRange(input.date, business.timeZone),
  );
  const [service] = options.services;
  if (!service) {
    throw new AppError("invalid", SERVICE_UNAVAILABLE_MESSAGE, {
      fieldErrors: { serviceId: SERVICE_UNAVAILABLE_MESSAGE },
    });
  }
  const eligible = options.staff.filter((member) => canStaffPerformService(member, service.id));
  const chosen = options.staff.find((member) => member.id === input.staffId);
  if (!chosen) {
    throw new AppError("invalid", STAFF_UNAVAILABLE_MESSAGE, { fieldErrors: { staffId: STAFF_UNAVAILABLE_MESSAGE } });
  }
  if (!canStaffPerformService(chosen, service.id)) {
    throw new AppError("invalid", STAFF_CANNOT_PERFORM_MESSAGE, {
      fieldErrors: { staffId: STAFF_CANNOT_PERFORM_MESSAGE },
    });
  }
  return { service, chosen, eligible };
}

/**
 * Every planned occurrence of a series checked before anything is saved: free, or a conflict with another live
 * booking of the staff member where the exclusion constraint would refuse it (processing parts stay free), with the
 * nearest alternatives — the same professional at another free time that day, and the other professionals who offer
 * the service and are free at that time (New appointment's free times: their hours, bookings, blackouts).
 * Only a suggestion: bookSeries books under the constraint, which has the last word.
 */
export async function checkSeries(
  db: Database,
  business: Business,
  input: CheckSeriesInput,
  staffIds: string[] | null,
  now: Date,
): Promise<SeriesCheck> {
  const { service, chosen, eligible } = await loadSeriesOptions(db, business, input, staffIds);
  const own = applyStaffTerms(service, chosen);
  const plan = planSeries({ date: input.date, time: input.time }, toSeriesRepeat(input.repeat), business.timeZone);
  const instants = plan.flatMap((each) => (each.startsAt ? [each.startsAt.getTime()] : []));
  const range = {
    from: new Date(Math.min(...instants, zonedToInstant(input.date, "00:00", business.timeZone).getTime())),
    to: new Date(Math.max(...instants, 0) + own.durationMinutes * 60_000),
  };
  const busy = (await findLiveBookingTimes(db, business.id, [chosen.id], range)).get(chosen.id)!;
  const others = eligible.filter((member) => member.id !== chosen.id);

  const occurrences: OccurrenceCheck[] = [];
  for (const each of plan) {
    const base = { index: each.index, date: each.date, time: each.time, otherTimes: [], otherStaff: [] };
    if (!each.startsAt) {
      occurrences.push({ ...base, status: "no_such_time" });
      continue;
    }
    const wanted = {
      startsAt: each.startsAt,
      endsAt: new Date(each.startsAt.getTime() + own.durationMinutes * 60_000),
      processingAfterMinutes: own.processingAfterMinutes,
      processingMinutes: own.processingMinutes,
    };
    if (!overlapsLiveBookings(wanted, busy)) {
      occurrences.push({ ...base, status: "free" });
      continue;
    }
    const freeTimes = async (staffId: string) =>
      (await findFreeTimesOnDate(db, business, { serviceId: service.id, staffId, date: each.date }, staffIds, now))
        .times;
    const [sameStaff, ...otherTimesByStaff] = await Promise.all([
      freeTimes(chosen.id),
      ...others.map((member) => freeTimes(member.id)),
    ]);
    occurrences.push({
      ...base,
      status: "conflict",
      otherTimes: nearestTimes(sameStaff, each.time),
      otherStaff: others
        .filter((_, index) => otherTimesByStaff[index].includes(each.time))
        .map(({ id, name }) => ({ id, name })),
    });
  }
  return { staffId: chosen.id, staffName: chosen.name, occurrences };
}
