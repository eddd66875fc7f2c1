import type { BlackoutRule } from "@/lib/blackouts/rules";
import type { BusyPeriod } from "@/lib/availability/slots";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

export const BENCH_TIME_ZONE = "Europe/London";
export const STAFF_COUNT = 20;
export const BOOKING_COUNT = 5000;
export const BLACKOUT_COUNT = 100;

export const benchHours: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { enabled: true, start: "08:00", end: "20:00" }]),
) as WeeklySchedule;
export const benchAvailability: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { enabled: true, start: "08:00", end: "20:00" }]),
) as WeeklySchedule;

/** A deterministic pseudo-random sequence, so every run measures the same data. */
export function seededRandom(seed = 42): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** 5,000 bookings spread over 20 staff and the 21-day window (250 each), and 100 blackouts. */
export function createBenchData(now: Date) {
  const random = seededRandom();
  const today = toDateInZone(now, BENCH_TIME_ZONE);
  const staffIds = Array.from({ length: STAFF_COUNT }, (_, i) => `staff-${i}`);
  const bookingsByStaff = new Map<string, BusyPeriod[]>(staffIds.map((id) => [id, []]));
  const bookings: (BusyPeriod & { staffId: string })[] = [];
  for (let i = 0; i < BOOKING_COUNT; i++) {
    const staffId = staffIds[i % STAFF_COUNT];
    const date = addDaysToDate(today, Math.floor(random() * 21));
    const minute = 8 * 60 + Math.floor(random() * 24) * 30;
    const startsAt = zonedToInstant(
      date,
      `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`,
      BENCH_TIME_ZONE,
    );
    const period = { startsAt, endsAt: new Date(startsAt.getTime() + (1 + Math.floor(random() * 4)) * 15 * 60_000) };
    bookingsByStaff.get(staffId)!.push(period);
    bookings.push({ ...period, staffId });
  }
  const blackouts: BlackoutRule[] = Array.from({ length: BLACKOUT_COUNT }, (_, i) => {
    const start = addDaysToDate(today, Math.floor(random() * 21));
    const timed = random() < 0.7;
    const from = 8 + Math.floor(random() * 10);
    return {
      type: i % 4 === 0 ? "business" : "staff",
      staffId: i % 4 === 0 ? null : staffIds[i % STAFF_COUNT],
      startDate: start,
      endDate: addDaysToDate(start, Math.floor(random() * 2)),
      startTime: timed ? `${String(from).padStart(2, "0")}:00` : null,
      endTime: timed ? `${String(from + 1).padStart(2, "0")}:30` : null,
      recurring: i % 10 === 0,
      recurringPattern: i % 20 === 0 ? "monthly" : "weekly",
    };
  });
  return { staffIds, bookingsByStaff, bookings, blackouts };
}

export function summarise(samplesMs: number[]): { median: number; p95: number; min: number; max: number } {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: pick(0.5), p95: pick(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}
