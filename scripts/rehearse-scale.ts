/**
 * `npm run rehearse:scale`: BookingPro as two production instances behind nginx, on one PostgreSQL
 * database through pgbouncer (transaction mode), and the checks that they behave as one installation:
 * shared sessions, edits, rate limits, jobs and bookings, an instance killed mid-stream, throughput.
 * Installs nginx and pgbouncer from Debian when missing; everything runs as child processes with
 * config in a temp folder, and is ended, dropped and removed afterwards. Exit code 0 only when every
 * check passes. See docs/deployment.md.
 *
 * Environment: REHEARSAL_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * REHEARSAL_SKIP_BUILD=1 (reuse .next), REHEARSAL_BENCH_SECONDS / REHEARSAL_BENCH_ROUNDS (throughput runs),
 * REHEARSAL_REPORT=<file> (the results as JSON).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedDemoData } from "@/db/seed";
import { SmtpSink } from "@/tests/integration/support/smtp-sink";
import { checkCronOnce, checkMailOnce } from "./rehearse-scale/checks-jobs";
import { checkKillLosesNothing, checkNoDoubleBooking, checkThroughput } from "./rehearse-scale/checks-load";
import { checkEditsVisible, checkRateLimits, checkSessions } from "./rehearse-scale/checks-shared-state";
import type { CheckResult, RehearsalContext } from "./rehearse-scale/context";
import { availabilityUrl, pickFreeSlots, type BookingTarget } from "./rehearse-scale/http";
import {
  databaseUrl,
  dropDatabase,
  ensureBuild,
  ensurePackages,
  ensurePostgres,
  PORTS,
  recreateDatabase,
  writeNginxConfig,
  writePgbouncerConfig,
} from "./rehearse-scale/infra";
import { log, ProcessGroup, runCommand, waitFor } from "./rehearse-scale/processes";

const ADMIN_URL = process.env.REHEARSAL_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PRICED_SERVICE = "Beard Trim";
const HIDDEN_SERVICE = "Deep Tissue Massage";
const counts = { rateLimitBookings: 11, mail: 20, race: 200, stream: 150 };

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** A service of the demo business by name, or the shortest other one offered by two staff or more. */
async function loadTarget(sql: postgres.Sql, name?: string): Promise<BookingTarget & { name: string }> {
  const services = await sql<{ id: string; name: string; duration_minutes: number }[]>`
    select s.id, s.name, s.duration_minutes from services s join businesses b on b.id = s.business_id
    where b.slug = 'demo' and s.is_active order by s.duration_minutes, s.name`;
  const staff = await sql<{ id: string; specialties: string[] }[]>`
    select m.id, m.specialties from staff_members m join businesses b on b.id = m.business_id
    where b.slug = 'demo' and m.is_active order by m.name`;
  const withStaff = services.map((service) => ({
    serviceId: service.id,
    name: service.name,
    durationMinutes: service.duration_minutes,
    staffIds: staff
      .filter((member) => member.specialties.length === 0 || member.specialties.includes(service.id))
      .map((member) => member.id),
  }));
  const found = name
    ? withStaff.find((service) => service.name === name && service.staffIds.length > 0)
    : withStaff.find(
        (service) => ![PRICED_SERVICE, HIDDEN_SERVICE].includes(service.name) && service.staffIds.length >= 2,
      );
  if (!found) throw new Error(`The demo business has no bookable service ${name ?? "for the rehearsal"}.`);
  return found;
}

/** The rehearsal database through pgbouncer (same user, no password: pgbouncer trusts it). */
function pooledUrl(): string {
  const url = new URL(databaseUrl(ADMIN_URL));
  url.hostname = "127.0.0.1";
  url.port = String(PORTS.pgbouncer);
  url.password = "";
  return url.toString();
}

function appEnvironment(smtpUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: pooledUrl(),
    DATABASE_POOLER: "pgbouncer",
    DATABASE_LISTEN_URL: databaseUrl(ADMIN_URL),
    AUTH_SECRET: randomBytes(32).toString("base64"),
    APP_URL: `http://localhost:${PORTS.nginx}`,
    TRUSTED_PROXY_HOPS: "1",
    SEED_DEMO_DATA: "false",
    SMTP_URL: smtpUrl,
    JOB_POLL_SECONDS: "1",
    // Check e and f send hundreds of bookings for one business from few addresses; the per-email limit stays.
    BOOKING_RATE_LIMIT_PER_HOUR: "100000",
    BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "100000",
    BOOKING_RATE_LIMIT_PER_SLOT: "100000",
  };
  delete env.PGLITE_DIR;
  delete env.WORKER;
  delete env.PORT;
  return env;
}

async function runCheck(results: CheckResult[], id: string, name: string, run: () => Promise<CheckResult>) {
  log(`check ${id}: ${name}`);
  let result: CheckResult;
  try {
    result = await run();
  } catch (error) {
    result = { id, name, pass: false, figures: `error: ${error instanceof Error ? error.message : String(error)}` };
  }
  results.push(result);
  console.log(`${result.pass ? "PASS" : "FAIL"} ${result.id}. ${result.name}: ${result.figures}`);
}

function printSummary(results: CheckResult[], seconds: number): void {
  const width = Math.max(...results.map((r) => r.name.length), 10);
  console.log(`\n${"".padEnd(width + 14, "=")}\nRehearsal summary (${seconds.toFixed(0)} s)`);
  for (const r of results)
    console.log(`${r.pass ? "PASS" : "FAIL"}  ${r.id.padEnd(3)} ${r.name.padEnd(width)}  ${r.figures}`);
  const passed = results.filter((r) => r.pass).length;
  console.log(`${passed}/${results.length} checks passed\n`);
}

async function main(): Promise<boolean> {
  const startedAt = performance.now();
  const results: CheckResult[] = [];
  ensurePackages();
  await ensurePostgres(ADMIN_URL);

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-rehearsal-"));
  // pgbouncer runs as postgres (it refuses root) and writes its log and pid file here; nginx runs as root.
  fs.chmodSync(tempDir, 0o755);
  const postgresUser = (id: "-u" | "-g") => Number(runCommand("id", [id, "postgres"]).trim());
  fs.chownSync(tempDir, postgresUser("-u"), postgresUser("-g"));
  const processes = new ProcessGroup(tempDir);
  const smtp = new SmtpSink();
  let sql: postgres.Sql | null = null;
  let databaseCreated = false;

  const cleanup = async () => {
    log("cleaning up");
    await processes.stopAll();
    await sql?.end({ timeout: 2 }).catch(() => {});
    await smtp.stop().catch(() => {});
    if (databaseCreated) await dropDatabase(ADMIN_URL).catch((error) => log(`could not drop: ${error}`));
    fs.rmSync(tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  let cleaning: Promise<void> | null = null;
  const onSignal = () => {
    log("interrupted");
    cleaning ??= cleanup();
    void cleaning.finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    log(`temp folder ${tempDir}`);
    await recreateDatabase(ADMIN_URL);
    databaseCreated = true;
    const direct = databaseUrl(ADMIN_URL);
    const handle = openDatabase({ kind: "postgres", url: direct, max: 2 });
    try {
      await runMigrations(handle);
      await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
    log(`database ${direct}: migrated and seeded`);

    const pgbouncerIni = writePgbouncerConfig(tempDir, ADMIN_URL);
    processes.start("pgbouncer", "pgbouncer", ["-u", "postgres", pgbouncerIni]);
    const env = appEnvironment("");
    const pooled = postgres(env.DATABASE_URL!, { max: 1, prepare: false, onnotice: () => {} });
    await waitFor("pgbouncer", async () => (await pooled`select 1 as ok`).length === 1, 20_000).finally(() =>
      pooled.end({ timeout: 1 }),
    );
    sql = postgres(direct, { max: 4, onnotice: () => {} });

    await smtp.start(0);
    ensureBuild();

    const appEnv = { ...appEnvironment(smtp.url) };
    appEnv.AUTH_SECRET = env.AUTH_SECRET;
    const next = path.resolve("node_modules/.bin/next");
    const target = await loadTarget(sql);
    const probeUrl = (base: string) => availabilityUrl(base, target.serviceId, target.staffIds[0]);
    const waitUntilUp = (name: string, port: number) =>
      waitFor(name, async () => (await fetch(probeUrl(origin(port)))).ok, 90_000).catch((error: Error) => {
        throw new Error(`${error.message}\n${processes.tail(name)}`);
      });
    // One after the other: two servers creating pg-boss's queues at the same moment deadlock (see docs/deployment.md).
    for (const [name, port] of [
      ["app-a", PORTS.a],
      ["app-b", PORTS.b],
    ] as const) {
      // No -H 127.0.0.1: bound to an address, Next takes proxy.ts's rewrite of /book/demo (to a localhost
      // URL) for an external one and answers 404. See docs/deployment.md.
      processes.start(name, next, ["start", "-p", String(port)], {
        env: { ...appEnv, PORT: String(port) },
      });
      await waitUntilUp(name, port);
    }
    const nginxConf = writeNginxConfig(tempDir);
    processes.start("nginx", "nginx", [
      "-p",
      tempDir,
      "-e",
      path.join(tempDir, "nginx.error.log"),
      "-c",
      nginxConf,
      "-g",
      "daemon off;",
    ]);

    await waitUntilUp("nginx", PORTS.nginx);
    log(`up: A ${processes.get("app-a").pid}, B ${processes.get("app-b").pid}, nginx ${processes.get("nginx").pid}`);

    const ctx: RehearsalContext = {
      a: origin(PORTS.a),
      b: origin(PORTS.b),
      nginx: origin(PORTS.nginx),
      nginxOne: origin(PORTS.nginxOne),
      sql,
      smtp,
      processes,
      target,
    };
    await runCheck(results, "a", "Sessions valid on both", () => checkSessions(ctx));
    await runCheck(results, "b", "Edit on A visible on B at once", async () =>
      checkEditsVisible(ctx, await loadTarget(sql!, PRICED_SERVICE), await loadTarget(sql!, HIDDEN_SERVICE)),
    );
    // Picked after b, whose probe booking takes a slot of its own.
    const slots = await pickFreeSlots(ctx.a, target, counts.rateLimitBookings + counts.mail + 1 + counts.stream);
    const take = (n: number) => slots.splice(0, n);
    const rateLimitSlots = take(counts.rateLimitBookings);
    const mailSlots = take(counts.mail);
    const [raceSlot] = take(1);
    const streamSlots = take(counts.stream);

    await runCheck(results, "c", "Rate limits shared", () => checkRateLimits(ctx, rateLimitSlots));
    await runCheck(results, "d1", "Each mail sent once", () => checkMailOnce(ctx, mailSlots));
    await runCheck(results, "e", "0 double bookings", () => checkNoDoubleBooking(ctx, raceSlot, counts.race));
    await runCheck(results, "g", "Throughput, two instances vs one", () =>
      checkThroughput(ctx, {
        seconds: Number(process.env.REHEARSAL_BENCH_SECONDS || 6),
        rounds: Number(process.env.REHEARSAL_BENCH_ROUNDS || 2),
        connections: 20,
      }),
    );
    // Last with both servers up, so the most cron ticks have passed; then f kills A.
    await runCheck(results, "d2", "Each cron tick runs once", () => checkCronOnce(ctx));
    await runCheck(results, "f", "Killing A loses no confirmed booking", () => checkKillLosesNothing(ctx, streamSlots));
  } catch (error) {
    results.push({
      id: "-",
      name: "Setup",
      pass: false,
      figures: error instanceof Error ? error.message : String(error),
    });
    console.error(error);
  } finally {
    cleaning ??= cleanup();
    await cleaning;
  }

  const order = ["a", "b", "c", "d1", "d2", "e", "f", "g", "-"];
  results.sort((x, y) => order.indexOf(x.id) - order.indexOf(y.id));
  printSummary(results, (performance.now() - startedAt) / 1000);
  if (process.env.REHEARSAL_REPORT) fs.writeFileSync(process.env.REHEARSAL_REPORT, JSON.stringify(results, null, 2));
  return results.length > 0 && results.every((r) => r.pass);
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
