/**
 * Part (d) of `npm run bench:all`: 200 customers booking one staff member's same time at once
 * (Promise.all), on in-memory PGlite, on PostgreSQL (calling `createPublicBooking`) and over HTTP against the
 * running product. Exactly one may succeed, the other 199 must get the "taken" error, and the table must
 * hold exactly one live booking at that time.
 */
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { businesses, services, staffMembers } from "@/db/schema";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { SLOT_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import { AppError } from "@/lib/errors";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import {
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  staffAvailabilitySchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { RACE_DAY_OFFSET } from "./booking-throughput";
import { createFreshDatabase } from "./support/database";
import type { ProductData } from "./support/product-data";
import { emptyResult, type PartResult, type Table } from "./support/report";

const ATTEMPTS = 200;
const ZONE = "Europe/London";

type RaceOutcome = { counts: Map<string, number>; liveBookings: number };

/** A business with one staff member and one 30-minute service (default hours: Mon-Fri 09:00-17:00 or so). */
async function seedRaceBusiness(handle: DatabaseHandle) {
  await runMigrations(handle);
  const [business] = await handle.db
    .insert(businesses)
    .values({
      slug: "bench-race",
      name: "Bench Race Salon",
      timeZone: ZONE,
      hours: Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
          d,
          { enabled: true, start: "08:00", end: "20:00" },
        ]),
      ) as never,
      customization: customizationSchema.parse({}),
      calendarSettings: calendarSettingsSchema.parse({}),
      whiteLabel: whiteLabelSchema.parse({}),
      staffAccess: staffAccessSchema.parse({}),
    })
    .returning();
  const availability = Object.fromEntries(
    Object.keys(staffAvailabilitySchema.parse({})).map((d) => [d, { enabled: true, start: "08:00", end: "20:00" }]),
  ) as never;
  const [staff] = await handle.db
    .insert(staffMembers)
    .values({ businessId: business.id, name: "Racer", availability })
    .returning();
  const [service] = await handle.db
    .insert(services)
    .values({ businessId: business.id, name: "Quick Trim", durationMinutes: 30, pricePence: 1500 })
    .returning();
  return { businessId: business.id, staffId: staff.id, serviceId: service.id };
}

/** Live bookings of the staff member overlapping the 30 minutes from `start`. */
async function countLiveAt(handle: DatabaseHandle, staffId: string, start: Date): Promise<number> {
  const end = new Date(start.getTime() + 30 * 60_000);
  const query = `select count(*)::int as n from bookings where staff_id = $1 and status <> 'cancelled'
    and tstzrange(starts_at, ends_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')`;
  const params = [staffId, start.toISOString(), end.toISOString()];
  if (handle.kind === "pglite") return (await handle.pglite!.query<{ n: number }>(query, params)).rows[0].n;
  const sql = postgres(handle.url!, { max: 1, onnotice: () => {} });
  try {
    return (await sql.unsafe(query, params))[0].n as number;
  } finally {
    await sql.end();
  }
}

function classify(error: unknown): string {
  if (error instanceof AppError) {
    return error.code === "slot_taken" && error.message === SLOT_TAKEN_MESSAGE
      ? "taken"
      : `${error.code}: ${error.message}`;
  }
  return `error: ${describeError(error)}`;
}

/** The database's own error (drizzle wraps it with the whole query) in one short line. */
function describeError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return `${code} ${String(message)}`.slice(0, 160);
    if (!cause) return String(message ?? current).slice(0, 160);
    current = cause;
  }
  return String(error).slice(0, 160);
}

function count(outcomes: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return counts;
}

async function raceDirect(handle: DatabaseHandle): Promise<RaceOutcome> {
  const { businessId, staffId, serviceId } = await seedRaceBusiness(handle);
  const date = addDaysToDate(toDateInZone(new Date(), ZONE), 2);
  const outcomes = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      createPublicBooking(
        handle.db,
        businessId,
        {
          serviceId,
          staffId,
          date,
          time: "10:00",
          customerName: `Racer ${i}`,
          customerEmail: `racer-${i}@example.com`,
          customerPhone: "",
          notes: "",
        },
        { now: new Date() },
      ).then(
        () => "booked",
        (error: unknown) => classify(error),
      ),
    ),
  );
  const start = zonedToInstant(date, "10:00", ZONE);
  const liveBookings = await countLiveAt(handle, staffId, start);
  return { counts: count(outcomes), liveBookings };
}

async function raceOverHttp(origin: string, databaseUrl: string, data: ProductData): Promise<RaceOutcome> {
  const { create } = data;
  const staffId = create.staffIds[0];
  const date = addDaysToDate(toDateInZone(new Date(), create.timeZone), RACE_DAY_OFFSET);
  const body = (i: number) =>
    JSON.stringify({
      serviceId: create.serviceId,
      staffId,
      date,
      time: "10:00",
      customerName: `Racer ${i}`,
      customerEmail: `http-racer-${Date.now()}-${i}@example.com`,
    });
  const outcomes = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, i) => {
      try {
        const response = await fetch(`${origin}/api/public/businesses/${create.slug}/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: body(i),
        });
        const json = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
        if (response.status === 201) return "booked";
        if (response.status === 409 && json.error === SLOT_TAKEN_MESSAGE) return "taken";
        return `HTTP ${response.status}: ${json.code ?? ""} ${json.error ?? ""}`.trim();
      } catch (error) {
        return `error: ${describeError(error)}`;
      }
    }),
  );
  const handle = openDatabase({ kind: "postgres", url: databaseUrl, max: 1 });
  try {
    const liveBookings = await countLiveAt(handle, staffId, zonedToInstant(date, "10:00", create.timeZone));
    return { counts: count(outcomes), liveBookings };
  } finally {
    await handle.close();
  }
}

export type RaceInput = { productOrigin: string | null; productDatabaseUrl: string | null; data: ProductData | null };

export async function runSlotRace(input: RaceInput): Promise<PartResult> {
  const result = emptyResult();
  const runs: { name: string; race: () => Promise<RaceOutcome> }[] = [
    {
      name: "PGlite (in memory), `createPublicBooking`",
      race: async () => {
        const handle = openDatabase({ kind: "pglite", dir: null });
        try {
          return await raceDirect(handle);
        } finally {
          await handle.close();
        }
      },
    },
    {
      name: "PostgreSQL, `createPublicBooking`",
      race: async () => {
        const handle = openDatabase({ kind: "postgres", url: await createFreshDatabase("bookingpro_bench_race") });
        try {
          return await raceDirect(handle);
        } finally {
          await handle.close();
        }
      },
    },
  ];
  if (input.productOrigin && input.productDatabaseUrl && input.data) {
    const { productOrigin, productDatabaseUrl, data } = input;
    runs.push({
      name: "PostgreSQL, over HTTP (running product)",
      race: () => raceOverHttp(productOrigin, productDatabaseUrl, data),
    });
  }
  const table: Table = {
    title: "(d) 200 concurrent attempts on one slot",
    note: "All 200 started at once (Promise.all), unique customer emails. Expected: 1 booked, 199 taken, 1 live booking.",
    headers: ["where", "booked", "taken", "other outcomes", "live bookings at the slot", "result"],
    rows: [],
  };
  for (const run of runs) {
    let outcome: RaceOutcome;
    try {
      outcome = await run.race();
    } catch (error) {
      result.failures.push(`RACE ${run.name} crashed: ${error instanceof Error ? error.message : String(error)}`);
      table.rows.push([run.name, "", "", "crashed", "", "FAILED"]);
      continue;
    }
    const booked = outcome.counts.get("booked") ?? 0;
    const taken = outcome.counts.get("taken") ?? 0;
    const other = [...outcome.counts].filter(([key]) => key !== "booked" && key !== "taken");
    const passed = booked === 1 && taken === ATTEMPTS - 1 && outcome.liveBookings === 1;
    if (!passed) {
      result.failures.push(
        `RACE BUG ${run.name}: ${booked} booked, ${taken} taken, other ${JSON.stringify(other)}, ${outcome.liveBookings} live bookings`,
      );
    }
    table.rows.push([
      run.name,
      String(booked),
      String(taken),
      other.map(([key, n]) => `${n}× ${key}`).join("; ") || "0",
      String(outcome.liveBookings),
      passed ? "PASS" : "FAILED",
    ]);
    process.stdout.write(`  ${run.name}: ${booked} booked, ${taken} taken, ${outcome.liveBookings} live\n`);
  }
  result.tables.push(table);
  return result;
}
