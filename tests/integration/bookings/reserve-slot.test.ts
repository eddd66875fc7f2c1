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
import { reserveSlot, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "@/lib/bookings/reserve-slot";
import { insertBooking, setBookingStatus } from "@/lib/bookings/write-queries";
import { bookings, mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { AppError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import type { PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

describe.each(databaseKinds)("reserveSlot, the one booking write path, on %s", (kind) => {
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

    const restore = reserveSlot(
      database.db,
      null,
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
      const reserved = await reserveSlot(database.db, { context, date, time: "12:00", now }, async (_tx, slot) => slot);
      expect(reserved.startsAt.toISOString()).toBe(`${date}T11:00:00.000Z`); // 12:00 BST
      expect(reserved.endsAt.getTime() - reserved.startsAt.getTime()).toBe(45 * 60_000);
    });

    it("refuses without calling the write when the engine says no: taken or not bookable at all", async () => {
      const context = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      let writes = 0;
      const write = async () => {
        writes++;
      };
      const taken = { context, date: addDaysToDate(today, 2), time: "16:00", now }; // booked in the first test
      expect(await refusal(reserveSlot(database.db, taken, write))).toEqual(slotTaken);
      const offGrid = { context, date: addDaysToDate(today, 2), time: "11:15", now };
      expect(await refusal(reserveSlot(database.db, offGrid, write))).toEqual({
        code: "slot_taken",
        message: SLOT_UNAVAILABLE_MESSAGE,
      });
      const past = { context, date: addDaysToDate(today, -1), time: "11:00", now };
      expect(await refusal(reserveSlot(database.db, past, write))).toEqual({
        code: "slot_taken",
        message: SLOT_UNAVAILABLE_MESSAGE,
      });
      expect(writes).toBe(0);
    });

    it("maps the exclusion constraint's refusal to slot_taken and rolls back everything the write did", async () => {
      const context = await loadBookingContext(database.db, demoId, ids.cut, ids.emma);
      const date = addDaysToDate(today, 7);
      const free = { context, date, time: "09:00", now };
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
      const attempt = reserveSlot(
        database.db,
        free,
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
        { takenMessage: "Custom taken message" },
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
      const slot = { context, date: addDaysToDate(today, 9), time: "10:00", now };
      const failure = new Error("the first writer fails after its insert");
      const attempt = (index: number) =>
        reserveSlot(database.db, slot, async (tx, { startsAt, endsAt }) => {
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

    it("lets other failures through unchanged", async () => {
      const failure = new Error("disk full");
      await expect(reserveSlot(database.db, null, async () => Promise.reject(failure))).rejects.toBe(failure);
    });
  });
});
