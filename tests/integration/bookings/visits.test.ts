import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, services, staffMembers, visits } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { getVisitAvailability, loadVisitContexts, type VisitChoice } from "@/lib/availability/visit-context";
import type { VisitStaffing } from "@/lib/availability/visit-slots";
import { bookVisit } from "@/lib/bookings/book-visit";
import { SLOT_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { insertVisitBookings } from "@/lib/bookings/write-queries";
import { AppError } from "@/lib/errors";
import { lengthInMinutes } from "@/lib/time/length";
import { addDaysToDate, toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { businessIdOf, insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * Visits of several services, back to back: planned by the visit engine inside one transaction and written whole
 * (a visit row and a booking per service) or not at all.
 */
describe.each(databaseKinds)("visits on %s", (kind) => {
  let database: TestDatabase;
  let demoId = "";
  const ids: Record<string, string> = {};
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, "Europe/London");
  const customer = { customerName: "Visit Customer", customerEmail: "visit@example.com", customerPhone: "", notes: "" };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    Object.assign(ids, {
      colour: serviceRows.find((s) => s.name === "Full Colour")!.id,
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      beard: serviceRows.find((s) => s.name === "Beard Trim")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      james: staffRows.find((s) => s.name === "James Taylor")!.id,
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function book(
    businessId: string,
    choices: VisitChoice[],
    staffing: VisitStaffing,
    date: string,
    time: string,
    at = now,
  ) {
    const contexts = await loadVisitContexts(database.db, businessId, choices);
    return bookVisit(database.db, { contexts, staffing, date, time, now: at }, (tx, plan) =>
      insertVisitBookings(
        tx,
        businessId,
        plan.map(({ context, startsAt, endsAt }) => ({
          service: context.service,
          staff: context.staff,
          startsAt,
          endsAt,
        })),
        customer,
      ),
    );
  }

  const bookingsOfVisit = (visitId: string) =>
    database.db.select().from(bookings).where(eq(bookings.visitId, visitId)).orderBy(bookings.startsAt);

  it("offers and books Full Colour then Haircut & Style with Emma, back to back, each at its own terms", async () => {
    const wednesday = addDaysToDate(today, 2);
    const choices = [
      { serviceId: ids.colour, staffId: ids.emma },
      { serviceId: ids.cut, staffId: ids.emma },
    ];
    const times = await getVisitAvailability(database.db, demoId, choices, "same", now);
    const slots = times.days.find((day) => day.date === wednesday)!.slots;
    // Emma works 09:00-17:00 on Wednesdays: 2 h 45 min in all, so 14:00 is the last start; her demo colour at
    // 11:00 (busy 11:00-11:45 and 12:30-13:00) takes the starts whose busy parts meet it.
    expect(slots.at(-1)).toBe("14:00");
    expect(slots).not.toContain("10:00");

    const visit = await book(demoId, choices, "same", wednesday, "14:00");
    const rows = await bookingsOfVisit(visit.visitId);
    expect(
      rows.map((row) => [row.serviceName, toTimeInZone(row.startsAt, "Europe/London"), lengthInMinutes(row)]),
    ).toEqual([
      ["Full Colour", "14:00", 120],
      ["Haircut & Style", "16:00", 45],
    ]);
    expect(rows[0].endsAt).toEqual(rows[1].startsAt);
    expect(rows.map((row) => row.pricePence)).toEqual([12000, 3500]);
    expect([rows[0].processingAfterMinutes, rows[0].processingMinutes]).toEqual([45, 45]);
  });

  it("gives each service to whoever is free ('each'), James's beard trim at his own length and price", async () => {
    const thursday = addDaysToDate(today, 3);
    const visit = await book(
      demoId,
      [
        { serviceId: ids.cut, staffId: ids.emma },
        { serviceId: ids.beard, staffId: ids.james },
      ],
      "each",
      thursday,
      "10:00",
    );
    const rows = await bookingsOfVisit(visit.visitId);
    expect(rows.map((row) => [row.staffName, lengthInMinutes(row), row.pricePence])).toEqual([
      ["Emma Wilson", 45, 3500],
      ["James Taylor", 30, 2200],
    ]);
  });

  it("of 10 customers racing for the last combination, one visit is booked whole and nothing of the others", async () => {
    const friday = addDaysToDate(today, 4);
    const choices = [
      { serviceId: ids.cut, staffId: ANY_STAFF },
      { serviceId: ids.beard, staffId: ids.james },
    ];
    const before = await database.db.select({ id: visits.id }).from(visits);
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => book(demoId, choices, "each", friday, "15:00")),
    );
    const won = attempts.filter((attempt) => attempt.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") {
        expect(attempt.reason).toBeInstanceOf(AppError);
        expect((attempt.reason as AppError).code).toBe("slot_taken");
        expect((attempt.reason as AppError).message).toBe(SLOT_TAKEN_MESSAGE);
      }
    }
    // One new visit, with both its bookings; no booking of a visit that was refused.
    const after = await database.db.select({ id: visits.id }).from(visits);
    expect(after.length - before.length).toBe(1);
    const counts = await database.db
      .select({ visitId: bookings.visitId, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(isNotNull(bookings.visitId))
      .groupBy(bookings.visitId);
    for (const row of counts) expect(Number(row.count)).toBe(2);
    const jamesAt1545 = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.staffId, ids.james), eq(bookings.serviceId, ids.beard), isNotNull(bookings.visitId)));
    expect(jamesAt1545.filter((row) => toDateInZone(row.startsAt, "Europe/London") === friday)).toHaveLength(1);
  });

  it("a visit across the October clock change keeps each service's length in elapsed time", async () => {
    // A night-owl salon open around the clock. Sunday 26 October 2031: at 02:00 BST the clocks go back to 01:00 GMT.
    const allDay = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { enabled: true, start: "00:00", end: "23:59" },
      ]),
    ) as never;
    const business = await insertBusiness(database.db, { slug: "night-owl", name: "Night Owl", hours: allDay });
    const [colour, cut] = await database.db
      .insert(services)
      .values([
        {
          businessId: business.id,
          name: "Colour",
          durationMinutes: 120,
          processingAfterMinutes: 45,
          processingMinutes: 45,
          pricePence: 9000,
        },
        { businessId: business.id, name: "Cut", durationMinutes: 45, pricePence: 3000 },
      ])
      .returning();
    const [owl] = await database.db
      .insert(staffMembers)
      .values({ businessId: business.id, name: "Owl", availability: allDay })
      .returning();
    const visit = await book(
      business.id,
      [
        { serviceId: colour.id, staffId: owl.id },
        { serviceId: cut.id, staffId: owl.id },
      ],
      "same",
      "2031-10-26",
      "00:30",
      new Date("2031-10-20T12:00:00Z"),
    );
    const rows = await bookingsOfVisit(visit.visitId);
    expect(rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
      ["2031-10-25T23:30:00.000Z", "2031-10-26T01:30:00.000Z"],
      ["2031-10-26T01:30:00.000Z", "2031-10-26T02:15:00.000Z"],
    ]);
    // On the wall: 00:30 BST, then the cut at 01:30 GMT.
    expect(rows.map((row) => toTimeInZone(row.startsAt, "Europe/London"))).toEqual(["00:30", "01:30"]);
  });
});
