/**
 * Part (a) of `npm run bench:all`: the pure slot engine at 1×, 10× and 100× the fixture's data for one
 * staff member (bookings and blackouts scaled), showing the time grows linearly with the data.
 */
import { performance } from "node:perf_hooks";
import type { BlackoutRule } from "@/lib/blackouts/rules";
import { computeAvailability, type BusyPeriod } from "@/lib/availability/slots";
import { benchAvailability, benchHours, BENCH_TIME_ZONE, createBenchData } from "./fixtures";
import { checkTarget, emptyResult, formatNumber, median, type PartResult } from "./support/report";

const now = new Date("2026-06-01T07:00:00Z");
const SCALES = [1, 10, 100];

/** The staff member's bookings and the blackouts repeated `scale` times (copies shifted by a minute so none coincide). */
function scaleData(bookings: BusyPeriod[], blackouts: BlackoutRule[], scale: number) {
  const scaledBookings: BusyPeriod[] = [];
  const scaledBlackouts: BlackoutRule[] = [];
  for (let copy = 0; copy < scale; copy++) {
    const shift = copy * 60_000;
    for (const b of bookings) {
      scaledBookings.push({
        startsAt: new Date(b.startsAt.getTime() + shift),
        endsAt: new Date(b.endsAt.getTime() + shift),
      });
    }
    scaledBlackouts.push(...blackouts);
  }
  return { bookings: scaledBookings, blackouts: scaledBlackouts };
}

/** Median ms of one computation at each scale, timed for about `seconds` per scale. */
export async function runEngineGrowth(seconds: number): Promise<PartResult> {
  const result = emptyResult();
  const data = createBenchData(now);
  const staffId = data.staffIds[0];
  const base = data.bookingsByStaff.get(staffId)!;
  const rows: string[][] = [];
  const perBooking: number[] = [];
  const medians: number[] = [];
  for (const scale of SCALES) {
    const scaled = scaleData(base, data.blackouts, scale);
    const compute = () =>
      computeAvailability({
        timeZone: BENCH_TIME_ZONE,
        now,
        businessHours: benchHours,
        staff: { id: staffId, availability: benchAvailability },
        serviceDurationMinutes: 45,
        bookings: scaled.bookings,
        blackouts: scaled.blackouts,
        bufferMinutes: 5,
      });
    for (let i = 0; i < 20; i++) compute(); // warm-up
    const samples: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    while (samples.length < 30 || (performance.now() < deadline && samples.length < 5000)) {
      const started = performance.now();
      compute();
      samples.push(performance.now() - started);
    }
    const ms = median(samples);
    const usPerBooking = (ms * 1000) / scaled.bookings.length;
    perBooking.push(usPerBooking);
    medians.push(ms);
    const previous = medians.length > 1 ? medians[medians.length - 2] : NaN;
    rows.push([
      `${scale}×`,
      formatNumber(scaled.bookings.length),
      formatNumber(scaled.blackouts.length),
      formatNumber(samples.length),
      formatNumber(ms, 3),
      formatNumber(usPerBooking, 3),
      formatNumber(perBooking[perBooking.length - 1] / perBooking[0], 2),
      Number.isNaN(previous) ? "" : `${formatNumber(ms / previous, 1)}× for 10× data`,
    ]);
  }
  result.tables.push({
    title: "(a) Slot engine, one staff member over 21 days",
    note:
      "`computeAvailability` with the `bench/fixtures.ts` data of one staff member, bookings and blackouts repeated 10× and 100×. " +
      "Linear growth means µs per booking stays roughly constant (near 1× of the 1× figure, or below as the fixed cost is spread) " +
      "and 10× the data costs at most about 10× the time.",
    headers: [
      "scale",
      "bookings",
      "blackouts",
      "runs",
      "median ms",
      "µs per booking",
      "µs per booking vs 1×",
      "time growth",
    ],
    rows,
  });
  const growth = perBooking[perBooking.length - 1] / perBooking[0];
  result.targets.push(
    checkTarget(
      "engine grows linearly (µs per booking at 100× ≤ 2× of 1×)",
      growth <= 2,
      `${formatNumber(growth, 2)}×`,
    ),
  );
  return result;
}
