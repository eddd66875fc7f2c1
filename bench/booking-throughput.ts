/**
 * Part (c) of `npm run bench:all`: bookings created per second, 20 at a time, each for a distinct free slot,
 * through the product's own path (over HTTP: the public bookings route; and by calling `createPublicBooking`,
 * the function that route uses) against a raw postgres.js INSERT of an equivalent row, on PostgreSQL.
 */
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { openDatabase } from "@/db/client";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import type { ProductData } from "./support/product-data";
import { emptyResult, formatNumber, mean, type PartResult } from "./support/report";

const IN_FLIGHT = 20;
/** Bookable 30-minute starts of the bench-create business (open 08:00-20:00). */
const TIMES = Array.from(
  { length: 24 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
/** Creation uses days 1-50 ahead; day 55 is kept for the HTTP race (part d). */
export const RACE_DAY_OFFSET = 55;
const LAST_CREATION_DAY = 50;

export type Slot = { staffId: string; date: string; time: string };

/** Distinct free slots in order: staff member, then time, then day (from tomorrow). */
export function createSlotSource(create: ProductData["create"], now: Date, firstDay = 1, lastDay = LAST_CREATION_DAY) {
  const today = toDateInZone(now, create.timeZone);
  const perDay = create.staffIds.length * TIMES.length;
  let next = 0;
  return (): Slot => {
    const index = next++;
    const day = firstDay + Math.floor(index / perDay);
    if (day > lastDay) throw new Error("out of free slots");
    const inDay = index % perDay;
    return {
      staffId: create.staffIds[inDay % create.staffIds.length],
      time: TIMES[Math.floor(inDay / create.staffIds.length)],
      date: addDaysToDate(today, day),
    };
  };
}

/** Runs `attempt` with IN_FLIGHT workers for `seconds`; returns successes per second (any failure is kept). */
async function runWorkers(seconds: number, attempt: (n: number) => Promise<void>) {
  let counter = 0;
  let ok = 0;
  const failures: string[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        try {
          await attempt(counter++);
          ok++;
        } catch (error) {
          if (failures.length < 5) failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return { perSecond: ok / ((performance.now() - started) / 1000), ok, failures };
}

const RAISED = 999_999_999;

export type ThroughputInput = {
  productOrigin: string | null;
  databaseUrl: string;
  data: ProductData;
  seconds: number;
  rounds: number;
};

export async function runBookingThroughput(input: ThroughputInput): Promise<PartResult> {
  const result = emptyResult();
  const { create } = input.data;
  const now = new Date();
  const nextSlot = createSlotSource(create, now);
  const booking = (slot: Slot, n: number) => ({
    serviceId: create.serviceId,
    staffId: slot.staffId,
    date: slot.date,
    time: slot.time,
    customerName: `Throughput ${n}`,
    customerEmail: `throughput-${Date.now()}-${n}@example.com`,
    customerPhone: "",
    notes: "",
  });

  const handle = openDatabase({ kind: "postgres", url: input.databaseUrl, max: IN_FLIGHT });
  const raw = postgres(input.databaseUrl, { max: IN_FLIGHT, onnotice: () => {} });
  // The raw inserts go far beyond the booking window: no engine check there, only the constraint.
  let rawIndex = 0;
  const rawStart = zonedToInstant(
    addDaysToDate(toDateInZone(now, create.timeZone), 400),
    "08:00",
    create.timeZone,
  ).getTime();

  const modes: { name: string; run: (n: number) => Promise<void> }[] = [];
  if (input.productOrigin) {
    const url = `${input.productOrigin}/api/public/businesses/${create.slug}/bookings`;
    modes.push({
      name: "product over HTTP (POST /api/public/businesses/{slug}/bookings)",
      run: async (n) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(booking(nextSlot(), n)),
        });
        const body = await response.text();
        if (response.status !== 201) throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
      },
    });
  }
  modes.push({
    name: "product function `createPublicBooking`, called directly",
    run: async (n) => {
      // The same raised limits as the HTTP server's: the rate limits are not what is measured.
      const limits = {
        perAddressPerHour: RAISED,
        perBusinessPerHour: RAISED,
        perEmailPerDay: RAISED,
        perSlotPer10Minutes: RAISED,
      };
      await createPublicBooking(handle.db, create.businessId, booking(nextSlot(), n), { now: new Date(), limits });
    },
  });
  modes.push({
    name: "raw postgres.js INSERT of an equivalent row",
    run: async (n) => {
      const index = rawIndex++;
      const staffId = create.staffIds[index % create.staffIds.length];
      const startsAt = new Date(rawStart + Math.floor(index / create.staffIds.length) * 30 * 60_000);
      await raw`insert into bookings ${raw({
        business_id: create.businessId,
        service_id: create.serviceId,
        staff_id: staffId,
        service_name: "Quick Trim",
        staff_name: "Stylist",
        customer_name: `Raw ${n}`,
        customer_email: `raw-${n}@example.com`,
        price_pence: 1500,
        status: "confirmed",
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 30 * 60_000),
      })}`;
    },
  });

  const perMode = new Map<string, number[]>(modes.map((m) => [m.name, []]));
  try {
    // Warm-up (not recorded): the server loads the route and both pools open their connections.
    for (const mode of modes) await runWorkers(Math.min(2, input.seconds), mode.run);
    for (let round = 1; round <= input.rounds; round++) {
      for (const mode of modes) {
        const outcome = await runWorkers(input.seconds, mode.run);
        perMode.get(mode.name)!.push(outcome.perSecond);
        process.stdout.write(
          `  round ${round} ${mode.name}: ${outcome.perSecond.toFixed(0)}/s (${outcome.ok} created)\n`,
        );
        if (outcome.failures.length > 0) result.failures.push(`${mode.name}: ${outcome.failures.join("; ")}`);
      }
    }
  } finally {
    await handle.close();
    await raw.end();
  }
  const rawRate = mean(perMode.get(modes[modes.length - 1].name)!);
  result.tables.push({
    title: "(c) Booking creation throughput, PostgreSQL",
    note:
      `${IN_FLIGHT} at a time, each for a distinct free slot, ${input.rounds} interleaved rounds of ${input.seconds} s (mean of the rounds; a warm-up of each first). ` +
      "Over HTTP the rate limits are raised out of the way (BOOKING_RATE_LIMIT_* variables); the direct call uses a pool of 20.",
    headers: ["path", "bookings/s", "ratio to raw INSERT"],
    rows: modes.map((mode) => {
      const rate = mean(perMode.get(mode.name)!);
      return [mode.name, formatNumber(rate), formatNumber(rate / rawRate, 3)];
    }),
  });
  return result;
}
