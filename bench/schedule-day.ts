/**
 * Benchmark of the schedule's day view at salon-chain scale: 20 staff, 300 appointments that day (15 each),
 * 50,000 bookings in the business around it, a blackout and personal busy times. Times the four queries
 * (`findScheduleData`, run together) and the pure layout (`buildSchedule`), and counts the SQL statements one
 * day view sends. In-memory PGlite by default; BENCH_DATABASE_URL=postgres://… for a server.
 * Run: npm run bench:schedule (prints figures; not a test).
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { blackouts, bookings, businesses, staffBusyCalendars, staffBusyIntervals, staffMembers } from "@/db/schema";
import { buildSchedule } from "@/lib/schedule/build-schedule";
import { datesOfView } from "@/lib/schedule/grid";
import { findScheduleData } from "@/lib/schedule/queries";
import { zonedToInstant } from "@/lib/time/zoned-time";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  staffAvailabilitySchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { summarise } from "./fixtures";

const STAFF = 20;
const PER_STAFF_TODAY = 15;
const TOTAL = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DATE = "2026-11-25";
const ZONE = "Europe/London";

const url = process.env.BENCH_DATABASE_URL;
const handle = url ? openDatabase({ kind: "postgres", url }) : openDatabase({ kind: "pglite", dir: null });
await runMigrations(handle);
const { db } = handle;

const [business] = await db
  .insert(businesses)
  .values({
    slug: `bench-schedule-${Date.now()}`,
    name: "Bench Salon",
    hours: businessHoursSchema.parse({}),
    customization: customizationSchema.parse({}),
    calendarSettings: calendarSettingsSchema.parse({}),
    whiteLabel: whiteLabelSchema.parse({}),
    staffAccess: staffAccessSchema.parse({}),
  })
  .returning();
const staff = await db
  .insert(staffMembers)
  .values(
    Array.from({ length: STAFF }, (_, i) => ({
      businessId: business.id,
      name: `Stylist ${i}`,
      availability: staffAvailabilitySchema.parse({}),
    })),
  )
  .returning({ id: staffMembers.id });

// The day: 15 back-to-back 30-minute appointments per member from 09:00; the rest spread over 400 days around it.
const dayStart = zonedToInstant(DATE, "09:00", ZONE).getTime();
const rows = [];
for (let s = 0; s < STAFF; s++) {
  for (let k = 0; k < PER_STAFF_TODAY; k++) {
    const startsAt = new Date(dayStart + k * 30 * 60_000);
    rows.push({ staffId: staff[s].id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) });
  }
}
const otherDays = TOTAL - rows.length;
for (let i = 0; i < otherDays; i++) {
  const day = (i % 400) - 200 || 201;
  const startsAt = new Date(dayStart + day * 86_400_000 + (Math.floor(i / 400) % 16) * 30 * 60_000);
  rows.push({
    staffId: staff[Math.floor(i / 6400) % STAFF].id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
  });
}
const values = rows.map((row, i) => ({
  ...row,
  businessId: business.id,
  serviceName: "Cut & Finish",
  staffName: "Stylist",
  customerName: `Customer ${i}`,
  customerEmail: `customer${i}@example.com`,
}));
for (let i = 0; i < values.length; i += 2000) {
  await db
    .insert(bookings)
    .values(values.slice(i, i + 2000))
    .onConflictDoNothing();
}
await db.insert(blackouts).values({
  businessId: business.id,
  type: "business",
  startDate: DATE,
  endDate: DATE,
  startTime: "12:00",
  endTime: "13:00",
  reason: "Training",
});
await db
  .insert(staffBusyCalendars)
  .values({ businessId: business.id, staffId: staff[0].id, url: "https://calendar.example.com/a.ics" });
await db.insert(staffBusyIntervals).values({
  businessId: business.id,
  staffId: staff[0].id,
  startsAt: new Date(dayStart + 8 * 3_600_000),
  endsAt: new Date(dayStart + 9 * 3_600_000),
});

const dates = datesOfView(DATE, "day");
const range = {
  from: zonedToInstant(DATE, "00:00", ZONE),
  to: zonedToInstant("2026-11-26", "00:00", ZONE),
  fromDate: DATE,
  toDate: "2026-11-26",
};
const scope = { businessId: business.id, staffIds: null };
const data = await findScheduleData(db, scope, range);
const model = buildSchedule(data, { view: "day", date: DATE, dates, today: DATE, staffId: null });
const placed = model.columns.reduce((sum, column) => sum + column.appointments.length, 0);
console.log(
  `${url ? "PostgreSQL" : "PGlite"}: ${TOTAL} bookings, ${model.columns.length} columns, ${placed} appointments on the day; ${RUNS} runs each`,
);

async function time(label: string, run: () => Promise<unknown> | unknown) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const { median, p95 } = summarise(samples);
  console.log(`${label.padEnd(40)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
}
await time("queries (4, run together)", () => findScheduleData(db, scope, range));
await time("layout (buildSchedule, pure)", () =>
  buildSchedule(data, { view: "day", date: DATE, dates, today: DATE, staffId: null }),
);
await handle.close();
