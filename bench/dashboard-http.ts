/**
 * Focused HTTP benchmark of the dashboard pages with 50,000 bookings and the iCal feed with 1,000
 * (the same data and targets as `npm run bench:all`'s part b, without the rest), for working on them.
 *
 * Run after `npx next build`:
 *   tsx --conditions=react-server bench/dashboard-http.ts
 * Knobs: DASH_SECONDS (5), DASH_PORT (3430), DASH_DATABASE (bookingpro_dash), DASH_REUSE=1 (keep the
 * database seeded by an earlier run; its ids are read back from /tmp/<database>.json),
 * DASH_EXTERNAL=1 (measure a server already listening on DASH_PORT, e.g. one started with --cpu-prof),
 * DASH_ONLY=bookings,calendar,ical,schedule, DASH_SEED_ONLY=1.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import postgres from "postgres";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { businessFeedUrl } from "@/lib/calendar/feed-urls";
import { BENCH_ADMIN_URL } from "./support/database";
import { BIG_OWNER, prepareProductData, type ProductData } from "./support/product-data";
import { processTreeCpuMs, startNextServer, waitForServer, type StartedServer } from "./support/server";
import { assertSignedInPage, signInWithCredentials } from "./support/sign-in";

const seconds = Number(process.env.DASH_SECONDS ?? 5);
const port = Number(process.env.DASH_PORT ?? 3430);
const database = process.env.DASH_DATABASE ?? "bookingpro_dash";
const reuse = process.env.DASH_REUSE === "1";
const external = process.env.DASH_EXTERNAL === "1";
const only = new Set((process.env.DASH_ONLY ?? "bookings,calendar,ical").split(",").map((s) => s.trim()));
const AUTH_SECRET = "bench-dash-fixed-secret-0123456789abcdefgh"; // 41 characters, bench only
const origin = `http://localhost:${port}`;
const dataFile = `/tmp/${database}.json`;

function databaseUrl(): string {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function recreateDatabase(): Promise<void> {
  if (!/^bookingpro_dash[a-z0-9_]*$/.test(database)) throw new Error(`refusing database name ${database}`);
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.unsafe(`create database "${database}"`);
  } finally {
    await admin.end();
  }
}

async function loadData(): Promise<ProductData> {
  if (reuse && existsSync(dataFile)) {
    // New migrations (indexes) still apply to the kept database.
    const handle = openDatabase({ kind: "postgres", url: databaseUrl() });
    await runMigrations(handle).finally(() => handle.close());
    return JSON.parse(readFileSync(dataFile, "utf8")) as ProductData;
  }
  console.log(`seeding ${database} (demo, 1,000 + 50,000 bookings)`);
  await recreateDatabase();
  const data = await prepareProductData(databaseUrl());
  writeFileSync(dataFile, JSON.stringify(data));
  return data;
}

let serverPid: number | undefined;

/** CPU time (ms) the server's processes have used so far; 0 when it is not ours. */
function serverCpuMs(): number {
  return serverPid ? processTreeCpuMs(serverPid) : 0;
}

async function measure(name: string, path: string, headers: Record<string, string> = {}) {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ url: `${origin}${path}`, connections: 20, duration: seconds, headers });
  const requests = result["2xx"] + result.non2xx;
  // Server CPU per request: steadier than req/s on a machine shared with other work.
  const cpu = serverPid && requests ? `  server CPU ${((serverCpuMs() - cpuBefore) / requests).toFixed(1)} ms/req` : "";
  console.log(
    `${name.padEnd(26)} ${result.requests.mean.toFixed(0).padStart(5)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms` +
      `  p99 ${String(result.latency.p99).padStart(5)} ms  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}${cpu}`,
  );
}

async function main(): Promise<void> {
  const data = await loadData();
  if (process.env.DASH_SEED_ONLY === "1") return;
  let server: StartedServer | null = null;
  try {
    if (!external) {
      server = startNextServer(port, {
        DATABASE_URL: databaseUrl(),
        NODE_ENV: "production",
        APP_URL: origin,
        AUTH_SECRET,
        SEED_DEMO_DATA: "false",
      });
      serverPid = server.process.pid;
      await waitForServer(`${origin}/login`, server);
    }
    const cookie = await signInWithCredentials(origin, BIG_OWNER.email, BIG_OWNER.password);
    const pages = { bookings: "/dashboard/bookings", calendar: "/dashboard/calendar", schedule: "/dashboard/schedule" };
    for (const [key, path] of Object.entries(pages)) {
      if (!only.has(key)) continue;
      await assertSignedInPage(origin, path, cookie);
      await measure(`warm-up ${key}`, path, { cookie });
      await measure(path, path, { cookie });
    }
    if (only.has("ical")) {
      const url = new URL(businessFeedUrl(origin, data.ical.businessId, data.ical.token));
      const gzip = { "accept-encoding": "gzip" };
      await measure("warm-up ical", url.pathname + url.search, gzip);
      await measure("iCal feed (1,000), gzip", url.pathname + url.search, gzip);
      await measure("iCal feed (1,000), plain", url.pathname + url.search);
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
