import type { MinuteRange } from "./working-windows";

/*
 * A service's processing part (colour developing): the client stays, the staff member is free for someone else.
 * The parts of an appointment during which its staff member is busy are the rest of it. The database draws the same
 * parts for each booking (trigger `bookings_set_busy`, migration 0029) and its constraint keeps them apart.
 */

/** From `afterMinutes` after the start, for `minutes`; 0 minutes is none. */
export type Processing = { afterMinutes: number; minutes: number };

export const NO_PROCESSING: Processing = { afterMinutes: 0, minutes: 0 };

/** A service's or a booking's stored processing columns. */
export function processingOf(row: { processingAfterMinutes: number; processingMinutes: number }): Processing {
  return { afterMinutes: row.processingAfterMinutes, minutes: row.processingMinutes };
}

/**
 * The busy parts of an appointment of `durationMinutes` as minutes from its start, in order: all of it without
 * processing, else the part before processing and the part after it (either may be empty and is left out). A
 * processing part that runs past the end (a member's own shorter duration) is cut at the end.
 */
export function busyPartsOf(durationMinutes: number, processing: Processing | null | undefined): MinuteRange[] {
  if (!processing || processing.minutes <= 0) return [{ from: 0, to: durationMinutes }];
  const gapFrom = Math.min(durationMinutes, processing.afterMinutes);
  const gapTo = Math.min(durationMinutes, processing.afterMinutes + processing.minutes);
  const parts: MinuteRange[] = [];
  if (gapFrom > 0) parts.push({ from: 0, to: gapFrom });
  if (gapTo < durationMinutes) parts.push({ from: gapTo, to: durationMinutes });
  return parts;
}

/** The processing part as minutes from the start, cut at the end; null without one (what the schedule hatches). */
export function processingPartOf(
  durationMinutes: number,
  processing: Processing | null | undefined,
): MinuteRange | null {
  if (!processing || processing.minutes <= 0) return null;
  const from = Math.min(durationMinutes, processing.afterMinutes);
  const to = Math.min(durationMinutes, processing.afterMinutes + processing.minutes);
  return to > from ? { from, to } : null;
}
