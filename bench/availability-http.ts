/**
 * End-to-end benchmark of GET /api/public/businesses/{slug}/availability over HTTP against the
 * production build (run `npm run build` first): npx tsx bench/availability-http.ts
 * Uses a fresh embedded database (or a fresh PostgreSQL database when DATABASE_URL is set)
 * holding a business with 20 staff, 5,000 bookings and 100 blackouts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { openDatabase, readDatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { blackouts, bookings, businesses, services, staffMembers } from "@/db/schema";
import {
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { benchAvailability, benchHours, BENCH_TIME_ZONE, createBenchData, summarise } from "./fixtures";
import { waitForServer } from "./support/server";

const port = Number(process.env.BENCH_PORT ?? 3400);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

async function prepareDatabase(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) {
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "bookingpro_bench" with (force)`);
    await admin.unsafe(`create database "bookingpro_bench"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = "/bookingpro_bench";
    return { DATABASE_URL: url.toString() };
  }
  const dir = path.resolve("tmp/bench-pglite");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
  return { PGLITE_DIR: dir };
}

async function seedBenchBusiness(now: Date): Promise<{ serviceId: string; staffIds: string[] }> {
  const handle = openDatabase(readDatabaseOptions());
  await runMigrations(handle);
  const data = createBenchData(now);
  const [business] = await handle.db
    .insert(businesses)
    .values({
      slug: "bench",
      name: "Bench Salon",
      timeZone: BENCH_TIME_ZONE,
      hours: benchHours,
      customization: customizationSchema.parse({}),
      calendarSettings: calendarSettingsSchema.parse({}),
      whiteLabel: whiteLabelSchema.parse({}),
      staffAccess: staffAccessSchema.parse({}),
    })
    .returning();
  const [service] = await handle.db
    .insert(services)
    .values({ businessId: business.id, name: "Cut", durationMinutes: 45, pricePence: 3000 })
    .returning();
  const staffRows = await handle.db
    .insert(staffMembers)
    .values(data.staffIds.map((id) => ({ businessId: business.id, name: id, availability: benchAvailability })))
    .returning();
  const idFor = new Map(data.staffIds.map((id, i) => [id, staffRows[i].id]));
  // Overlapping generated bookings would violate the exclusion constraint: keep the first of each clash.
  const accepted: typeof data.bookings = [];
  const byStaff = new Map<string, { start: number; end: number }[]>();
  for (const booking of data.bookings) {
    const list = byStaff.get(booking.staffId) ?? [];
    const start = booking.startsAt.getTime();
    const end = booking.endsAt.getTime();
    if (list.some((b) => start < b.end && b.start < end)) continue;
    list.push({ start, end });
    byStaff.set(booking.staffId, list);
    accepted.push(booking);
  }
  for (let i = 0; i < accepted.length; i += 500) {
    await handle.db.insert(bookings).values(
      accepted.slice(i, i + 500).map((b, j) => ({
        businessId: business.id,
        serviceId: service.id,
        staffId: idFor.get(b.staffId)!,
        serviceName: "Cut",
        staffName: b.staffId,
        customerName: `Customer ${i + j}`,
        customerEmail: `c${i + j}@example.com`,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
      })),
    );
  }
  // Cancelled bookings fill the table up to 5,000 rows without clashing.
  const cancelled = data.bookings.length - accepted.length;
  for (let i = 0; i < cancelled; i += 500) {
    await handle.db.insert(bookings).values(
      data.bookings.slice(i, Math.min(cancelled, i + 500)).map((b, j) => ({
        businessId: business.id,
        serviceId: service.id,
        staffId: idFor.get(b.staffId)!,
        serviceName: "Cut",
        staffName: b.staffId,
        customerName: `Cancelled ${i + j}`,
        customerEmail: `x${i + j}@example.com`,
        status: "cancelled" as const,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
      })),
    );
  }
  await handle.db.insert(blackouts).values(
    data.blackouts.map((rule) => ({
      ...rule,
      businessId: business.id,
      staffId: rule.staffId ? idFor.get(rule.staffId)! : null,
    })),
  );
  await handle.close();
  console.log(
    `seeded: 20 staff, ${accepted.length} live + ${cancelled} cancelled bookings, ${data.blackouts.length} blackouts`,
  );
  return { serviceId: service.id, staffIds: staffRows.map((s) => s.id) };
}

async function main(): Promise<void> {
  Object.assign(process.env, await prepareDatabase());
  const { serviceId, staffIds } = await seedBenchBusiness(new Date());
  const server = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port)], {
    stdio: "ignore",
    env: {
      ...process.env,
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-only-secret-not-for-production-00000",
      NODE_ENV: "production",
    },
  });
  try {
    const base = `http://localhost:${port}/api/public/businesses/bench/availability`;
    await waitForServer(`${base}?serviceId=${serviceId}&staffId=${staffIds[0]}`);
    for (let i = 0; i < 30; i++) await fetch(`${base}?serviceId=${serviceId}&staffId=${staffIds[i % 20]}`); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const response = await fetch(`${base}?serviceId=${serviceId}&staffId=${staffIds[i % 20]}`);
      await response.json();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      samples.push(performance.now() - started);
    }
    const s = summarise(samples);
    const kind = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
    console.log(
      `GET availability over HTTP (${kind}, ${requests} sequential requests): median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`,
    );
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
