import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  mailOutbox,
  services,
  staffMembers,
  waitlistEntries,
  waitlistHolds,
  waitlistOpenings,
} from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { seedDemoData } from "@/db/seed";
import { bookTime, HOLD_ENDED_MESSAGE, SLOT_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { cancelManagedBooking, rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { insertBooking } from "@/lib/bookings/write-queries";
import { AppError } from "@/lib/errors";
import { JOB_QUEUES } from "@/lib/jobs/queues";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { bookWaitlistHold } from "@/lib/waitlist/book-hold";
import { runWaitlistOffers } from "@/lib/waitlist/offers";
import type { PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { businessIdOf } from "../support/fixtures";
import { killTestWorker, startTestWorker, type TestWorker } from "../support/job-queue";
import { createTestDatabase, databaseKinds, getPgErrorCode, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * The waitlist's offers (migration 0033): a freed time goes to the first matching customer as a hold the database
 * enforces; an unused hold expires and the next customer is offered the time, also across a worker's restart.
 */
describe.each(databaseKinds)("waitlist offers on %s", (kind) => {
  let database: TestDatabase;
  const zone = "Europe/London";
  // The booking engine's clock (the demo data's); holds and openings follow the database's, which is earlier.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, zone);
  const ids: Record<string, string> = {};
  const workers: TestWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    ids.demo = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services).where(eq(services.businessId, ids.demo));
    const staffRows = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, ids.demo));
    ids.cut = serviceRows.find((s) => s.name === "Haircut & Style")!.id;
    ids.emma = staffRows.find((s) => s.name === "Emma Wilson")!.id;
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop().catch(() => {});
    await database?.drop();
  });

  const request = (date: string, time: string, customerName: string): PublicBookingInput => ({
    serviceId: ids.cut,
    staffId: ids.emma,
    date,
    time,
    customerName,
    customerEmail: `${customerName.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    customerPhone: "",
    notes: "",
  });

  /** Waitlisters for the cut on `date`, joined in this order. */
  async function join(date: string, names: string[], staffId: string | null = null) {
    const rows = [];
    for (const [index, name] of names.entries()) {
      const [row] = await database.db
        .insert(waitlistEntries)
        .values({
          businessId: ids.demo,
          serviceId: ids.cut,
          staffId,
          dateFrom: date,
          dateTo: date,
          name,
          email: `${name.toLowerCase()}@example.com`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        })
        .returning();
      rows.push(row);
    }
    return rows;
  }

  async function offersTo(emails: string[]) {
    return database.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.toAddress, emails), sql`${mailOutbox.subject} like 'A time has come up%'`));
  }

  const tokenIn = (text: string) => /\/waitlist\/offer\/([A-Za-z0-9_-]{43})/.exec(text)![1];

  async function liveHoldsOf(entryIds: string[]) {
    return database.db
      .select()
      .from(waitlistHolds)
      .where(and(inArray(waitlistHolds.entryId, entryIds), eq(waitlistHolds.status, "live")));
  }

  async function refusal(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error("expected a refusal");
  }

  it("a cancellation with three matching waitlisters makes exactly one hold and one email; expiry offers the next; the holder books", async () => {
    const date = addDaysToDate(today, 3);
    const booked = await createPublicBooking(database.db, ids.demo, request(date, "16:00", "Leaving Customer"), {
      now,
    });
    const entries = await join(date, ["Ada", "Ben", "Cal"]);
    const emails = entries.map((entry) => entry.email);

    await cancelManagedBooking(database.db, booked.booking.id, now);
    const openings = await database.db.select().from(waitlistOpenings).where(eq(waitlistOpenings.businessId, ids.demo));
    expect(openings).toMatchObject([{ reason: "cancel", status: "open", staffId: ids.emma }]);

    // Two workers at once: still one hold and one email for the one opening.
    await Promise.all([runWaitlistOffers(database.db), runWaitlistOffers(database.db)]);
    const holds = await liveHoldsOf(entries.map((entry) => entry.id));
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ entryId: entries[0].id, staffId: ids.emma });
    expect(holds[0].startsAt.getTime()).toBe(zonedToInstant(date, "16:00", zone).getTime());
    expect(holds[0].expiresAt.getTime() - holds[0].createdAt.getTime()).toBe(30 * 60_000);
    const first = await offersTo(emails);
    expect(first.map((mail) => mail.toAddress)).toEqual(["ada@example.com"]);
    expect(first[0].textBody).toContain("/waitlist/leave/");

    // While held, nobody else books the time: not online, not as the owner, not by a raw insert.
    expect(
      await refusal(createPublicBooking(database.db, ids.demo, request(date, "16:00", "Walk In"), { now })),
    ).toEqual({ code: "slot_taken", message: SLOT_TAKEN_MESSAGE });
    const startsAt = zonedToInstant(date, "16:00", zone);
    const ownerRequest = {
      rules: "owner",
      candidates: [{ id: ids.emma }],
      startsAt,
      endsAt: new Date(+startsAt + 3_600_000),
    } as const;
    const ownerWrite = bookTime(database.db, ownerRequest, (tx, time) =>
      insertBooking(tx, {
        businessId: ids.demo,
        staffId: ids.emma,
        serviceName: "Cut",
        customerName: "Owner",
        customerEmail: "",
        ...time,
      }),
    );
    expect((await refusal(ownerWrite)).code).toBe("slot_taken");
    const raw = database.db.insert(bookings).values({
      businessId: ids.demo,
      staffId: ids.emma,
      serviceName: "Cut",
      customerName: "Raw",
      customerEmail: "",
      startsAt: new Date(+startsAt + 15 * 60_000),
      endsAt: new Date(+startsAt + 45 * 60_000),
    });
    const error = await raw.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(getPgErrorCode(error)).toBe("23P01");

    // The hold runs out unused: the second waitlister is offered the time, never the first again.
    await database.db
      .update(waitlistHolds)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(waitlistHolds.id, holds[0].id));
    await runWaitlistOffers(database.db);
    const next = await liveHoldsOf(entries.map((entry) => entry.id));
    expect(next.map((hold) => hold.entryId)).toEqual([entries[1].id]);
    const [expired] = await database.db.select().from(waitlistHolds).where(eq(waitlistHolds.id, holds[0].id));
    expect(expired.status).toBe("expired");
    const second = await offersTo(emails);
    expect(second.map((mail) => mail.toAddress).sort()).toEqual(["ada@example.com", "ben@example.com"]);

    // The first link no longer books; the second does, and its booking carries the hold.
    const adaToken = tokenIn(first[0].textBody);
    expect(await refusal(bookWaitlistHold(database.db, adaToken))).toEqual({
      code: "conflict",
      message: HOLD_ENDED_MESSAGE,
    });
    const benToken = tokenIn(second.find((mail) => mail.toAddress === "ben@example.com")!.textBody);
    const { bookingId } = await bookWaitlistHold(database.db, benToken);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      customerEmail: "ben@example.com",
      waitlistHoldId: next[0].id,
      status: "confirmed",
    });
    expect(booking.startsAt.getTime()).toBe(startsAt.getTime());
    const [used] = await database.db.select().from(waitlistHolds).where(eq(waitlistHolds.id, next[0].id));
    expect(used.status).toBe("used");
    const [ben] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entries[1].id));
    expect(ben.status).toBe("booked");
    // Used once only.
    expect((await refusal(bookWaitlistHold(database.db, benToken))).code).toBe("conflict");
  });

  it("a move frees the old time for the waitlist; an entry for another member or other times is not offered it", async () => {
    const date = addDaysToDate(today, 5);
    const booked = await createPublicBooking(database.db, ids.demo, request(date, "10:00", "Moving Customer"), { now });
    const [other] = await join(
      date,
      ["Other"],
      (
        await database.db
          .select()
          .from(staffMembers)
          .where(and(eq(staffMembers.businessId, ids.demo), sql`${staffMembers.id} <> ${ids.emma}`))
      )[0].id,
    );
    const [evening] = await join(date, ["Evening"]);
    await database.db.update(waitlistEntries).set({ timeFrom: "17:00" }).where(eq(waitlistEntries.id, evening.id));
    const [dora] = await join(date, ["Dora"]);
    await rescheduleManagedBooking(database.db, booked.booking.id, date, "14:00", now);
    await runWaitlistOffers(database.db);
    const holds = await liveHoldsOf([other.id, evening.id, dora.id]);
    expect(holds.map((hold) => hold.entryId)).toEqual([dora.id]);
    expect(holds[0].startsAt.getTime()).toBe(zonedToInstant(date, "10:00", zone).getTime());
  });

  it("a worker killed with a live hold: after the restart the hold expires and the next customer is offered the time", async () => {
    const date = addDaysToDate(today, 7);
    const booked = await createPublicBooking(database.db, ids.demo, request(date, "11:00", "Restart Customer"), {
      now,
    });
    const entries = await join(date, ["Eve", "Fay"]);
    await cancelManagedBooking(database.db, booked.booking.id, now);

    const doomed = await startTestWorker(database, { transport: null, clearJobs: true });
    workers.push(doomed);
    await doomed.boss.send(JOB_QUEUES.waitlist, {});
    await expect.poll(async () => (await liveHoldsOf([entries[0].id])).length, { timeout: 20_000 }).toBe(1);
    const [hold] = await liveHoldsOf([entries[0].id]);
    // Its expiry job waits in pg-boss's table, due at the hold's end.
    const expiry = async () =>
      rowsOf<{ id: string; startMs: unknown }>(
        await database.db.execute(
          sql`select id::text as id, extract(epoch from start_after) * 1000 as "startMs" from pgboss.job
              where name = ${JOB_QUEUES.waitlist} and data->>'holdId' = ${hold.id} and state = 'created'`,
        ),
      );
    await expect.poll(async () => (await expiry()).length, { timeout: 10_000 }).toBe(1);
    expect(Math.round(Number((await expiry())[0].startMs))).toBe(hold.expiresAt.getTime());
    await killTestWorker(doomed);
    workers.splice(workers.indexOf(doomed), 1);

    // The half hour passes while no worker runs (the hold and its job made due now).
    await database.db
      .update(waitlistHolds)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(waitlistHolds.id, hold.id));
    await database.db.execute(
      sql`update pgboss.job set start_after = now() where id = ${(await expiry())[0].id}::uuid`,
    );

    const survivor = await startTestWorker(database, { transport: null });
    workers.push(survivor);
    await expect
      .poll(async () => (await liveHoldsOf([entries[1].id])).length, { timeout: 30_000, interval: 250 })
      .toBe(1);
    const [expired] = await database.db.select().from(waitlistHolds).where(eq(waitlistHolds.id, hold.id));
    expect(expired.status).toBe("expired");
    expect((await offersTo(["fay@example.com"])).length).toBe(1);
  });
});
