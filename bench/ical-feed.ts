/**
 * Benchmark of the live iCal feed with 10,000 bookings (one business, 20 staff, over the feed's window):
 * the writer alone, the route's queries, a cold request (query + serialize + gzip), a warm one (cached
 * body) and a conditional one (304). In-memory PGlite by default; BENCH_DATABASE_URL=postgres://… for a
 * server. Run: npm run bench:ical (prints figures; not a test).
 */
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { bookings, businesses, staffMembers } from "@/db/schema";
import { buildFeedBody, clearFeedCache, feedWindowStart, serveFeed } from "@/lib/calendar/feed";
import { toResponse } from "@/lib/http/route-response";
import { findFeedOwner, getFeedFingerprint, listFeedBookings } from "@/lib/calendar/feed-queries";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  staffAvailabilitySchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { seededRandom, summarise } from "./fixtures";

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const STAFF = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const now = new Date("2026-11-25T09:00:00Z");

const url = process.env.BENCH_DATABASE_URL;
const handle = url ? openDatabase({ kind: "postgres", url }) : openDatabase({ kind: "pglite", dir: null });
await runMigrations(handle);
const { db } = handle;

const [business] = await db
  .insert(businesses)
  .values({
    slug: `bench-ical-${Date.now()}`,
    name: "Bench Salon",
    address: "1 High Street, London",
    hours: businessHoursSchema.parse({}),
    customization: customizationSchema.parse({}),
    calendarSettings: calendarSettingsSchema.parse({ syncEnabled: true }),
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

// Non-overlapping per staff member: each gets consecutive 30-minute slots from 200 days ago onward.
const random = seededRandom();
const start = now.getTime() - 200 * 86_400_000;
const rows = Array.from({ length: BOOKINGS }, (_, i) => {
  const startsAt = new Date(start + Math.floor(i / STAFF) * 60 * 60_000);
  return {
    businessId: business.id,
    staffId: staff[i % STAFF].id,
    serviceName: ["Cut & Finish", "Colour, Full Head", "Beard Trim"][i % 3],
    staffName: `Stylist ${i % STAFF}`,
    customerName: `Customer ${i}`,
    customerEmail: `customer${i}@example.com`,
    customerPhone: "07700 900123",
    notes: random() < 0.2 ? "Prefers a quiet appointment; allergic to ammonia, please patch test first." : "",
    status: (random() < 0.05 ? "cancelled" : "confirmed") as "cancelled" | "confirmed",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
  };
});
for (let i = 0; i < rows.length; i += 1000) await db.insert(bookings).values(rows.slice(i, i + 1000));

const owner = (await findFeedOwner(db, business.id, null))!;
const scope = { businessId: business.id, staffId: null, since: feedWindowStart(now), includeCancelled: false };

async function time(label: string, run: () => Promise<unknown> | unknown) {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const { median, p95 } = summarise(samples);
  console.log(`${label.padEnd(44)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
}

const feedRows = await listFeedBookings(db, scope);
const body = buildFeedBody(owner, feedRows);
console.log(
  `${url ? "PostgreSQL" : "PGlite"}: ${BOOKINGS} bookings, ${feedRows.length} events in the feed, ` +
    `${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB (${(gzipSync(body).length / 1024).toFixed(0)} KiB gzipped); ${RUNS} runs each`,
);
await time("serializer (10k events → text)", () => buildFeedBody(owner, feedRows));
await time("gzip of the body", () => gzipSync(body));
await time("query: owner + fingerprint (the 304 path)", async () => {
  await findFeedOwner(db, business.id, null);
  await getFeedFingerprint(db, scope);
});
await time("query: the feed's rows", () => listFeedBookings(db, scope));
const headers = new Headers({ "accept-encoding": "gzip" });
const request = { businessId: business.id, staffId: null, token: owner.business.icalToken };
// As the route answers it: the feed's result made into a Response.
const serve = async (requestHeaders: Headers) => toResponse(await serveFeed(db, request, requestHeaders, now));
await time("request, cold (query + serialize + gzip)", async () => {
  clearFeedCache();
  await serve(headers);
});
await time("request, warm (body from the cache)", () => serve(headers));
const etag = (await serve(headers)).headers.get("etag")!;
await time("request, If-None-Match (304)", () => serve(new Headers({ "if-none-match": etag })));
await handle.close();
