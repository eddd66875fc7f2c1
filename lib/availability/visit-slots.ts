/**
 * A visit of several services, back to back ("Full Colour" then "Haircut & Style"): which start times it can be
 * booked at, and with whom. Pure, like the slot engine it builds on: each service as each professional who may do it
 * would do it is one `AvailabilityInput` (their own duration, processing, hours, bookings), and a visit's start is
 * free when the services can follow one another, each inside its professional's free times.
 *
 * - "same": one professional does every service (what a salon books by default);
 * - "each": each service by any professional who offers it ("any professional", or a choice per service).
 *
 * The first service starts on the engine's grid (`computeAvailability`); the next ones start when the one before
 * ends, in elapsed time (so a visit across a clock change keeps its length), each checked at that one instant by
 * `createStartCheck` under the engine's rules for a start: inside one of the professional's working windows with the
 * buffer, off any blackout, and the service's busy parts (lib/availability/busy-parts.ts) clear of the
 * professional's busy times, found by binary search in their merged busy times, and the rooms or equipment it
 * needs free (each service of a visit holds its own; they follow one another, so they never hold one at once).
 */
import { toDateInZone, toTimeInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { blackoutAppliesToStaff, blockedMinutesOnDate, type BlockedMinutes } from "@/lib/blackouts/rules";
import { busyPartsOf } from "./busy-parts";
import { mergeBusy, overlapsMerged } from "./busy-intervals";
import { createResourceCheck } from "./resource-check";
import { computeAvailability, mergeStaffAvailability, type AvailabilityInput, type DaySlots } from "./slots";
import { toMinutes } from "./weekly-schedule";
import { workingWindowsOn, type MinuteRange } from "./working-windows";

/** One service of the visit: the engine's input for each professional who may do it, in the order to try them. */
export type VisitItem = { candidates: readonly AvailabilityInput[] };

export type VisitStaffing = "same" | "each";

/** Who does each service of the visit and when, in the visit's order. */
export type VisitPlanItem = { staffId: string; startsAt: Date; endsAt: Date };

type StartCheck = (startMs: number) => boolean;

/**
 * Whether the service can start at one instant with this professional, under the engine's rules for a start (see
 * `computeAvailability`) but off its grid: a later service of a visit starts when the one before ends.
 */
export function createStartCheck(input: AvailabilityInput): StartCheck {
  const buffer = input.bufferMinutes ?? 0;
  const duration = input.serviceDurationMinutes;
  const earliest = input.now.getTime() + (input.minNoticeMinutes ?? 0) * 60_000;
  const busy = mergeBusy(
    input.bookings
      .map((b) => ({
        start: b.startsAt.getTime(),
        end: b.endsAt.getTime() + (b.bufferAfter === false ? 0 : buffer) * 60_000,
      }))
      .concat((input.calendarBusy ?? []).map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() }))),
  );
  const parts = busyPartsOf(duration, input.processing).map((part, index, all) => ({
    from: part.from * 60_000,
    to: (part.to + (index === all.length - 1 ? buffer : 0)) * 60_000,
  }));
  const blackouts = input.blackouts.filter((rule) => blackoutAppliesToStaff(rule, input.staff.id));
  const days = new Map<string, { windows: MinuteRange[]; blocked: BlockedMinutes[] }>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      const windows = workingWindowsOn(date, input.staff, input.businessHours);
      const blocked = blackouts
        .map((rule) => blockedMinutesOnDate(rule, date))
        .filter((each): each is BlockedMinutes => each !== null);
      days.set(date, (day = { windows, blocked }));
    }
    return day;
  };
  const resourcesFree = createResourceCheck(input.resources, duration, input.processing);
  return (startMs) => {
    if (startMs < earliest) return false;
    const start = new Date(startMs);
    const { windows, blocked } = dayOf(toDateInZone(start, input.timeZone));
    const minute = toMinutes(toTimeInZone(start, input.timeZone));
    if (!windows.some((window) => minute >= window.from && minute + duration + buffer <= window.to)) return false;
    if (blocked.some((b) => b === "all-day" || (minute <= b.to && minute + duration > b.from))) return false;
    if (parts.some((part) => overlapsMerged(busy, startMs + part.from, startMs + part.to))) return false;
    return resourcesFree === null || resourcesFree(startMs);
  };
}

/** Each later service's check per professional, made on first use. */
function createFollowOnLookup(items: readonly VisitItem[]) {
  const cache = new Map<string, StartCheck>();
  return (itemIndex: number, candidateIndex: number): StartCheck => {
    const key = `${itemIndex}:${candidateIndex}`;
    let check = cache.get(key);
    if (!check) {
      check = createStartCheck(items[itemIndex].candidates[candidateIndex]);
      cache.set(key, check);
    }
    return check;
  };
}

/**
 * The first free way to do services `from`… of the visit starting at `startMs`, each after the one before; null
 * when there is none. `staffId` (staffing "same") is who must do them.
 */
function planFrom(
  items: readonly VisitItem[],
  lookup: ReturnType<typeof createFollowOnLookup>,
  from: number,
  startMs: number,
  staffId: string | null,
): VisitPlanItem[] | null {
  if (from === items.length) return [];
  for (const [index, candidate] of items[from].candidates.entries()) {
    if (staffId !== null && candidate.staff.id !== staffId) continue;
    if (!lookup(from, index)(startMs)) continue;
    const endMs = startMs + candidate.serviceDurationMinutes * 60_000;
    const rest = planFrom(items, lookup, from + 1, endMs, staffId);
    if (rest) return [{ staffId: candidate.staff.id, startsAt: new Date(startMs), endsAt: new Date(endMs) }, ...rest];
  }
  return null;
}

/** The first service's candidates, each with its free times on the engine's grid. */
function firstServiceTimes(items: readonly VisitItem[]) {
  return items[0].candidates.map((input) => ({ input, days: computeAvailability(input) }));
}

/**
 * Free start times of the whole visit per date of the booking window. A date without times keeps the first
 * service's reason, or is fully booked when the first service had times but the rest never followed.
 */
export function computeVisitAvailability(items: readonly VisitItem[], staffing: VisitStaffing): DaySlots[] {
  if (items.length === 0 || items[0].candidates.length === 0) return [];
  const first = firstServiceTimes(items);
  if (items.length === 1) return mergeStaffAvailability(first.map((each) => each.days));
  const lookup = createFollowOnLookup(items);
  const merged = mergeStaffAvailability(first.map((each) => each.days));
  return merged.map((day, dayIndex) => {
    const free = new Set<string>();
    for (const { input, days } of first) {
      for (const time of days[dayIndex].slots) {
        if (free.has(time)) continue;
        const startMs = zonedToInstant(day.date, time, input.timeZone).getTime();
        const rest = planFrom(
          items,
          lookup,
          1,
          startMs + input.serviceDurationMinutes * 60_000,
          staffing === "same" ? input.staff.id : null,
        );
        if (rest) free.add(time);
      }
    }
    const slots = [...free].sort();
    if (slots.length > 0) return { date: day.date, slots };
    return { date: day.date, slots, reason: day.slots.length > 0 ? "fully_booked" : (day.reason ?? "closed") };
  });
}

/**
 * Who does each service of a visit starting at `date` `time` (the business's zone), the first free combination in
 * the candidates' order; null when the visit does not fit. The server plans again inside the booking's transaction
 * and the database's constraint has the last word.
 */
export function planVisit(
  items: readonly VisitItem[],
  staffing: VisitStaffing,
  date: string,
  time: string,
): VisitPlanItem[] | null {
  if (items.length === 0) return null;
  const lookup = createFollowOnLookup(items);
  for (const { input, days } of firstServiceTimes(items)) {
    if (!days.some((day) => day.date === date && day.slots.includes(time))) continue;
    const start = zonedToInstant(date, time, input.timeZone);
    const endMs = start.getTime() + input.serviceDurationMinutes * 60_000;
    const rest = planFrom(items, lookup, 1, endMs, staffing === "same" ? input.staff.id : null);
    if (rest) return [{ staffId: input.staff.id, startsAt: start, endsAt: new Date(endMs) }, ...rest];
  }
  return null;
}
