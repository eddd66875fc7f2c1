import type { Database } from "@/db/client";
import { loadBusyDataOfStaff, type BookingContext } from "@/lib/availability/booking-context";
import { distinctStaffContexts, toVisitItems } from "@/lib/availability/visit-context";
import { planVisit, type VisitStaffing } from "@/lib/availability/visit-slots";
import { AppError } from "@/lib/errors";
import { runUnderConstraint, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "./book-time";
import { lockStaffSchedule } from "./write-queries";

/** A visit's request under the customer's rules: each service's candidates, and when it starts. */
export type VisitRequest = {
  /** Per service, in the visit's order, the candidates in the order to try them. */
  contexts: readonly BookingContext[][];
  staffing: VisitStaffing;
  /** 'YYYY-MM-DD' and 'HH:mm' in the business's time zone: when the first service starts. */
  date: string;
  time: string;
  now: Date;
  /** The bookings being moved (a visit rescheduled whole): their own times do not block the new ones. */
  excludeBookingIds?: readonly string[];
};

/**
 * A visit's new times under the owner's override (a drag on the schedule moves the whole visit): the business may
 * book outside its online rules, so only another live booking of a staff member refuses it — the constraint.
 */
export type OwnerVisitRequest = {
  rules: "owner";
  /** Every staff member the write touches (the visit's, before and after). */
  staffIds: readonly string[];
  /** The message when the constraint refuses (default SLOT_TAKEN_MESSAGE). */
  takenMessage?: string;
};

/** Who does each service and when, as planned inside the visit's transaction. */
export type PlannedVisitItem = { context: BookingContext; startsAt: Date; endsAt: Date };

/**
 * The one way to book a visit of several services: in one transaction, the candidates' turns (advisory locks in
 * the order of their ids, so two visits never wait on each other in a circle), their busy times read again, the
 * visit engine's plan, and `write` with it (which must do all its work on `tx`). Every service's booking is under
 * the exclusion constraint: if any overlaps, the whole transaction rolls back and the caller gets `slot_taken`, so
 * a visit is booked whole or not at all. A start the engine no longer offers is `slot_taken` too (with
 * SLOT_UNAVAILABLE_MESSAGE when bookings are not what stands in the way).
 */
export async function bookVisit<T>(
  db: Database,
  request: VisitRequest,
  write: (tx: Database, plan: PlannedVisitItem[]) => Promise<T>,
): Promise<T>;
/**
 * Owner rules: the staff members' turns in the order of their ids, then `write` (the caller's own times) under the
 * constraint: every booking it writes lands, or none does and the caller gets `slot_taken` with `takenMessage`.
 */
export async function bookVisit<T>(
  db: Database,
  request: OwnerVisitRequest,
  write: (tx: Database) => Promise<T>,
): Promise<T>;
export async function bookVisit<T>(
  db: Database,
  request: VisitRequest | OwnerVisitRequest,
  write: (tx: Database, plan: PlannedVisitItem[]) => Promise<T>,
): Promise<T> {
  if ("rules" in request) {
    const staffIds = [...new Set(request.staffIds)].sort();
    return runUnderConstraint(
      db,
      async (tx) => {
        for (const id of staffIds) await lockStaffSchedule(tx, id);
        return write(tx, []);
      },
      { takenMessage: request.takenMessage },
    );
  }
  const staff = distinctStaffContexts(request.contexts);
  return runUnderConstraint(db, async (tx) => {
    for (const id of staff.map((context) => context.staff.id).sort()) await lockStaffSchedule(tx, id);
    const busy = await loadBusyDataOfStaff(tx, staff, request.now, request.excludeBookingIds);
    const items = toVisitItems(request.contexts, busy, request.now);
    const plan = planVisit(items, request.staffing, request.date, request.time);
    if (!plan) {
      const withoutBookings = items.map((item) => ({
        candidates: item.candidates.map((input) => ({ ...input, bookings: [], resources: null })),
      }));
      const takenByBookings = planVisit(withoutBookings, request.staffing, request.date, request.time) !== null;
      throw new AppError("slot_taken", takenByBookings ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
    }
    const planned = plan.map((item, index) => ({
      context: request.contexts[index].find((context) => context.staff.id === item.staffId)!,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
    }));
    return write(tx, planned);
  });
}
