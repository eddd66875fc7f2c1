/**
 * Restart survival (slow, not part of `npm test`; needs `npx next build` first):
 *   npx tsx scripts/restart-survival.ts [--db=pglite|postgres] [--port=3201]
 *
 * Starts the production server on a fresh database with a real SMTP server on loopback, fires 100
 * concurrent public bookings, SIGKILLs the server mid-run (with --db=postgres it also crashes the
 * database: a private cluster on a temporary folder and port, never the shared server), restarts it on
 * the same data and checks: every booking answered 201 is in the database exactly once, no customer
 * has two bookings, and every queued mail, including mail queued or claimed by the killed process, is
 * delivered exactly once (by Message-ID).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, like } from "drizzle-orm";
import { openDatabase, type DatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { bookings, businesses, mailOutbox, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { SmtpSink } from "@/tests/integration/support/smtp-sink";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"] as const;
  }),
);
const kind = args.get("db") === "postgres" ? "postgres" : "pglite";
const port = Number(args.get("port") ?? process.env.E2E_PORT ?? 3201);
const BOOKINGS = Number(args.get("bookings") ?? 100);
const KILL_AFTER_RESPONSES = Math.floor(BOOKINGS / 4);
const LEASE_SECONDS = 8;
const POLL_SECONDS = 1;
const PG_BIN = "/usr/lib/postgresql/15/bin";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[restart-survival] ${message}`);

/** A PostgreSQL cluster of this run's own, owned by the postgres user, on a free port. */
class PrivateCluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-restart-pg-"));
  readonly port = 55_000 + Math.floor(Math.random() * 5_000);

  private run(command: string, ...rest: string[]) {
    const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
    const [bin, ...argv] = [...asPostgres, path.join(PG_BIN, command), ...rest];
    const result = spawnSync(bin, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }

  init() {
    if (process.getuid?.() === 0) spawnSync("chown", ["postgres", this.dir]);
    this.run("initdb", "-D", `${this.dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8");
    this.start();
  }
  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    this.run("pg_ctl", "-D", `${this.dir}/data`, "-o", options, "-l", `${this.dir}/log`, "-w", "start");
  }
  /** As after a power cut: no shutdown checkpoint, recovery from the WAL on the next start. */
  crash() {
    this.run("pg_ctl", "-D", `${this.dir}/data`, "-m", "immediate", "stop");
  }
  remove() {
    try {
      this.run("pg_ctl", "-D", `${this.dir}/data`, "-m", "fast", "stop");
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
}

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const server = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim() && !line.includes("[mail] outbox"))
      .forEach((line) => console.log(`  server ${server.pid}: ${line}`));
  server.stdout?.on("data", prefix);
  server.stderr?.on("data", prefix);
  return server;
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer ${url} within a minute.`);
}

function stopped(server: ChildProcess): Promise<void> {
  return server.exitCode !== null || server.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => server.once("exit", () => resolve()));
}

type Outcome = { email: string; status: number | "error"; bookingId?: string };

async function main(): Promise<void> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("Run `npx next build` first.");
  const failures: string[] = [];
  const smtp = new SmtpSink();
  await smtp.start(0);

  let cluster: PrivateCluster | null = null;
  let options: DatabaseOptions;
  const pgliteDir = path.resolve(`tmp/restart-survival-${port}`);
  if (kind === "postgres") {
    cluster = new PrivateCluster();
    cluster.init();
    options = { kind: "postgres", url: cluster.url, max: 2 };
  } else {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.rmSync(`${pgliteDir}.lock`, { force: true });
    options = { kind: "pglite", dir: pgliteDir };
  }
  log(`database: ${kind === "postgres" ? cluster!.url : pgliteDir}; SMTP on ${smtp.url}; app on port ${port}`);

  let server: ChildProcess | null = null;
  try {
    // A fresh, seeded database, and what to book: one service, every staff member who offers it.
    let handle = openDatabase(options);
    await runMigrations(handle);
    await seedDemoData(handle.db);
    const [demo] = await handle.db.select().from(businesses).where(eq(businesses.slug, "demo"));
    const [service] = await handle.db
      .select()
      .from(services)
      .where(and(eq(services.businessId, demo.id), eq(services.isActive, true)))
      .orderBy(services.durationMinutes)
      .limit(1);
    const staff = (await handle.db.select().from(staffMembers).where(eq(staffMembers.businessId, demo.id))).filter(
      (member) => member.isActive && (member.specialties.length === 0 || member.specialties.includes(service.id)),
    );
    await handle.close();

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      ...(kind === "postgres" ? { DATABASE_URL: cluster!.url } : { PGLITE_DIR: pgliteDir, DATABASE_URL: "" }),
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: "restart-survival-secret-not-for-production-000",
      SMTP_URL: smtp.url,
      JOB_POLL_SECONDS: String(POLL_SECONDS),
      MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
      BOOKING_RATE_LIMIT_PER_HOUR: "5000",
      BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "50000",
      BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "5000",
      BOOKING_RATE_LIMIT_PER_SLOT: "5000",
    };
    const base = `http://127.0.0.1:${port}`;
    const availabilityUrl = (staffId: string) =>
      `${base}/api/public/businesses/demo/availability?serviceId=${service.id}&staffId=${staffId}`;

    server = startServer(env);
    await waitForServer(availabilityUrl(staff[0].id));

    // Start times that do not overlap for one staff member, round-robin over the staff.
    const perStaff: { staffId: string; date: string; time: string }[][] = [];
    for (const member of staff) {
      const { days } = (await (await fetch(availabilityUrl(member.id))).json()) as {
        days: { date: string; slots: string[] }[];
      };
      const picked: { staffId: string; date: string; time: string }[] = [];
      for (const day of days.slice(1)) {
        let lastEnd = -1;
        for (const time of day.slots) {
          const [h, m] = time.split(":").map(Number);
          if (h * 60 + m < lastEnd) continue;
          lastEnd = h * 60 + m + service.durationMinutes;
          picked.push({ staffId: member.id, date: day.date, time });
        }
      }
      perStaff.push(picked);
    }
    const slots = Array.from(
      { length: BOOKINGS },
      (_, i) => perStaff[i % perStaff.length][Math.floor(i / perStaff.length)],
    );
    if (slots.some((slot) => !slot)) throw new Error("Not enough free slots for the bookings.");

    // 100 concurrent bookings; the server is killed once a quarter of them have been answered.
    let answered = 0;
    const first = server;
    const killed = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (answered < KILL_AFTER_RESPONSES) return;
        clearInterval(check);
        log(`${answered} answered: SIGKILL server ${first.pid}`);
        first.kill("SIGKILL");
        if (cluster) {
          log("crashing the PostgreSQL cluster too (pg_ctl stop -m immediate)");
          cluster.crash();
        }
        resolve();
      }, 5);
    });
    const outcomes: Outcome[] = await Promise.all(
      slots.map(async (slot, i): Promise<Outcome> => {
        const email = `restart-${i}@example.com`;
        try {
          const response = await fetch(`${base}/api/public/businesses/demo/bookings`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              serviceId: service.id,
              ...slot,
              customerName: `Restart ${i}`,
              customerEmail: email,
              customerPhone: "",
              notes: "",
            }),
          });
          const body = (await response.json().catch(() => ({}))) as { booking?: { id: string } };
          return { email, status: response.status, bookingId: body.booking?.id };
        } catch {
          return { email, status: "error" };
        } finally {
          answered++;
        }
      }),
    );
    await killed;
    await stopped(first);
    const receivedBeforeRestart = smtp.received.length;
    const tally = new Map<string, number>();
    for (const o of outcomes) tally.set(String(o.status), (tally.get(String(o.status)) ?? 0) + 1);
    log(`answers: ${[...tally].map(([status, n]) => `${status} × ${n}`).join(", ")}`);

    // Restart on the same data. No further request queues mail: the new process's worker must find it.
    cluster?.start();
    server = startServer(env);
    await waitForServer(availabilityUrl(staff[0].id));
    log(`restarted as ${server.pid}; waiting for the outbox to drain`);
    // Mail the killed process had leased goes out once the lease ends, with the job queue's next delivery job
    // (its cron queues one every minute): wait out a lease and a minute of quiet.
    const quietMs = (LEASE_SECONDS + 60 + 3 * POLL_SECONDS + 3) * 1000;
    let lastCount = -1;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await sleep(500);
      if (smtp.received.length !== lastCount) {
        lastCount = smtp.received.length;
        quietSince = Date.now();
      }
    }
    server.kill("SIGTERM");
    await stopped(server);
    server = null;

    handle = openDatabase(options);
    try {
      const created = outcomes.filter((o) => o.status === 201);
      const rows = await handle.db.select().from(bookings).where(like(bookings.customerEmail, "restart-%@example.com"));
      const byEmail = new Map<string, number>();
      for (const row of rows) byEmail.set(row.customerEmail, (byEmail.get(row.customerEmail) ?? 0) + 1);
      // A 201 whose body was cut off by the kill still means the booking was committed: check it by email too.
      for (const o of created) {
        const sameEmail = byEmail.get(o.email) ?? 0;
        const sameId = o.bookingId ? rows.filter((row) => row.id === o.bookingId).length : 1;
        if (sameEmail !== 1 || sameId !== 1) {
          failures.push(`booking ${o.bookingId ?? "?"} (201 to ${o.email}) is in the database ${sameEmail} times`);
        }
      }
      for (const [email, n] of byEmail) if (n > 1) failures.push(`${email} has ${n} bookings`);
      const unknown = outcomes.filter((o) => o.status === "error");
      const committedUnknown = unknown.filter((o) => byEmail.has(o.email)).length;
      log(
        `bookings: ${created.length} answered 201, all in the database once; ${unknown.length} cut off by the kill ` +
          `(${committedUnknown} of them committed, ${unknown.length - committedUnknown} not)`,
      );

      const mails = await handle.db.select().from(mailOutbox);
      const counts = smtp.countsByMessageId();
      const notSent = mails.filter((mail) => mail.status !== "sent");
      for (const mail of notSent) failures.push(`mail ${mail.messageId} to ${mail.toAddress} is ${mail.status}`);
      for (const mail of mails) {
        const n = counts.get(mail.messageId) ?? 0;
        if (n !== 1 && mail.status === "sent") failures.push(`mail ${mail.messageId} arrived ${n} times`);
      }
      const known = new Set(mails.map((mail) => mail.messageId));
      for (const id of counts.keys()) if (!known.has(id)) failures.push(`mail ${id} arrived but is not in the outbox`);
      const confirmations = await handle.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, [...byEmail.keys()].length ? [...byEmail.keys()] : ["-"]));
      if (confirmations.length !== byEmail.size) {
        failures.push(`${byEmail.size} bookings but ${confirmations.length} customer confirmations queued`);
      }
      log(
        `mail: ${mails.length} queued, ${smtp.received.length} received ` +
          `(${smtp.received.length - receivedBeforeRestart} of them after the restart), ${notSent.length} not sent`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    if (server) {
      server.kill("SIGKILL");
      await stopped(server);
    }
    await smtp.stop();
    cluster?.remove();
    if (kind === "pglite") {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
      fs.rmSync(`${pgliteDir}.lock`, { force: true });
    }
  }

  if (failures.length) {
    console.error(`[restart-survival] FAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  log("passed");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
