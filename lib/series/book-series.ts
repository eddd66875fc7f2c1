import type { Database } from "@/db/client";
import { bookTime, runUnderConstraint } from "@/lib/bookings/book-time";
import { STAFF_UNAVAILABLE_MESSAGE } from "@/lib/bookings/appointments";
import { insertConfirmedBooking, lockStaffSchedule } from "@/lib/bookings/write-queries";
import { AppError } from "@/lib/errors";
import { formatShortDate } from "@/lib/format/booking-date";
import { applyStaffTerms } from "@/lib/services/staff-terms";
import { loadSeriesOptions, toSeriesRepeat } from "./check-series";
import { planSeries } from "./plan-series";
import type { BookSeriesInput } from "./series-schema";
import { insertBookingSeries } from "./series-queries";

type Business = { id: string; slug: string; timeZone: string };

export const NOT_IN_SERIES_MESSAGE = "Each date booked must be one of the series' dates. Check the dates again.";
export const NO_SUCH_SERIES_TIME_MESSAGE = "That time does not exist on one of the dates (the clocks change).";

/** The answer when the constraint refused one occurrence: nothing was booked, and which date it was. */
export const seriesTakenMessage = (date: string, time: string) =>
  `${formatShortDate(date)} at ${time} has just been taken, so nothing was booked. Check the dates again.`;

export type BookedOccurrence = { id: string; date: string; time: string; staffId: string; staffName: string };
export type BookedSeries = { seriesId: string; bookings: BookedOccurrence[]; emailedTo: string[] };

/** What runs in the series' transaction once every occurrence is booked (the customer's email). */
export type AfterSeriesBooked = (tx: Database, booked: BookedSeries & { rows: SeriesRow[] }) => Promise<string[]>;

/** An occurrence as written: for the email and its .ics. */
export type SeriesRow = { id: string; startsAt: Date; endsAt: Date; staffName: string; serviceName: string };

/**
 * A repeat series from the dashboard: the series and each chosen occurrence (the free ones as planned and the
 * picked alternatives, each on one of the series' dates) in ONE transaction, each through bookTime with the owner's
 * rules, so every occurrence has the exclusion constraint's guarantee. The staff members' turns are taken first (in
 * the order of their ids) so two series never wait on each other in a circle. If the constraint refuses any
 * occurrence (a race since the check), nothing is saved and the answer names that date.
 */
export async function bookSeries(
  db: Database,
  business: Business,
  input: BookSeriesInput,
  who: { userId: string; staffIds: string[] | null },
  afterBooked?: AfterSeriesBooked,
): Promise<BookedSeries> {
  const { service, eligible } = await loadSeriesOptions(db, business, input, who.staffIds);
  const plan = planSeries({ date: input.date, time: input.time }, toSeriesRepeat(input.repeat), business.timeZone);
  const planned = new Set(plan.map((each) => each.date));
  const seen = new Set<string>();
  const occurrences = input.choices.map((choice) => {
    if (!planned.has(choice.date) || seen.has(choice.date)) throw new AppError("invalid", NOT_IN_SERIES_MESSAGE);
    seen.add(choice.date);
    const member = eligible.find((each) => each.id === choice.staffId);
    if (!member) throw new AppError("invalid", STAFF_UNAVAILABLE_MESSAGE);
    const [at] = planSeries({ date: choice.date, time: choice.time }, { everyWeeks: 1, count: 1 }, business.timeZone);
    if (!at.startsAt) throw new AppError("invalid", NO_SUCH_SERIES_TIME_MESSAGE);
    const own = applyStaffTerms(service, member);
    const startsAt = at.startsAt;
    return {
      choice,
      member,
      service: own,
      startsAt,
      endsAt: new Date(startsAt.getTime() + own.durationMinutes * 60_000),
    };
  });
  occurrences.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const customer = {
    customerName: input.customerName,
    customerEmail: input.customerEmail.toLowerCase(),
    customerPhone: input.customerPhone,
    notes: input.notes,
  };

  return runUnderConstraint(db, async (tx) => {
    for (const staffId of [...new Set(occurrences.map((each) => each.member.id))].sort()) {
      await lockStaffSchedule(tx, staffId);
    }
    const seriesId = await insertBookingSeries(tx, {
      businessId: business.id,
      everyWeeks: input.repeat.everyWeeks,
      occurrences: input.repeat.ends === "count" ? (input.repeat.count ?? null) : null,
      untilDate: input.repeat.ends === "until" ? (input.repeat.until ?? null) : null,
      createdBy: who.userId,
    });
    const booked: BookedOccurrence[] = [];
    const rows: SeriesRow[] = [];
    for (const { choice, member, service: own, startsAt, endsAt } of occurrences) {
      const request = { rules: "owner", candidates: [member], startsAt, endsAt } as const;
      const row = await bookTime(tx, request, (inner, { candidate }) =>
        insertConfirmedBooking(inner, {
          businessId: business.id,
          service: own,
          staff: candidate,
          customer,
          startsAt,
          endsAt,
          seriesId,
        }),
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "slot_taken") {
          throw new AppError("slot_taken", seriesTakenMessage(choice.date, choice.time));
        }
        throw error;
      });
      booked.push({ id: row.id, date: choice.date, time: choice.time, staffId: member.id, staffName: member.name });
      rows.push({ id: row.id, startsAt, endsAt, staffName: member.name, serviceName: own.name });
    }
    const result = { seriesId, bookings: booked, emailedTo: [] as string[] };
    if (afterBooked) result.emailedTo = await afterBooked(tx, { ...result, rows });
    return result;
  });
}
