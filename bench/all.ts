/**
 * `npm run bench:all`: every benchmark of issue 17 in one go: (a) the slot engine at 1×/10×/100× data,
 * (b) HTTP with autocannon against the production build and a reference app, (c) booking creation
 * throughput, (d) 200 concurrent attempts on one slot. Prints a table per part, PASS/MISS per target, and
 * rewrites the generated section of docs/performance.md. Always exits 0 unless the run itself broke.
 *
 * Knobs: BENCH_SECONDS (6), BENCH_ROUNDS (3), BENCH_SKIP_BUILD=1, BENCH_ONLY=engine,http,create,race,
 * BENCH_TARGETS (names of part (b)'s targets, comma-separated: only those; `npm run bench:public` is the public pages),
 * BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Runs with `--conditions=react-server` (see package.json): the booking path imports server-only modules.
 */
import os from "node:os";
import path from "node:path";
import { runBookingThroughput } from "./booking-throughput";
import { runEngineGrowth } from "./engine-growth";
import { runVisitEngine } from "./visit-engine";
import { runResourceEngine } from "./resource-engine";
import { runHttpSuite } from "./http-suite";
import { runSlotRace } from "./slot-race";
import { BENCH_ADMIN_URL, createFreshDatabase, readServerVersion } from "./support/database";
import { writeGeneratedSection } from "./support/docs-section";
import { BIG_OWNER, prepareProductData, type ProductData } from "./support/product-data";
import { formatTable, passMiss, type PartResult } from "./support/report";
import { buildNextApp, startNextServer, waitForServer, type StartedServer } from "./support/server";
import { assertSignedInPage, signInWithCredentials } from "./support/sign-in";

const PRODUCT_PORT = 3410;
const REFERENCE_PORT = 3411;
const PARTS = ["engine", "http", "create", "race"] as const;
type Part = (typeof PARTS)[number];

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
const only = new Set<Part>(
  process.env.BENCH_ONLY ? (process.env.BENCH_ONLY.split(",").map((p) => p.trim()) as Part[]) : PARTS,
);
const REFERENCE_DIR = "bench/reference-app";
const RAISED_LIMIT = "999999999";
const BENCH_AUTH_SECRET = "bench-all-fixed-secret-0123456789abcdefgh"; // 40 characters, bench only

function describeCommand(): string {
  const knobs = [
    process.env.BENCH_SECONDS ? `BENCH_SECONDS=${seconds}` : "",
    process.env.BENCH_ROUNDS ? `BENCH_ROUNDS=${rounds}` : "",
    process.env.BENCH_ONLY ? `BENCH_ONLY=${process.env.BENCH_ONLY}` : "",
    process.env.BENCH_TARGETS ? `BENCH_TARGETS='${process.env.BENCH_TARGETS}'` : "",
    skipBuild ? "BENCH_SKIP_BUILD=1" : "",
  ].filter(Boolean);
  return [...knobs, "npm run bench:all"].join(" ");
}

async function main(): Promise<void> {
  // The booking path signs manage links and builds absolute URLs in this process too (parts c and d).
  process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
  process.env.APP_URL = `http://localhost:${PRODUCT_PORT}`;
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const pgVersion = await readServerVersion();
  const results: PartResult[] = [];
  const servers: StartedServer[] = [];
  const productOrigin = `http://localhost:${PRODUCT_PORT}`;
  const referenceOrigin = `http://localhost:${REFERENCE_PORT}`;
  try {
    if (only.has("engine")) {
      console.log("(a) slot engine");
      results.push(await runEngineGrowth(Math.max(1, seconds / 2)));
      results.push(await runVisitEngine(Math.max(1, seconds / 2)));
      results.push(await runResourceEngine(Math.max(1, seconds / 2)));
    }

    const needsProduct = only.has("http") || only.has("create") || only.has("race");
    let data: ProductData | null = null;
    let databaseUrl: string | null = null;
    if (needsProduct) {
      if (!skipBuild) {
        console.log("building the product (next build)");
        await buildNextApp(".");
        if (only.has("http")) {
          console.log("building the reference app");
          await buildNextApp(REFERENCE_DIR);
        }
      }
      console.log("preparing the product database bookingpro_bench (demo, 1,000 + 50,000 bookings)");
      databaseUrl = await createFreshDatabase("bookingpro_bench");
      data = await prepareProductData(databaseUrl);
      const product = startNextServer(PRODUCT_PORT, {
        DATABASE_URL: databaseUrl,
        NODE_ENV: "production",
        APP_URL: productOrigin,
        AUTH_SECRET: BENCH_AUTH_SECRET,
        SEED_DEMO_DATA: "false",
        BOOKING_RATE_LIMIT_PER_HOUR: RAISED_LIMIT,
        BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: RAISED_LIMIT,
        BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: RAISED_LIMIT,
        BOOKING_RATE_LIMIT_PER_SLOT: RAISED_LIMIT,
      });
      servers.push(product);
      const pair = data.demoPairs[0];
      await waitForServer(
        `${productOrigin}/api/public/businesses/demo/availability?serviceId=${pair.serviceId}&staffId=${pair.staffId}`,
        product,
      );
    }

    if (only.has("http") && data) {
      console.log("(b) HTTP");
      const reference = startNextServer(
        REFERENCE_PORT,
        { DATABASE_URL: databaseUrl!, NODE_ENV: "production" },
        REFERENCE_DIR,
      );
      servers.push(reference);
      await waitForServer(`${referenceOrigin}/api/db`, reference);
      const ownerCookie = await signInWithCredentials(productOrigin, BIG_OWNER.email, BIG_OWNER.password);
      for (const page of ["/dashboard/bookings", "/dashboard/calendar", "/dashboard/schedule"]) {
        await assertSignedInPage(productOrigin, page, ownerCookie);
      }
      results.push(await runHttpSuite({ productOrigin, referenceOrigin, data, ownerCookie, seconds, rounds }));
    }
    if (only.has("create") && data) {
      console.log("(c) booking creation");
      results.push(await runBookingThroughput({ productOrigin, databaseUrl: databaseUrl!, data, seconds, rounds }));
    }
    if (only.has("race")) {
      console.log("(d) 200 attempts on one slot");
      results.push(
        await runSlotRace({ productOrigin: data ? productOrigin : null, productDatabaseUrl: databaseUrl, data }),
      );
    }
  } finally {
    for (const server of servers) await server.stop();
  }

  const loadAfter = os.loadavg();
  const targets = results.flatMap((r) => r.targets);
  const failures = results.flatMap((r) => r.failures);
  const misses = targets.filter((t) => !t.passed);
  const section = [
    `## Benchmark suite (\`npm run bench:all\`), ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    "Generated by `bench/all.ts`; everything up to the end marker is rewritten on each run.",
    "",
    `- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, ` +
      `PostgreSQL ${pgVersion}; load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after ` +
      "(the machine is shared: figures are noisy).",
    `- Reproduce: \`${describeCommand()}\` (PostgreSQL at \`BENCH_DATABASE_URL\`, default ${redact(BENCH_ADMIN_URL)}; ` +
      "it creates fresh `bookingpro_bench*` databases, ports 3410-3411).",
    "",
    ...results.flatMap((r) => r.tables.map((t) => formatTable(t) + "\n")),
    "### Targets",
    "",
    "| target | measured | result |",
    "|---|---|---|",
    ...targets.map((t) => `| ${t.name} | ${t.detail} | ${passMiss(t.passed)} |`),
    "",
    misses.length ? `Missed: ${misses.map((t) => t.name).join("; ")}.` : "Every target met.",
    ...(failures.length
      ? ["", "**Failures (the run is not valid for these):**", "", ...failures.map((f) => `- ${f}`)]
      : []),
  ].join("\n");
  console.log(`\n${section}\n`);
  if ((only.size === PARTS.length && !process.env.BENCH_TARGETS) || process.env.BENCH_WRITE_DOCS === "1") {
    writeGeneratedSection(path.resolve("docs/performance.md"), section);
    console.log("docs/performance.md updated");
  } else {
    console.log("docs/performance.md not updated (a subset ran; BENCH_WRITE_DOCS=1 to write it anyway)");
  }
  if (misses.length) console.log(`MISSED TARGETS:\n${misses.map((t) => `  MISS ${t.name}: ${t.detail}`).join("\n")}`);
  if (failures.length) console.log(`\nFAILURES:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  // What the product server said about failed requests (its error log), to find the cause of a failure.
  const errors = servers
    .map((server) => server.output())
    .join("\n")
    .split("\n")
    .filter((line) => line.trim());
  if (failures.length && errors.length) console.log(`\nSERVER OUTPUT (last lines):\n${errors.slice(-80).join("\n")}`);
}

function redact(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
