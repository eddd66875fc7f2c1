import { eq, sql } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { createPublicBooking, IDEMPOTENCY_MISMATCH_MESSAGE } from "@/lib/bookings/create-booking";
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "@/lib/bookings/book-time";
import { blackouts, bookings, mailOutbox, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { AppError } from "@/lib/errors";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { ANY_STAFF, type PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * "Any professional" on the public booking path, and the Idempotency-Key. Demo data: Emma (cut, colour,
 * beard; from 09:00), James (cut, beard; not Mondays) and Sophie (everything; from 10:00) can all cut hair;
 * tomorrow (Tuesday) Emma has a cut at 10:00 and Sophie a facial at 14:00.
 */
describe.each(databaseKinds)("any professional and idempotent booking on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, "Europe/London");
  const tomorrow = addDaysToDate(today, 1);
  let ids: Record<string, string> = {};

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    ids = {
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      colour: serviceRows.find((s) => s.name === "Full Colour")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      james: staffRows.find((s) => s.name === "James Taylor")!.id,
      sophie: staffRows.find((s) => s.name === "Sophie Brown")!.id,
    };
  });
  afterAll(async () => {
    await database?.drop();
  });

  let customer = 0;
  const request = (overrides: Partial<PublicBookingInput> = {}): PublicBookingInput => ({
    serviceId: ids.cut,
    staffId: ANY_STAFF,
    date: tomorrow,
    time: "13:00",
    customerName: "Alex Customer",
    customerEmail: `alex${++customer}@example.com`,
    customerPhone: "",
    notes: "",
    ...overrides,
  });
  const countRows = async (table: typeof bookings | typeof mailOutbox) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    throw new Error("expected a refusal");
  }

  it("offers the union of the eligible staff's free times, with the reason on dates without any", async () => {
    const any = await getPublicAvailability(database.db, demoId, ids.cut, ANY_STAFF, now);
    const each = await Promise.all(
      [ids.emma, ids.james, ids.sophie].map((staffId) =>
        getPublicAvailability(database.db, demoId, ids.cut, staffId, now),
      ),
    );
    expect(any.days).toHaveLength(21);
    for (const [index, day] of any.days.entries()) {
      const union = [...new Set(each.flatMap((one) => one.days[index].slots))].sort();
      expect(day.slots, day.date).toEqual(union);
    }
    const tuesday = any.days[1];
    // Emma's 10:00 cut blocks her 09:30 and 10:00; James is free then.
    expect(tuesday.slots).toEqual(expect.arrayContaining(["09:00", "09:30", "10:00"]));
    expect(tuesday.reason).toBeUndefined();

    // Full Colour is Emma's and Sophie's; a whole-day blackout of the business closes a date for everyone.
    const closedDate = addDaysToDate(today, 6);
    await database.db.insert(blackouts).values({
      businessId: (await database.db.select({ id: services.businessId }).from(services).limit(1))[0].id,
      type: "business",
      reason: "Staff training",
      startDate: closedDate,
      endDate: closedDate,
    });
    const colour = await getPublicAvailability(database.db, demoId, ids.colour, ANY_STAFF, now);
    const closed = colour.days.find((day) => day.date === closedDate)!;
    expect(closed).toEqual({ date: closedDate, slots: [], reason: "closed" });
  });

  it("gives the time to the free staff member: only James is free at 09:30 tomorrow", async () => {
    const created = await createPublicBooking(database.db, demoId, request({ time: "09:30" }), { now });
    expect(created.booking.staffName).toBe("James Taylor");
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, created.booking.id));
    expect(row.staffId).toBe(ids.james);
    expect(row.status).toBe("confirmed");
  });

  it("spreads the work: the member with the fewest bookings that day first", async () => {
    // Tomorrow Emma has 1 booking, Sophie 1, James 1 (09:30 above). At 12:00 all three are free: the
    // tie goes to the first by name (Emma); then Emma has 2 and James is next.
    const first = await createPublicBooking(database.db, demoId, request({ time: "12:00" }), { now });
    expect(first.booking.staffName).toBe("Emma Wilson");
    const second = await createPublicBooking(database.db, demoId, request({ time: "15:00" }), { now });
    expect(second.booking.staffName).toBe("James Taylor");
  });

  it("refuses when nobody is free (taken) or the time is not bookable at all (unavailable)", async () => {
    // 12:00 tomorrow: Emma took it above; James and Sophie are still free, so fill them first.
    await createPublicBooking(database.db, demoId, request({ time: "12:00" }), { now });
    await createPublicBooking(database.db, demoId, request({ time: "12:00" }), { now });
    const taken = await refusal(createPublicBooking(database.db, demoId, request({ time: "12:00" }), { now }));
    expect([taken.code, taken.message]).toEqual(["slot_taken", SLOT_TAKEN_MESSAGE]);
    const closed = await refusal(createPublicBooking(database.db, demoId, request({ time: "07:00" }), { now }));
    expect([closed.code, closed.message]).toEqual(["slot_taken", SLOT_UNAVAILABLE_MESSAGE]);
  });

  it("racing customers on one time: as many bookings as free staff, never two for one member", async () => {
    const date = addDaysToDate(today, 3); // Thursday: all three work 10:00-17:00 at least, no demo booking at 16:00
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        createPublicBooking(database.db, demoId, request({ date, time: "16:00" }), { now }),
      ),
    );
    const booked = attempts.filter((attempt) => attempt.status === "fulfilled");
    expect(booked).toHaveLength(3);
    const staffNames = booked.map((attempt) => attempt.value.booking.staffName).sort();
    expect(staffNames).toEqual(["Emma Wilson", "James Taylor", "Sophie Brown"]);
    for (const attempt of attempts.filter((each) => each.status === "rejected")) {
      expect(attempt.reason).toBeInstanceOf(AppError);
      expect((attempt.reason as AppError).code).toBe("slot_taken");
    }
  });

  it("a repeated request with the same Idempotency-Key returns the first booking and books nothing", async () => {
    const idempotencyKey = "retry-key-0000000000000001";
    const input = request({ time: "14:00", date: addDaysToDate(today, 4), staffId: ids.sophie });
    const before = { bookings: await countRows(bookings), mail: await countRows(mailOutbox) };
    const first = await createPublicBooking(database.db, demoId, input, { now, idempotencyKey });
    expect(first.replayed).toBe(false);
    const mailAfterFirst = await countRows(mailOutbox);
    expect(mailAfterFirst).toBeGreaterThan(before.mail);

    const again = await createPublicBooking(database.db, demoId, input, { now, idempotencyKey });
    expect(again.replayed).toBe(true);
    expect(again.booking).toEqual(first.booking);
    expect(again.manageUrl).toBe(first.manageUrl);
    expect(again.calendar).toEqual(first.calendar);
    expect(again.emailedTo).toEqual([]);
    expect(await countRows(bookings)).toBe(before.bookings + 1);
    expect(await countRows(mailOutbox)).toBe(mailAfterFirst);
  });

  it("double taps racing with one key make one booking, and every request gets it", async () => {
    const idempotencyKey = "double-tap-key-000000000002";
    const input = request({ time: "11:00", date: addDaysToDate(today, 4) });
    const before = await countRows(bookings);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createPublicBooking(database.db, demoId, input, { now, idempotencyKey })),
    );
    expect(new Set(answers.map((answer) => answer.booking.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await countRows(bookings)).toBe(before + 1);
  });

  it("a key reused for another customer's request is refused, not answered with someone else's booking", async () => {
    const idempotencyKey = "reused-key-000000000000003";
    await createPublicBooking(database.db, demoId, request({ time: "09:00", date: addDaysToDate(today, 4) }), {
      now,
      idempotencyKey,
    });
    const reused = await refusal(
      createPublicBooking(
        database.db,
        demoId,
        request({ time: "09:30", date: addDaysToDate(today, 4), customerEmail: "someone.else@example.com" }),
        { now, idempotencyKey },
      ),
    );
    expect([reused.code, reused.message]).toEqual(["conflict", IDEMPOTENCY_MISMATCH_MESSAGE]);
  });
});
