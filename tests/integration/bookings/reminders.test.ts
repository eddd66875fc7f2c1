import { eq, inArray, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, mailOutbox, staffMembers } from "@/db/schema";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { replanBusinessReminders } from "@/lib/bookings/reminder-queries";
import { cancelBooking, insertBooking, moveBooking } from "@/lib/bookings/write-queries";
import { JOB_QUEUES } from "@/lib/jobs/queues";
import { createSmtpTransport } from "@/lib/mail/smtp-transport";
import type { MailTransport } from "@/lib/mail/outbox";
import { staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { killTestWorker, startTestWorker, type TestWorker } from "../support/job-queue";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)("appointment reminders on the job queue (%s)", (kind) => {
  let database: TestDatabase;
  let businessId: string;
  let staffId: string;
  const smtp = new SmtpSink();
  const workers: TestWorker[] = [];
  let slot = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const business = await insertBusiness(database.db, {
      slug: "remind-me",
      name: "Remind Me Salon",
      address: "1 Clock Street, Leeds",
      reminderHours: 24,
    });
    businessId = business.id;
    const [member] = await database.db
      .insert(staffMembers)
      .values({ businessId, name: "Rita Reminder", availability: staffAvailabilitySchema.parse({}) })
      .returning({ id: staffMembers.id });
    staffId = member.id;
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(bookings);
    smtp.received.length = 0;
    await smtp.start(0);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp.stop();
  });

  /** A live booking about `hoursAhead` from now (on a whole minute), each in its own hour so the staff member is free. */
  async function book(hoursAhead: number, customer = `customer-${slot}`) {
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;
    const startsAt = new Date(minute + hoursAhead * HOUR + (slot++ % 1000) * HOUR);
    const row = await insertBooking(database.db, {
      businessId,
      staffId,
      serviceName: "Cut & Finish",
      staffName: "Rita Reminder",
      customerName: `Customer ${customer}`,
      customerEmail: `${customer}@example.com`,
      pricePence: 4500,
      status: "confirmed",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    });
    return row;
  }
  /** Time passes: these bookings' reminders are due now. */
  const makeDue = (ids: string[]) =>
    database.db
      .update(bookings)
      .set({ reminderDueAt: sql`now() - interval '1 minute'` })
      .where(inArray(bookings.id, ids));
  const reminderOf = async (id: string) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const startWorker = async (transport: MailTransport = createSmtpTransport(smtp.url), options = {}) => {
    const worker = await startTestWorker(database, { transport, ...options });
    workers.push(worker);
    return worker;
  };

  it("plans each reminder from the business's hours when booked; none inside the window or with reminders off", async () => {
    const ahead = await book(72);
    const soon = await book(3);
    const row = await reminderOf(ahead.id);
    expect(row.reminderDueAt!.getTime()).toBe(row.startsAt.getTime() - 24 * HOUR);
    // Booked 3 hours ahead: already inside the 24-hour window, so no reminder at all.
    expect((await reminderOf(soon.id)).reminderDueAt).toBeNull();
    expect(await queueDueReminders(database.db)).toBe(0);

    // The owner turns reminders off: the planned one is dropped; back to 48 hours: planned again.
    await database.db.execute(sql`update businesses set reminder_hours = 0 where id = ${businessId}`);
    await replanBusinessReminders(database.db, businessId);
    expect((await reminderOf(ahead.id)).reminderDueAt).toBeNull();
    await database.db.execute(sql`update businesses set reminder_hours = 48 where id = ${businessId}`);
    await replanBusinessReminders(database.db, businessId);
    expect((await reminderOf(ahead.id)).reminderDueAt!.getTime()).toBe(row.startsAt.getTime() - 48 * HOUR);
    await database.db.execute(sql`update businesses set reminder_hours = 24 where id = ${businessId}`);
  });

  it("two workers and 200 due reminders: each is emailed exactly once, with the manage link and the .ics", async () => {
    const rows = [];
    for (let i = 0; i < 200; i++) rows.push(await book(48 + i, `bulk-${i}`));
    await makeDue(rows.map((r) => r.id));
    const first = await startWorker();
    const second = await startWorker();
    // Several reminder jobs at once on both workers (the cron queues one a minute; this is the worst case).
    for (const worker of [first, second, first, second]) await worker.boss.send(JOB_QUEUES.reminders, {});

    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(200);
    await sleep(2_000); // any duplicate would arrive now
    expect(smtp.received).toHaveLength(200);
    const recipients = smtp.received.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text);
    expect(new Set(recipients).size).toBe(200);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(200);

    const mail = smtp.received.find((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.text === "bulk-7@example.com")!;
    expect(mail.subject).toMatch(/^Reminder: Cut & Finish at Remind Me Salon, /);
    expect(mail.text).toContain("This is a reminder of your appointment at Remind Me Salon");
    expect(mail.text).toMatch(
      /View, cancel or reschedule your booking: http:\/\/localhost:\d+\/manage\/[0-9a-f-]{36}\.[\w-]+/,
    );
    const ics = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!,
    );
    expect(event.uid).toBe(`${rows[7].id}@bookingpro`);
    expect(event.startDate.toJSDate().getTime()).toBe(rows[7].startsAt.getTime());

    const sent = await database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          rows.map((r) => r.id),
        ),
      );
    expect(sent.every((b) => b.reminderSentAt !== null)).toBe(true);
    const outbox = await database.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(200);
    expect(outbox.every((m) => m.status === "sent" && m.attempts === 1)).toBe(true);
  });

  it("never reminds about a cancelled booking", async () => {
    const kept = await book(30, "kept");
    const cancelled = await book(30, "cancelled");
    await makeDue([kept.id, cancelled.id]);
    await cancelBooking(database.db, { id: cancelled.id, businessId });
    const worker = await startWorker();
    await worker.boss.send(JOB_QUEUES.reminders, {});
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    await sleep(1_500);
    expect(smtp.received.map((m) => m.subject)).toHaveLength(1);
    expect((Array.isArray(smtp.received[0].to) ? smtp.received[0].to[0] : smtp.received[0].to)!.text).toBe(
      "kept@example.com",
    );
    expect((await reminderOf(cancelled.id)).reminderSentAt).toBeNull();
  });

  it("a rescheduled booking's reminder follows it, also after one was sent for the old time", async () => {
    const booking = await book(30, "mover");
    const newStart = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2_000 * HOUR);
    // Moved before its reminder: planned for the new time, nothing due now.
    await makeDue([booking.id]);
    await moveBooking(
      database.db,
      { id: booking.id, businessId },
      { startsAt: newStart, endsAt: new Date(newStart.getTime() + 45 * 60_000) },
    );
    expect((await reminderOf(booking.id)).reminderDueAt!.getTime()).toBe(newStart.getTime() - 24 * HOUR);
    expect(await queueDueReminders(database.db)).toBe(0);

    // Its new reminder comes due and is sent, for the new time.
    await makeDue([booking.id]);
    expect(await queueDueReminders(database.db)).toBe(1);
    // Moved again after that reminder: a new one is planned and sent once, for the newest time.
    const newest = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2_100 * HOUR);
    await moveBooking(
      database.db,
      { id: booking.id, businessId },
      { startsAt: newest, endsAt: new Date(newest.getTime() + 45 * 60_000) },
    );
    expect((await reminderOf(booking.id)).reminderSentAt).toBeNull();
    await makeDue([booking.id]);
    expect(await queueDueReminders(database.db)).toBe(1);
    expect(await queueDueReminders(database.db)).toBe(0);

    const worker = await startWorker();
    await worker.boss.send(JOB_QUEUES.mail, {});
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);
    const [, last] = smtp.received.sort((a, b) => a.date!.getTime() - b.date!.getTime());
    const ics = last.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!,
    );
    expect(event.startDate.toJSDate().getTime()).toBe(newest.getTime());
  });

  it("a worker killed in the middle of a delivery job: the job is retried by another and the reminder arrives once", async () => {
    const booking = await book(30, "interrupted");
    await makeDue([booking.id]);
    expect(await queueDueReminders(database.db)).toBe(1);

    let release: () => void = () => {};
    let started = 0;
    // The first worker takes the job, claims the mail and hangs mid-send; then it dies.
    const hanging: MailTransport = () => {
      started++;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const doomed = await startWorker(hanging, {
      clearJobs: true,
      mailDelivery: { leaseMs: 1_000 },
      queueOverrides: { [JOB_QUEUES.mail]: { expireInSeconds: 2, retryDelay: 0 } },
    });
    await doomed.boss.send(JOB_QUEUES.mail, {});
    await expect.poll(() => started, { timeout: 10_000 }).toBe(1);
    // The job the doomed worker was running when it died.
    const active = await database.db.execute(
      sql`select id from pgboss.job where name = ${JOB_QUEUES.mail} and state = 'active'`,
    );
    const activeRows = (Array.isArray(active) ? active : (active as unknown as { rows: { id: string }[] }).rows) as {
      id: string;
    }[];
    expect(activeRows).toHaveLength(1);
    const jobId = activeRows[0].id;
    await killTestWorker(doomed);
    workers.splice(workers.indexOf(doomed), 1);

    const survivor = await startWorker(createSmtpTransport(smtp.url), { mailDelivery: { leaseMs: 1_000 } });
    await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 250 }).toBe(1);
    await expect
      .poll(async () => (await survivor.boss.getJobById(JOB_QUEUES.mail, jobId))?.state, { timeout: 20_000 })
      .toBe("completed");
    const job = await survivor.boss.getJobById(JOB_QUEUES.mail, jobId);
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    // The dead worker's send finally returns: its claim is gone, it marks nothing and sends nothing more.
    release();
    await sleep(1_500);
    expect(smtp.received).toHaveLength(1);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, toAddress: "interrupted@example.com" });
  });
});
