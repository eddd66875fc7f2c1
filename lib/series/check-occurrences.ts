import { busyPartsOf, processingOf } from "@/lib/availability/busy-parts";

/** A live booking as the constraint sees it: its start, length and processing part. */
export type LiveBookingTimes = {
  startsAt: Date;
  endsAt: Date;
  processingAfterMinutes: number;
  processingMinutes: number;
};

/** Instants (epoch ms) during which a booking keeps its staff member busy (the trigger's `busy`, migration 0029). */
export function busyIntervalsOf(booking: LiveBookingTimes): { start: number; end: number }[] {
  const start = booking.startsAt.getTime();
  const minutes = Math.round((booking.endsAt.getTime() - start) / 60_000);
  return busyPartsOf(minutes, processingOf(booking)).map((part) => ({
    start: start + part.from * 60_000,
    end: start + part.to * 60_000,
  }));
}

/** Whether a new booking would overlap any of `others` where the exclusion constraint looks (their busy parts). */
export function overlapsLiveBookings(candidate: LiveBookingTimes, others: readonly LiveBookingTimes[]): boolean {
  const mine = busyIntervalsOf(candidate);
  return others.some((other) =>
    busyIntervalsOf(other).some((theirs) => mine.some((part) => part.start < theirs.end && theirs.start < part.end)),
  );
}

/** 'HH:mm' as minutes of the day. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The free times nearest to `wanted`, closest first (an earlier time first when two are as close), at most `limit`.
 */
export function nearestTimes(freeTimes: readonly string[], wanted: string, limit = 3): string[] {
  const target = minutesOf(wanted);
  return freeTimes
    .filter((time) => time !== wanted)
    .map((time) => ({ time, distance: Math.abs(minutesOf(time) - target), minutes: minutesOf(time) }))
    .sort((a, b) => a.distance - b.distance || a.minutes - b.minutes)
    .slice(0, limit)
    .map((each) => each.time);
}
