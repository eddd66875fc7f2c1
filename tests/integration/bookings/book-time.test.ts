import { and, eq, sql } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { SLOT_TAKEN_SINCE_MESSAGE, updateBookingStatus } from "@/lib/bookings/booking-actions";
import { loadBookingContext } from "@/lib/availability/booking-context";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { bookTime, runUnderConstraint, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "@/lib/bookings/book-time";
import { insertBooking, setBookingStatus } from "@/lib/bookings/write-queries";
import { bookings, mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { AppError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import type { PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

describe.each(databaseKinds)("bookTime, the one booking write path, on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, "Europe/London");
  let ids: Record<string, string> = {};
  let owner: CurrentUser & { business: NonNullable<CurrentUser["business"]> };

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    ids = {
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      james: staffRows.find((s) => s.name === "James Taylor")!.id,
    };
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    const user = (await loadUser(database.db, row.id))!;
    owner = { ...user, business: user.business! };
  });
  afterAll(async () => {
    await database?.drop();
  });

  const request = (overrides: Partial<PublicBookingInput> = {}): PublicBookingInput => ({
    serviceId: ids.cut,
    staffId: ids.emma,
    date: addDaysToDate(today, 2),
    time: "16:00",
    customerName: "Reserve Customer",
    customerEmail: "reserve@example.com",
    customerPhone: "",
    notes: "",
    ...overrides,
  });
  const options = { now };

  /** The AppError a promise fails with, as { code, message }. */
  async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error("expected a refusal");
  }

  const slotTaken = { code: "slot_taken", message: SLOT_TAKEN_MESSAGE };

  it("public booking: refuses a taken slot with slot_taken", async () => {
    await createPublicBooking(database.db, demoId, request(), options);
    expect(await refusal(createPublicBooking(database.db, demoId, request({ customerName: "Late" }), options))).toEqual(
      slotTaken,
    );
  });

  it("reschedule by link: refuses a taken slot with slot_taken, and of two racing moves one wins", async () => {
    const date = addDaysToDate(today, 4);
    const held = await createPublicBooking(database.db, demoId, request({ date, time: "14:00" }), options);
    const mover = await createPublicBooking(database.db, demoId, request({ date, time: "09:00" }), options);
    expect(held.booking.id).not.toBe(mover.booking.id);
    expect(await refusal(rescheduleManagedBooking(database.db, mover.booking.id, date, "14:00", now))).toEqual(
      slotTaken,
    );

    const first = await createPublicBooking(database.db, demoId, request({ date, time: "10:00" }), options);
    const second = await createPublicBooking(database.db, demoId, request({ date, time: "11:00" }), options);
    const moves = await Promise.allSettled(
      [first, second].map((created) => rescheduleManagedBooking(database.db, created.booking.id, date, "15:30", now)),
    );
    expect(moves.filter((move) => move.status === "fulfilled")).toHaveLength(1);
    const lost = moves.find((move) => move.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AppError);
    expect({ code: lost.reason.code, message: lost.reason.message }).toEqual(slotTaken);
  });

  it("restore from the dashboard: refuses a slot taken since with slot_taken and its own message", async () => {
    const date = addDaysToDate(today, 9);
    const original = await createPublicBooking(database.db, demoId, request({ date, time: "13:00" }), options);
    const visible = bookingVisibilityFilter(owner);
    await setBookingStatus(database.db, original.booking.id, visible, "cancelled");
    await createPublicBooking(database.db, demoId, request({ date, time: "13:30", customerName: "Taker" }), options);

    const restore = runUnderConstraint(
      database.db,
      (tx) => setBookingStatus(tx, original.booking.id, visible, "confirmed"),
      {
        takenMessage: SLOT_TAKEN_SINCE_MESSAGE,
      },
    );
    expect(await refusal(restore)).toEqual({ code: "slot_taken", message: SLOT_TAKEN_SINCE_MESSAGE });
    expect(
      await runAction(updateBookingStatus, owner, { id: original.booking.id, status: "confirmed" }, database.db),
    ).toEqual({
      ok: false,
      code: "slot_taken",
      error: SLOT_TAKEN_SINCE_MESSAGE,
    });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, original.booking.id));
    expect(row.status).toBe("cancelled");
  });

  describe("its contract", () => {
    it("hands the write the slot's instants in the business's zone, start + the service's duration", async () => {
      const context = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      const date = addDaysToDate(today, 8);
      const request = { rules: "online", candidates: [context], date, time: "12:00", now } as const;
      const reserved = await bookTime(database.db, request, async (_tx, booked) => booked);
      expect(reserved.candidate).toBe(context);
      expect(reserved.startsAt.toISOString()).toBe(`${date}T11:00:00.000Z`); // 12:00 BST
      expect(reserved.endsAt.getTime() - reserved.startsAt.getTime()).toBe(45 * 60_000);
    });

    it("refuses without calling the write when the engine says no: taken or not bookable at all", async () => {
      const context = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      let writes = 0;
      const write = async () => {
        writes++;
      };
      const online = { rules: "online", candidates: [context], now } as const;
      const taken = { ...online, date: addDaysToDate(today, 2), time: "16:00" }; // booked in the first test
      expect(await refusal(bookTime(database.db, taken, write))).toEqual(slotTaken);
      const offGrid = { ...online, date: addDaysToDate(today, 2), time: "11:15" };
      expect(await refusal(bookTime(database.db, offGrid, write))).toEqual({
        code: "slot_taken",
        message: SLOT_UNAVAILABLE_MESSAGE,
      });
      const past = { ...online, date: addDaysToDate(today, -1), time: "11:00" };
      expect(await refusal(bookTime(database.db, past, write))).toEqual({
        code: "slot_taken",
        message: SLOT_UNAVAILABLE_MESSAGE,
      });
      expect(writes).toBe(0);
    });

    it("maps the exclusion constraint's refusal to slot_taken and rolls back everything the write did", async () => {
      const context = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      const date = addDaysToDate(today, 7);
      const free = { rules: "online", candidates: [context], date, time: "09:00", now } as const;
      const overlapping = (startsAt: Date, endsAt: Date, customerName: string) => ({
        businessId: context.business.id,
        staffId: ids.emma,
        serviceName: "Haircut & Style",
        customerName,
        customerEmail: "overlap@example.com",
        startsAt,
        endsAt,
      });
      // The engine passes (the slot is free when checked), then the write collides with itself, as a racer would.
      const attempt = bookTime(
        database.db,
        { ...free, takenMessage: "Custom taken message" },
        async (tx, { startsAt, endsAt }) => {
          await enqueueMail(tx, {
            businessId: context.business.id,
            to: "rolled-back@example.com",
            subject: "Never sent",
            text: "",
          });
          await insertBooking(tx, overlapping(startsAt, endsAt, "Racer A"));
          await insertBooking(tx, overlapping(startsAt, endsAt, "Racer B"));
        },
      );
      expect(await refusal(attempt)).toEqual({ code: "slot_taken", message: "Custom taken message" });
      const racers = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.staffId, ids.emma), sql`${bookings.customerName} like 'Racer %'`));
      expect(racers[0].n).toBe(0);
      expect(
        await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "rolled-back@example.com")),
      ).toEqual([]);
    });

    it("when the first writer rolls back, those queued behind it end as one booking and slot_taken, never a deadlock", async () => {
      const context = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      const slot = {
        rules: "online",
        candidates: [context],
        date: addDaysToDate(today, 9),
        time: "10:00",
        now,
      } as const;
      const failure = new Error("the first writer fails after its insert");
      const attempt = (index: number) =>
        bookTime(database.db, slot, async (tx, { startsAt, endsAt }) => {
          const row = await insertBooking(tx, {
            businessId: context.business.id,
            staffId: ids.emma,
            serviceName: "Haircut & Style",
            customerName: `Queued ${index}`,
            customerEmail: `queued-${index}@example.com`,
            startsAt,
            endsAt,
          });
          if (index === 0) {
            // Holds its row while the others queue on the constraint behind it, then rolls back.
            await new Promise((resolve) => setTimeout(resolve, 300));
            throw failure;
          }
          return row;
        });
      const first = attempt(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const outcomes = await Promise.allSettled([first, ...Array.from({ length: 30 }, (_, i) => attempt(i + 1))]);
      expect(outcomes[0]).toEqual({ status: "rejected", reason: failure });
      const rest = outcomes.slice(1);
      expect(rest.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      for (const outcome of rest) {
        if (outcome.status === "rejected") {
          expect(outcome.reason).toBeInstanceOf(AppError);
          expect((outcome.reason as AppError).code).toBe("slot_taken");
        }
      }
      const queued = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.staffId, ids.emma), sql`${bookings.customerName} like 'Queued %'`));
      expect(queued[0].n).toBe(1);
    });

    it("tries the candidates in order: a time the constraint refuses to one passes to the next", async () => {
      const date = addDaysToDate(today, 10);
      const startsAt = new Date(`${date}T13:00:00Z`); // 14:00 BST, any rules: the owner's override
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      const hold = (staffId: string, customerName: string) => (tx: typeof database.db) =>
        insertBooking(tx, {
          businessId: demoId,
          staffId,
          serviceName: "Haircut & Style",
          customerName,
          customerEmail: "candidates@example.com",
          startsAt,
          endsAt,
        });
      await runUnderConstraint(database.db, hold(ids.emma, "Emma holds it"));
      const candidates = [{ id: ids.emma }, { id: ids.james }];
      const owner = { rules: "owner", candidates, startsAt, endsAt, takenMessage: "Nobody free" } as const;
      const tried: string[] = [];
      const booked = await bookTime(database.db, owner, async (tx, { candidate }) => {
        tried.push(candidate.id);
        return hold(candidate.id, `Booked with ${candidate.id}`)(tx);
      });
      expect(tried).toEqual([ids.emma, ids.james]);
      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booked.id));
      expect(row.staffId).toBe(ids.james);
      // Both now hold it: the last refusal carries the caller's message, and nothing is written.
      const refused = bookTime(database.db, owner, async (tx, { candidate }) => hold(candidate.id, "Third")(tx));
      expect(await refusal(refused)).toEqual({ code: "slot_taken", message: "Nobody free" });
      expect(await refusal(bookTime(database.db, { ...owner, candidates: [] }, async () => null))).toEqual({
        code: "slot_taken",
        message: "Nobody free",
      });
    });

    it("online rules: each candidate is re-checked by the engine, and the first free one gets the time", async () => {
      const emma = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      const james = await loadBookingContext(database.db, demoId, ids.cut, ids.james);
      const date = addDaysToDate(today, 2); // Emma has 16:00 from the first test
      const request = { rules: "online", candidates: [emma, james], date, time: "16:00", now } as const;
      const booked = await bookTime(database.db, request, async (_tx, { candidate, startsAt }) => ({
        staff: candidate.staff.name,
        startsAt,
      }));
      expect(booked).toEqual({ staff: "James Taylor", startsAt: new Date(`${date}T15:00:00Z`) });
    });

    it("lets other failures through unchanged", async () => {
      const failure = new Error("disk full");
      await expect(runUnderConstraint(database.db, async () => Promise.reject(failure))).rejects.toBe(failure);
    });
  });
});
