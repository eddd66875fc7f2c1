import ICAL from "ical.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getVisitAvailability } from "@/app/api/public/businesses/[slug]/visits/availability/route";
import { POST as postVisit } from "@/app/api/public/businesses/[slug]/visits/route";
import { bookings, mailOutbox, services, staffMembers, visits } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { availabilityResponseSchema, visitCreatedResponseSchema } from "@/lib/bookings/public-api";
import { readManageToken } from "@/lib/bookings/manage-token";
import { runRoute } from "@/lib/http/define-route";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/* The public routes of a visit: its free start times, and booking it whole with one confirmation. */
describe.each(databaseKinds)("visit routes on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, "Europe/London");
  const ids: Record<string, string> = {};
  const params = { slug: "demo" };
  // Saturday: no demo bookings of Emma's that day.
  const visitDate = addDaysToDate(today, 5);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
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

  const availability = (query: string) =>
    runRoute(
      getVisitAvailability,
      new Request(`http://localhost/api/public/businesses/demo/visits/availability?${query}`),
      { db: database.db, now, params },
    );

  async function freeTimes(query: string, date: string): Promise<string[]> {
    const response = await availability(query);
    expect(response.status).toBe(200);
    const body = availabilityResponseSchema.parse(await response.json());
    return body.days.find((day) => day.date === date)?.slots ?? [];
  }

  const visitBody = (overrides: Record<string, unknown> = {}) => ({
    items: [
      { serviceId: ids.colour, staffId: ids.emma },
      { serviceId: ids.cut, staffId: ids.emma },
    ],
    staffing: "same",
    date: visitDate,
    time: "10:00",
    customerName: "Visit Customer",
    customerEmail: "Visit@Example.com",
    customerPhone: "",
    notes: "",
    ...overrides,
  });

  const post = (body: unknown, key?: string) =>
    runRoute(
      postVisit,
      new Request("http://localhost/api/public/businesses/demo/visits", {
        method: "POST",
        headers: { "content-type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
        body: JSON.stringify(body),
      }),
      { db: database.db, now, params },
    );

  const count = async (table: typeof bookings | typeof visits) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it("offers a visit's start times with one professional, and fewer than for its first service alone", async () => {
    const date = visitDate;
    const visit = await freeTimes(
      `services=${ids.colour},${ids.cut}&staff=${ids.emma},${ids.emma}&staffing=same`,
      date,
    );
    const alone = await freeTimes(`services=${ids.colour},${ids.beard}&staff=${ids.emma},${ids.emma}`, date);
    expect(visit).toContain("10:00");
    // Full Colour then Haircut & Style runs longer than Full Colour then Beard Trim: its last start is earlier.
    expect(visit.at(-1)! < alone.at(-1)!).toBe(true);
  });

  it.each([
    ["one service", () => `services=${ids.colour}&staff=${ids.emma}`, "A visit has at least two services"],
    [
      "a staff choice missing",
      () => `services=${ids.colour},${ids.cut}&staff=${ids.emma}`,
      "Choose a professional for each service",
    ],
    [
      "a service twice",
      () => `services=${ids.cut},${ids.cut}&staff=any,any`,
      "Each service can be added to a visit once",
    ],
    [
      "two professionals for one",
      () => `services=${ids.colour},${ids.cut}&staff=${ids.emma},${ids.james}&staffing=same`,
      "Choose one professional for the whole visit",
    ],
    ["not an id", () => `services=${ids.colour},nope&staff=any,any`, "Choose a service and a staff member"],
  ])("refuses %s with 422 and the reason", async (_label, query, message) => {
    const response = await availability(query());
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it("answers 400 for a service the business does not have", async () => {
    const unknown = "c0000000-0000-4000-8000-000000000000";
    const response = await availability(`services=${ids.colour},${unknown}&staff=any,any&staffing=each`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("This service is not available. Please choose another.");
  });

  it("books a visit whole: a booking per service back to back, one visit, one confirmation with one .ics", async () => {
    const key = "visit-route-key-0001";
    const response = await post(visitBody(), key);
    expect(response.status).toBe(201);
    const { visit, manageUrl, calendar } = visitCreatedResponseSchema.parse(await response.json());
    expect(visit.items.map((item) => [item.serviceName, item.staffName, item.time])).toEqual([
      ["Full Colour", "Emma Wilson", "10:00"],
      ["Haircut & Style", "Emma Wilson", expect.any(String)],
    ]);
    expect(visit.pricePence).toBe(visit.items[0].pricePence + visit.items[1].pricePence);
    expect(visit.durationMinutes).toBe(visit.items[0].durationMinutes + visit.items[1].durationMinutes);
    expect(readManageToken(manageUrl.split("/manage/")[1])).toBe(visit.items[0].bookingId);
    expect(calendar.google).toContain("Full+Colour+%2B+Haircut");

    const rows = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.visitId, visit.id))
      .orderBy(bookings.startsAt);
    expect(rows.map((row) => row.id)).toEqual(visit.items.map((item) => item.bookingId));
    expect(rows[1].startsAt).toEqual(rows[0].endsAt);
    expect(rows.map((row) => row.customerEmail)).toEqual(["visit@example.com", "visit@example.com"]);

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, rows[0].id));
    const confirmation = mails.filter((mail) => mail.toAddress.toLowerCase() === "visit@example.com");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].subject).toContain("Full Colour + Haircut & Style");
    expect(confirmation[0].textBody).toMatch(/Full Colour: 10:00, 2 h, with Emma Wilson/);
    const vevents = new ICAL.Component(ICAL.parse(confirmation[0].attachments[0].content))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event));
    expect(vevents.map((event) => event.summary)).toEqual([
      "Full Colour at Bella Beauty Studio",
      "Haircut & Style at Bella Beauty Studio",
    ]);
    expect(mails.filter((mail) => mail.toAddress.toLowerCase() !== "visit@example.com")).toHaveLength(1);
    // Nothing is mailed about the visit's second booking on its own.
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, rows[1].id))).toEqual([]);

    // The same request again (a lost answer, a double tap): the same visit, nothing booked.
    const [bookingsBefore, visitsBefore] = [await count(bookings), await count(visits)];
    const again = await post(visitBody(), key);
    expect(again.status).toBe(200);
    expect(visitCreatedResponseSchema.parse(await again.json()).visit).toEqual(visit);
    expect([await count(bookings), await count(visits)]).toEqual([bookingsBefore, visitsBefore]);

    // The key used for another visit is a conflict.
    const other = await post(
      visitBody({ items: [visitBody().items[0], { serviceId: ids.beard, staffId: ids.emma }] }),
      key,
    );
    expect(other.status).toBe(409);
  });

  it("refuses a taken time with 409 and writes nothing, not even half a visit", async () => {
    const [bookingsBefore, visitsBefore] = [await count(bookings), await count(visits)];
    // Emma is in the visit above from 10:00: a visit starting in its colour's application overlaps.
    const response = await post(visitBody({ time: "10:30", customerEmail: "late@example.com" }));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("slot_taken");
    expect([await count(bookings), await count(visits)]).toEqual([bookingsBefore, visitsBefore]);
  });

  it("with any professional for the whole visit, gives it to one who does every service", async () => {
    const date = addDaysToDate(today, 3);
    const items = [
      { serviceId: ids.colour, staffId: "any" },
      { serviceId: ids.cut, staffId: "any" },
    ];
    const times = await freeTimes(`services=${ids.colour},${ids.cut}&staff=any,any&staffing=same`, date);
    const response = await post(visitBody({ items, date, time: times[0], customerEmail: "any@example.com" }));
    expect(response.status).toBe(201);
    const { visit } = visitCreatedResponseSchema.parse(await response.json());
    // James does not colour: one professional for both is Emma or Sophie.
    expect(new Set(visit.items.map((item) => item.staffName)).size).toBe(1);
    expect(visit.items[0].staffName).not.toBe("James Taylor");
  });

  it("refuses a malformed visit with 422 and field errors, and an unknown business with 404", async () => {
    const bad = await post(visitBody({ items: [{ serviceId: ids.colour, staffId: ids.emma }], customerEmail: "x" }));
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.fieldErrors).toMatchObject({
      items: "A visit has at least two services",
      customerEmail: expect.any(String),
    });
    const unknown = await runRoute(
      postVisit,
      new Request("http://localhost/api/public/businesses/nowhere/visits", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(visitBody()),
      }),
      { db: database.db, now, params: { slug: "nowhere" } },
    );
    expect(unknown.status).toBe(404);
  });
});
