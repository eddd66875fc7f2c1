import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { eq, sql } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { deliverPendingMail, enqueueMail, retryDelayMs, type MailTransport } from "@/lib/mail/outbox";
import { claimDueMail, markMailSent, PURGED_BODY } from "@/lib/mail/outbox-queries";
import { DEFAULT_MAIL_FROM } from "@/lib/env";
import { createSmtpTransport } from "@/lib/mail/smtp-transport";
import { DEAD_LETTER_QUEUE, JOB_QUEUES } from "@/lib/jobs/queues";
import { requestMailDelivery } from "@/lib/jobs/worker";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { startTestWorker } from "../support/job-queue";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { rowsOf } from "@/db/rows";

process.env.AUTH_SECRET ??= "integration-test-secret";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)("mail delivery by SMTP on %s", (kind) => {
  let database: TestDatabase;
  const smtp = new SmtpSink();

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await smtp.stop();
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
    smtp.refuse = false;
    await smtp.start(0);
  });
  afterEach(async () => {
    await smtp.stop();
  });

  const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
  const queue = (count: number, prefix = "customer") =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        enqueueMail(database.db, { to: `${prefix}${i}@example.com`, subject: `Mail ${i}`, text: `Body ${i}` }),
      ),
    );
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));
  const dbNow = async () => new Date((await query<{ now: string }>(sql`select now()::text as now`))[0].now).getTime();
  /** Runs a pass that fails every mail and checks each one's next attempt is `delayMs` after its attempt. */
  async function failingPassSchedulesRetryIn(delayMs: number, transport: MailTransport, options: object) {
    const before = await dbNow();
    expect(await deliverPendingMail(database.db, transport, options)).toMatchObject({ claimed: 5, sent: 0, failed: 5 });
    const after = await dbNow();
    for (const row of await rows()) {
      expect(row.status).toBe("pending");
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delayMs - 1);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delayMs + 1);
    }
  }
  /** Sleeps until every pending mail is due. */
  async function waitUntilDue() {
    const latest = Math.max(...(await rows()).map((row) => row.nextAttemptAt.getTime()));
    await sleep(Math.max(0, latest - (await dbNow())) + 20);
  }
  function expectEachArrivedOnce(messageIds: string[]) {
    const counts = smtp.countsByMessageId();
    expect(smtp.received).toHaveLength(messageIds.length);
    for (const id of messageIds) expect(counts.get(id)).toBe(1);
  }

  it("delivers a booking confirmation with its headers, bodies, .ics and the Message-ID fixed when it was queued", async () => {
    const now = new Date("2030-06-10T07:00:00Z");
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const [service] = await database.db.select().from(services).where(eq(services.name, "Haircut & Style"));
    const [emma] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Emma Wilson"));
    const created = await createPublicBooking(
      database.db,
      demoId,
      {
        serviceId: service.id,
        staffId: emma.id,
        date: addDaysToDate(toDateInZone(now, "Europe/London"), 1),
        time: "13:00",
        customerName: "Alex Customer",
        customerEmail: "alex@example.com",
        customerPhone: "07700 900999",
        notes: "",
      },
      { now },
    );
    const queued = await rows();
    expect(queued.length).toBeGreaterThanOrEqual(2);
    for (const row of queued) expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@bookingpro\.invalid>$/);

    const result = await deliverPendingMail(database.db, createSmtpTransport(smtp.url));
    expect(result).toEqual({ claimed: queued.length, sent: queued.length, failed: 0 });
    expectEachArrivedOnce(queued.map((row) => row.messageId));

    const row = queued.find((r) => r.toAddress === "alex@example.com")!;
    const mail = smtp.received.find((m) => m.messageId === row.messageId)!;
    expect(mail.from?.text).toBe(DEFAULT_MAIL_FROM.replace("BookingPro", '"BookingPro"'));
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0].address).toBe("alex@example.com");
    expect(mail.subject).toBe(row.subject);
    expect(mail.text?.trim()).toBe(row.textBody.trim());
    expect(mail.text).toContain(created.manageUrl);
    if (row.htmlBody) expect(mail.html).toContain("/manage/");
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments[0];
    expect(ics.filename).toBe(`booking-${created.booking.id}.ics`);
    expect(ics.contentType).toBe("text/calendar");
    const event = new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toContain("Haircut & Style");

    const sent = await rows();
    expect(sent.every((r) => r.status === "sent" && r.attempts === 1 && r.leaseToken === null)).toBe(true);
  });

  it("two workers delivering at once send each mail exactly once", async () => {
    const ids = await queue(24);
    const smtpTransport = createSmtpTransport(smtp.url);
    const seenBy = new Map<string, number>();
    const worker =
      (n: number): MailTransport =>
      async (mail) => {
        seenBy.set(mail.messageId, n);
        await smtpTransport(mail);
      };
    const options = { batchSize: 3 };
    const results = await Promise.all([
      deliverPendingMail(database.db, worker(1), options),
      deliverPendingMail(database.db, worker(2), options),
    ]);
    expect(results[0].sent + results[1].sent).toBe(ids.length);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    const queued = await rows();
    expectEachArrivedOnce(queued.map((row) => row.messageId));
    expect(queued.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    // Both really delivered (each claimed batches of its own).
    expect(new Set(seenBy.values()).size).toBe(2);
  });

  it("an SMTP server that is down and then refusing: retries back off, and every mail arrives once when it is back", async () => {
    const backoff = { backoffBaseMs: 400, backoffMaxMs: 5_000 };
    const transport = createSmtpTransport(smtp.url);
    await smtp.stop(); // not listening: connection refused
    await queue(5);

    await failingPassSchedulesRetryIn(400, transport, backoff);
    let queued = await rows();
    expect(queued.every((r) => r.attempts === 1 && r.lastError?.includes("ECONNREFUSED"))).toBe(true);
    // Not due yet: nothing is claimed.
    expect((await deliverPendingMail(database.db, transport, backoff)).claimed).toBe(0);

    await waitUntilDue();
    await failingPassSchedulesRetryIn(800, transport, backoff);
    expect((await rows()).every((r) => r.attempts === 2)).toBe(true);

    // Up again, but refusing mail.
    smtp.refuse = true;
    await smtp.start();
    await waitUntilDue();
    await failingPassSchedulesRetryIn(1600, transport, backoff);
    queued = await rows();
    expect(queued.every((r) => r.attempts === 3 && r.lastError?.includes("421"))).toBe(true);
    expect(smtp.received).toHaveLength(0);

    // Back to normal: the job queue's delivery job sends everything once its time has come.
    smtp.refuse = false;
    const worker = await startTestWorker(database, { transport, mailDelivery: backoff });
    try {
      await expect
        .poll(
          async () => {
            await requestMailDelivery(worker.boss);
            return (await rows()).every((r) => r.status === "sent");
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
    } finally {
      await worker.stop();
    }
    queued = await rows();
    expectEachArrivedOnce(queued.map((row) => row.messageId));
    expect(queued.every((r) => r.attempts === 4)).toBe(true);
  });

  it("gives a mail up as failed after its last attempt and no longer claims it", async () => {
    await smtp.stop();
    const [id] = await queue(1);
    const options = { maxAttempts: 2, backoffBaseMs: 50, backoffMaxMs: 50 };
    const transport = createSmtpTransport(smtp.url);
    await deliverPendingMail(database.db, transport, options);
    await sleep(80);
    await deliverPendingMail(database.db, transport, options);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 2, leaseToken: null });
    await smtp.start();
    await sleep(80);
    expect((await deliverPendingMail(database.db, transport, options)).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("a claim left by a crashed sender is taken over once its lease runs out and the mail arrives once", async () => {
    await queue(3);
    const crashed = randomUUID();
    // Claimed, never sent or marked: the process died.
    expect(await claimDueMail(database.db, { leaseToken: crashed, leaseMs: 600, limit: 10 })).toHaveLength(3);
    const transport = createSmtpTransport(smtp.url);
    expect((await deliverPendingMail(database.db, transport)).claimed).toBe(0);

    await sleep(700);
    expect(await deliverPendingMail(database.db, transport)).toEqual({ claimed: 3, sent: 3, failed: 0 });
    const queued = await rows();
    expectEachArrivedOnce(queued.map((row) => row.messageId));
    // Both claims counted as attempts.
    expect(queued.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    // The crashed sender's claim is no longer its own: it cannot mark anything.
    expect(await markMailSent(database.db, queued[0].id, crashed)).toBe(false);
  });

  it("a mail whose sender died during its last attempt is failed, not sent again", async () => {
    const [id] = await queue(1);
    await claimDueMail(database.db, { leaseToken: randomUUID(), leaseMs: 100, limit: 1 });
    await sleep(150);
    const result = await deliverPendingMail(database.db, createSmtpTransport(smtp.url), { maxAttempts: 1 });
    expect(result).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe("failed");
    expect(smtp.received).toHaveLength(0);
  });

  it("holds no transaction or row lock while talking to the SMTP server", async () => {
    await queue(2);
    const smtpTransport = createSmtpTransport(smtp.url);
    const checks: string[] = [];
    const transport: MailTransport = async (mail) => {
      // Another statement takes the row's lock at once. Were the claim's transaction still open, this
      // would fail (PostgreSQL: NOWAIT) or wait for the send to finish (PGlite runs one transaction at a time).
      const probe = database.db.execute(
        sql`select id from mail_outbox where message_id = ${mail.messageId} for update nowait`,
      );
      const outcome = await Promise.race([probe.then(() => "free"), sleep(3_000).then(() => "blocked")]);
      checks.push(String(outcome));
      if (kind === "postgres") {
        const [open] = await query<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and state like 'idle in transaction%'`,
        );
        checks.push(`idle in transaction: ${open.n}`);
      }
      await smtpTransport(mail);
    };
    expect(await deliverPendingMail(database.db, transport)).toMatchObject({ sent: 2 });
    const expected = kind === "postgres" ? ["free", "idle in transaction: 0"] : ["free"];
    expect(checks).toEqual([...expected, ...expected]);
  });

  it("empties a sensitive mail once the SMTP server has it, and keeps other mail", async () => {
    const link = "http://localhost:3000/reset-password?token=secret-reset-token";
    const sensitiveId = await enqueueMail(database.db, {
      to: "reset-me@example.com",
      subject: "Reset your BookingPro password",
      text: `Choose a new password here:\n${link}`,
      html: `<a href="${link}">Reset</a>`,
      sensitive: true,
    });
    await queue(1, "plain");
    await deliverPendingMail(database.db, createSmtpTransport(smtp.url));
    expect(smtp.received.find((m) => m.subject === "Reset your BookingPro password")?.text).toContain(link);
    const [purged] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sensitiveId));
    expect(purged).toMatchObject({ status: "sent", textBody: PURGED_BODY, htmlBody: null, attachments: [] });
    expect(JSON.stringify(purged)).not.toContain("secret-reset-token");
    const [plain] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "plain0@example.com"));
    expect(plain).toMatchObject({ status: "sent", textBody: "Body 0" });
  });

  it("a failing delivery job is logged, retried, then kept in the dead-letter queue", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const worker = await startTestWorker(database, {
      transport: createSmtpTransport(smtp.url),
      clearJobs: true,
      db: () => {
        calls++;
        throw new Error("database unreachable");
      },
      logError: (_queue, error) => errors.push(error),
      queueOverrides: { [JOB_QUEUES.mail]: { retryDelay: 0, retryLimit: 1 } },
    });
    try {
      const jobId = await worker.boss.send(JOB_QUEUES.mail, {});
      await expect
        .poll(async () => (await worker.boss.getJobById(JOB_QUEUES.mail, jobId!))?.state, { timeout: 15_000 })
        .toBe("failed");
      const job = await worker.boss.getJobById(JOB_QUEUES.mail, jobId!);
      // Run twice (its one retry), then copied to the dead-letter queue. (The worker's own delivery job on start
      // fails the same way.)
      expect(job?.retryCount).toBe(1);
      expect(calls).toBeGreaterThanOrEqual(2);
      expect(errors.length).toBe(calls);
      expect(new Set(errors.map(String))).toEqual(new Set(["Error: database unreachable"]));
      await expect
        .poll(() => worker.boss.getQueueSize(DEAD_LETTER_QUEUE), { timeout: 5_000 })
        .toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }
  });

  it("backoff doubles from its base up to its cap", () => {
    const options = { backoffBaseMs: 30_000, backoffMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 8, 9, 20].map((n) => retryDelayMs(n, options))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
