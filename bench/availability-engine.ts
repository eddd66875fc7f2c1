/**
 * Benchmark of the pure slot engine: a business with 20 staff, 5,000 bookings and 100 blackouts,
 * over the 21-day window. Run: npx tsx bench/availability-engine.ts
 * One computation = the free slots of one service with one staff member (what the booking page asks).
 */
import { performance } from "node:perf_hooks";
import { computeAvailability } from "@/lib/availability/slots";
import { benchAvailability, benchHours, BENCH_TIME_ZONE, createBenchData, summarise } from "./fixtures";

const now = new Date("2026-06-01T07:00:00Z");
const data = createBenchData(now);
const runs = Number(process.env.BENCH_RUNS ?? 2000);

function computeFor(staffId: string, bookings = data.bookingsByStaff.get(staffId)!) {
  return computeAvailability({
    timeZone: BENCH_TIME_ZONE,
    now,
    businessHours: benchHours,
    staff: { id: staffId, availability: benchAvailability },
    serviceDurationMinutes: 45,
    bookings,
    blackouts: data.blackouts,
    bufferMinutes: 5,
  });
}

for (let i = 0; i < 200; i++) computeFor(data.staffIds[i % data.staffIds.length]); // warm-up

const perStaff: number[] = [];
let slotCount = 0;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const result = computeFor(data.staffIds[i % data.staffIds.length]);
  perStaff.push(performance.now() - started);
  slotCount = result.reduce((sum, day) => sum + day.slots.length, 0);
}

// Worst case: all 5,000 bookings handed to one computation.
const allBookings: number[] = [];
for (let i = 0; i < Math.max(50, runs / 20); i++) {
  const started = performance.now();
  computeFor(data.staffIds[0], data.bookings);
  allBookings.push(performance.now() - started);
}

const format = (s: ReturnType<typeof summarise>) =>
  `median ${s.median.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms, max ${s.max.toFixed(3)} ms`;
console.log(`availability engine: 20 staff, 5,000 bookings, 100 blackouts, 21 days (${runs} runs)`);
console.log(`  one staff member (250 bookings): ${format(summarise(perStaff))}; last result ${slotCount} free slots`);
console.log(`  all 5,000 bookings in one call:  ${format(summarise(allBookings))}`);
