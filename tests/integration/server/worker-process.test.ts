import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMembers } from "@/db/schema";
import { insertBooking } from "@/lib/bookings/write-queries";
import { createJobQueue } from "@/lib/jobs/boss";
import { JOB_QUEUES } from "@/lib/jobs/queues";
import { staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { exitOf, startScript, type ScriptProcess } from "../support/script-process";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * `npm run worker` as an operator runs it (WORKER=separate): its own process on the PostgreSQL server, no web
 * server. PGlite belongs to one process, so this is PostgreSQL only (the worker refuses without DATABASE_URL).
 */
const onPostgres = databaseKinds.includes("postgres");

function startWorkerProcess(env: Record<string, string>): ScriptProcess {
  return startScript(["--conditions=react-server", "scripts/worker.ts"], env);
}

describe.runIf(onPostgres)("npm run worker (a separate worker process)", () => {
  let database: TestDatabase;
  const smtp = new SmtpSink();

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    await smtp.start(0);
  });
  afterAll(async () => {
    await smtp.stop();
    await database?.drop();
  });

  it("runs queued jobs (a due reminder reaches the SMTP server) and stops gracefully on SIGTERM", async () => {
    const business = await insertBusiness(database.db, { slug: "worker-proc", name: "Worker Process Barbers" });
    const [member] = await database.db
      .insert(staffMembers)
      .values({ businessId: business.id, name: "Wes", availability: staffAvailabilitySchema.parse({}) })
      .returning({ id: staffMembers.id });
    const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 72 * 3_600_000);
    const booking = await insertBooking(database.db, {
      businessId: business.id,
      staffId: member.id,
      serviceName: "Skin Fade",
      staffName: "Wes",
      customerName: "Pat Process",
      customerEmail: "pat.process@example.com",
      status: "confirmed",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    });
    await database.db.execute(
      sql`update bookings set reminder_due_at = now() - interval '1 minute' where id = ${booking.id}`,
    );

    const worker = startWorkerProcess({
      DATABASE_URL: database.options.kind === "postgres" ? database.options.url : "",
      SMTP_URL: smtp.url,
      JOB_POLL_SECONDS: "1",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "integration-test-secret",
      NODE_ENV: "development",
    });
    try {
      await expect.poll(() => worker.output(), { timeout: 60_000, interval: 250 }).toContain("Worker running jobs");
      // A web server with WORKER=separate only queues: here, the reminder job the cron would queue.
      const boss = createJobQueue(database, { supervise: false, schedule: false });
      await boss.start();
      await boss.send(JOB_QUEUES.reminders, {});
      await boss.stop({ graceful: true, close: true });

      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 250 }).toBe(1);
      expect(smtp.received[0].subject).toMatch(/^Reminder: Skin Fade at Worker Process Barbers/);
    } finally {
      worker.child.kill("SIGTERM");
      expect(await exitOf(worker.child)).toBe(0);
    }
    expect(worker.output()).toContain("SIGTERM: finishing running jobs");
  });

  it("refuses to start without DATABASE_URL (the embedded database belongs to npm start)", async () => {
    const worker = startWorkerProcess({ DATABASE_URL: "", AUTH_SECRET: "integration-test-secret" });
    expect(await exitOf(worker.child)).toBe(1);
    expect(worker.output()).toContain("npm run worker needs DATABASE_URL");
  });
});
