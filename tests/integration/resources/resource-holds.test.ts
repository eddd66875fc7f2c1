import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  resourceBlockedDates,
  resourceHolds,
  resources,
  resourceTypes,
  serviceResourceNeeds,
  services,
  staffMembers,
} from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { getVisitAvailability } from "@/lib/availability/visit-context";
import { SLOT_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { createPublicVisit } from "@/lib/bookings/create-visit";
import type { PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { AppError } from "@/lib/errors";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, getPgErrorCode, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * Rooms the database never double-books. Demo data: Emma and James both cut hair; here a cut needs a "Treatment
 * room", of which the business first has one. Every date is its own, so the tests do not meet.
 */
describe.each(databaseKinds)("resources held by bookings on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, "Europe/London");
  const day = (offset: number) => addDaysToDate(today, offset);
  const ids: Record<string, string> = {};
  let demoId = "";
  const options = { now };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    ids.cut = serviceRows.find((s) => s.name === "Haircut & Style")!.id;
    ids.beard = serviceRows.find((s) => s.name === "Beard Trim")!.id;
    ids.emma = staffRows.find((s) => s.name === "Emma Wilson")!.id;
    ids.james = staffRows.find((s) => s.name === "James Taylor")!.id;
    // The demo's own rooms are left out: these tests count rooms from one.
    await database.db.delete(resources).where(eq(resources.businessId, demoId));
    await database.db.delete(resourceTypes).where(eq(resourceTypes.businessId, demoId));
    const [room] = await database.db
      .insert(resourceTypes)
      .values({ businessId: demoId, name: "Treatment room" })
      .returning();
    ids.roomType = room.id;
    ids.room1 = await addResource("Room 1");
    await database.db
      .insert(serviceResourceNeeds)
      .values({ businessId: demoId, serviceId: ids.cut, typeId: ids.roomType });
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function addResource(name: string): Promise<string> {
    const [row] = await database.db
      .insert(resources)
      .values({ businessId: demoId, typeId: ids.roomType, name })
      .returning();
    return row.id;
  }

  let customer = 0;
  const request = (overrides: Partial<PublicBookingInput>): PublicBookingInput => ({
    serviceId: ids.cut,
    staffId: ids.emma,
    date: day(3),
    time: "11:00",
    customerName: "Alex Customer",
    customerEmail: `alex${++customer}@example.com`,
    customerPhone: "",
    notes: "",
    ...overrides,
  });

  /** The resource each live booking of that date holds, by the booking's customer name. */
  async function holdsOn(date: string) {
    const from = zonedToInstant(date, "00:00", "Europe/London");
    const to = zonedToInstant(addDaysToDate(date, 1), "00:00", "Europe/London");
    return database.db
      .select({ customer: bookings.customerName, staffId: bookings.staffId, resource: resources.name })
      .from(resourceHolds)
      .innerJoin(bookings, eq(bookings.id, resourceHolds.bookingId))
      .innerJoin(resources, eq(resources.id, resourceHolds.resourceId))
      .where(
        and(
          eq(resourceHolds.active, true),
          sql`${bookings.startsAt} >= ${from.toISOString()}::timestamptz`,
          sql`${bookings.startsAt} < ${to.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(resources.name));
  }

  const slotsOf = async (staffId: string, date: string, serviceId = ids.cut) =>
    (await getPublicAvailability(database.db, demoId, serviceId, staffId, now)).days.find((d) => d.date === date)!;

  it("two therapists, one room: of 20 customers racing for 11:00 with either, exactly one books", async () => {
    const date = day(3);
    expect((await slotsOf(ids.emma, date)).slots).toContain("11:00");
    expect((await slotsOf(ids.james, date)).slots).toContain("11:00");
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        createPublicBooking(
          database.db,
          demoId,
          request({ date, staffId: i % 2 === 0 ? ids.emma : ids.james, customerName: `Racer ${i}` }),
          options,
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") {
        expect(attempt.reason).toBeInstanceOf(AppError);
        expect(attempt.reason.code).toBe("slot_taken");
        expect([SLOT_TAKEN_MESSAGE, "No Treatment room is free at this time."]).toContain(attempt.reason.message);
      }
    }
    expect(await holdsOn(date)).toEqual([expect.objectContaining({ resource: "Room 1" })]);
    // The other therapist is free, but the room is not: 11:00 is no longer offered with either.
    const winner = (await holdsOn(date))[0].staffId === ids.emma ? ids.emma : ids.james;
    const other = winner === ids.emma ? ids.james : ids.emma;
    const otherDay = await slotsOf(other, date);
    expect(otherDay.slots).not.toContain("11:00");
    expect(otherDay.slots).toContain("13:00");
    // A service that needs no room is still offered with them at 11:00.
    expect((await slotsOf(other, date, ids.beard)).slots).toContain("11:00");
  });

  it("with a second room, of 20 customers racing for 14:00 with either therapist, two book, one room each", async () => {
    ids.room2 = await addResource("Room 2");
    const date = day(4);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        createPublicBooking(
          database.db,
          demoId,
          request({ date, time: "14:00", staffId: i % 2 === 0 ? ids.emma : ids.james, customerName: `Pair ${i}` }),
          options,
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(2);
    const held = await holdsOn(date);
    expect(held.map((each) => each.resource).sort()).toEqual(["Room 1", "Room 2"]);
    expect(new Set(held.map((each) => each.staffId))).toEqual(new Set([ids.emma, ids.james]));
  });

  it("gives each booking the room held least that day", async () => {
    const date = day(8);
    for (const time of ["09:00", "10:00", "11:00"]) {
      await createPublicBooking(database.db, demoId, request({ date, time, staffId: ids.emma }), options);
    }
    expect((await holdsOn(date)).map((each) => each.resource)).toEqual(["Room 1", "Room 2", "Room 1"]);
  });

  it("a room's blocked date removes its times, and with both rooms blocked no cut is offered that day", async () => {
    const date = day(9);
    const [blocked] = await database.db
      .insert(resourceBlockedDates)
      .values({ businessId: demoId, resourceId: ids.room1, startDate: date, endDate: date, reason: "Repairs" })
      .returning();
    await createPublicBooking(database.db, demoId, request({ date, time: "11:00", staffId: ids.emma }), options);
    expect(await holdsOn(date)).toEqual([expect.objectContaining({ resource: "Room 2" })]);
    expect((await slotsOf(ids.james, date)).slots).not.toContain("11:00");
    expect((await slotsOf(ids.james, date)).slots).toContain("13:00");

    await database.db
      .insert(resourceBlockedDates)
      .values({ businessId: demoId, resourceId: ids.room2, startDate: date, endDate: addDaysToDate(date, 1) });
    expect(await slotsOf(ids.james, date)).toEqual({ date, slots: [], reason: "fully_booked" });
    // The next day Room 1 is open again.
    expect((await slotsOf(ids.james, day(10))).slots).toContain("11:00");
    await database.db.delete(resourceBlockedDates).where(eq(resourceBlockedDates.resourceId, ids.room2));
    await database.db.delete(resourceBlockedDates).where(eq(resourceBlockedDates.id, blocked.id));
  });

  it("a move keeps its room when free and is refused when no room is, nothing changed", async () => {
    const date = day(15);
    const sophie = (await database.db.select().from(staffMembers)).find((s) => s.name === "Sophie Brown")!.id;
    const a = await createPublicBooking(database.db, demoId, request({ date, time: "09:00" }), options);
    await createPublicBooking(database.db, demoId, request({ date, time: "11:00", staffId: ids.james }), options);
    expect((await holdsOn(date)).map((each) => each.resource)).toEqual(["Room 1", "Room 2"]);
    const moveTo = (id: string, time: string) => {
      const startsAt = zonedToInstant(date, time, "Europe/London");
      return database.db
        .update(bookings)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) })
        .where(eq(bookings.id, id))
        .then(
          () => null,
          (error: unknown) => error,
        );
    };
    // Emma's cut to 10:00: Room 1 is still free then, and it stays there.
    expect(await moveTo(a.booking.id, "10:00")).toBeNull();
    expect((await holdsOn(date)).map((each) => each.resource)).toEqual(["Room 1", "Room 2"]);
    // Sophie's cut at 11:00 takes Room 1; Emma's moved to 11:00 then finds no room, and stays at 10:00.
    const sophiesCut = await createPublicBooking(
      database.db,
      demoId,
      request({ date, time: "11:00", staffId: sophie }),
      options,
    );
    const before = await holdsOn(date);
    expect(getPgErrorCode(await moveTo(a.booking.id, "11:00"))).toBe("23P01");
    expect(await holdsOn(date)).toEqual(before);
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, a.booking.id));
    expect(kept.startsAt).toEqual(zonedToInstant(date, "10:00", "Europe/London"));
    // Sophie's booking put into James's room (Room 2 at 11:00) by hand: the constraint refuses.
    const onHeld = await database.db
      .update(resourceHolds)
      .set({ resourceId: ids.room2 })
      .where(eq(resourceHolds.bookingId, sophiesCut.booking.id))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(getPgErrorCode(onHeld)).toBe("23P01");
    expect(await holdsOn(date)).toEqual(before);
  });

  it("cancelling frees the room; making the booking live again holds one again, or is refused", async () => {
    const date = day(16);
    await database.db.delete(resourceBlockedDates);
    const first = await createPublicBooking(database.db, demoId, request({ date, time: "09:00" }), options);
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first.booking.id));
    expect(await holdsOn(date)).toEqual([]);
    await database.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, first.booking.id));
    expect(await holdsOn(date)).toEqual([expect.objectContaining({ resource: "Room 1" })]);
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first.booking.id));
    // Both rooms taken at 09:00 by two other cuts: the cancelled one cannot come back.
    await createPublicBooking(database.db, demoId, request({ date, time: "09:00" }), options);
    await createPublicBooking(database.db, demoId, request({ date, time: "09:00", staffId: ids.james }), options);
    const revived = await database.db
      .update(bookings)
      .set({ status: "confirmed" })
      .where(eq(bookings.id, first.booking.id))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(getPgErrorCode(revived)).toBe("23P01");
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, first.booking.id));
    expect(row.status).toBe("cancelled");
  });

  it("a visit holds each service's room, and is not booked when a service cannot get one", async () => {
    const date = day(17);
    const items = [
      { serviceId: ids.beard, staffId: ids.james },
      { serviceId: ids.cut, staffId: ids.james },
    ];
    const visit = {
      items,
      staffing: "same" as const,
      date,
      time: "10:00",
      customerName: "Visit Customer",
      customerEmail: "visit@example.com",
      customerPhone: "",
      notes: "",
    };
    // Beard trim 10:00–10:15, then the cut from 10:15 needs a room: both rooms taken at 10:30 by two other cuts.
    await createPublicBooking(database.db, demoId, request({ date, time: "10:30", staffId: ids.emma }), options);
    const sophie = (await database.db.select().from(staffMembers)).find((s) => s.name === "Sophie Brown")!.id;
    await createPublicBooking(database.db, demoId, request({ date, time: "10:30", staffId: sophie }), options);
    const availability = await getVisitAvailability(database.db, demoId, items, "same", now);
    expect(availability.days.find((d) => d.date === date)!.slots).not.toContain("10:00");
    const refusal = await createPublicVisit(database.db, demoId, visit, options).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ code: "slot_taken" });
    expect((await holdsOn(date)).length).toBe(2);
    const booked = await createPublicVisit(database.db, demoId, { ...visit, time: "13:00" }, options);
    expect(booked.visit.items).toHaveLength(2);
    expect((await holdsOn(date)).map((each) => each.customer)).toContain("Visit Customer");
  });
});
