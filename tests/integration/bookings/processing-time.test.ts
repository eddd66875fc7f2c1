import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, services, staffMembers, type NewBooking } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { createAppointment } from "@/lib/bookings/appointments";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, getPgErrorCode, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

const EXCLUSION_VIOLATION = "23P01";

/*
 * Processing time: the client stays, the staff member is free. The demo's Full Colour is 2 hours: 45 minutes
 * applying, 45 processing, 30 finishing. The database keeps only the busy parts apart.
 */
describe.each(databaseKinds)("processing time on %s", (kind) => {
  let database: TestDatabase;
  let businessId = "";
  const ids: Record<string, string> = {};
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const tuesday = addDaysToDate(toDateInZone(now, "Europe/London"), 1);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    businessId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    Object.assign(ids, {
      colour: serviceRows.find((s) => s.name === "Full Colour")!.id,
      beard: serviceRows.find((s) => s.name === "Beard Trim")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      sophie: staffRows.find((s) => s.name === "Sophie Brown")!.id,
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  const row = (staffId: string, startsAt: string, endsAt: string, extra: Partial<NewBooking> = {}): NewBooking => ({
    businessId,
    staffId,
    serviceName: "Test",
    customerName: "Sam Customer",
    customerEmail: "sam@example.com",
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    ...extra,
  });
  const colourAt = (staffId: string, startsAt: string, endsAt: string) =>
    row(staffId, startsAt, endsAt, { processingAfterMinutes: 45, processingMinutes: 45 });

  async function insertError(values: NewBooking): Promise<string | undefined> {
    try {
      await database.db.insert(bookings).values(values);
      return undefined;
    } catch (error) {
      return getPgErrorCode(error) ?? "unknown";
    }
  }

  /** The busy parts the database drew for a booking, as ISO instants. */
  async function busyOf(id: string): Promise<[string, string][]> {
    const result = await database.db.execute(sql`
      select lower(part) as "from", upper(part) as "to" from bookings, unnest(busy) part
      where bookings.id = ${id} order by 1`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      from: string | Date;
      to: string | Date;
    }[];
    return rows.map((each) => [new Date(each.from).toISOString(), new Date(each.to).toISOString()]);
  }

  it("refuses overlapping busy parts and allows a booking inside the processing, on every move too", async () => {
    const sophie = ids.sophie;
    const [colour] = await database.db
      .insert(bookings)
      .values(colourAt(sophie, "2031-01-07T10:00:00Z", "2031-01-07T12:00:00Z"))
      .returning();
    expect(await busyOf(colour.id)).toEqual([
      ["2031-01-07T10:00:00.000Z", "2031-01-07T10:45:00.000Z"],
      ["2031-01-07T11:30:00.000Z", "2031-01-07T12:00:00.000Z"],
    ]);
    // Inside the processing: allowed. Into the application or the finish: refused.
    expect(await insertError(row(sophie, "2031-01-07T10:45:00Z", "2031-01-07T11:15:00Z"))).toBeUndefined();
    expect(await insertError(row(sophie, "2031-01-07T10:30:00Z", "2031-01-07T10:50:00Z"))).toBe(EXCLUSION_VIOLATION);
    expect(await insertError(row(sophie, "2031-01-07T11:15:00Z", "2031-01-07T11:45:00Z"))).toBe(EXCLUSION_VIOLATION);

    // Moving the colour redraws its busy parts: 30 minutes later, its application runs into the 10:45 trim.
    const moveError = await database.db
      .update(bookings)
      .set({ startsAt: new Date("2031-01-07T10:30:00Z"), endsAt: new Date("2031-01-07T12:30:00Z") })
      .where(eq(bookings.id, colour.id))
      .then(() => undefined)
      .catch((error: unknown) => getPgErrorCode(error));
    expect(moveError).toBe(EXCLUSION_VIOLATION);
    // Cancelled, it frees its busy parts; a resize cuts the processing at the new end.
    await database.db
      .update(bookings)
      .set({ endsAt: new Date("2031-01-07T11:00:00Z") })
      .where(eq(bookings.id, colour.id));
    expect(await busyOf(colour.id)).toEqual([["2031-01-07T10:00:00.000Z", "2031-01-07T10:45:00.000Z"]]);
  });

  it("draws the busy parts in elapsed time across the October clock change", async () => {
    // Sunday 26 October 2031: at 02:00 BST the clocks go back to 01:00 GMT. A colour from 00:30 BST (23:30Z).
    const [colour] = await database.db
      .insert(bookings)
      .values(colourAt(ids.sophie, "2031-10-25T23:30:00Z", "2031-10-26T01:30:00Z"))
      .returning();
    expect(await busyOf(colour.id)).toEqual([
      ["2031-10-25T23:30:00.000Z", "2031-10-26T00:15:00.000Z"],
      ["2031-10-26T01:00:00.000Z", "2031-10-26T01:30:00.000Z"],
    ]);
  });

  it("a customer books Full Colour, and a second one a beard trim with Emma inside its processing", async () => {
    const colourTimes = await getPublicAvailability(database.db, businessId, ids.colour, ids.emma, now);
    expect(colourTimes.days.find((day) => day.date === tuesday)!.slots).toContain("13:00");
    const customer = { customerPhone: "", notes: "" };
    const colour = await createPublicBooking(
      database.db,
      businessId,
      {
        ...customer,
        serviceId: ids.colour,
        staffId: ids.emma,
        date: tuesday,
        time: "13:00",
        customerName: "Colour Customer",
        customerEmail: "colour@example.com",
      },
      { now },
    );
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, colour.booking.id));
    // The processing is copied as booked: a later change of the service never redraws it.
    expect([stored.processingAfterMinutes, stored.processingMinutes]).toEqual([45, 45]);

    // Emma's colour is busy 13:00-13:45 and 14:30-15:00; 14:00 is free for a beard trim.
    const beardTimes = await getPublicAvailability(database.db, businessId, ids.beard, ids.emma, now);
    const slots = beardTimes.days.find((day) => day.date === tuesday)!.slots;
    expect(slots).toContain("14:00");
    expect(slots).not.toContain("13:30");
    expect(slots).not.toContain("14:30");
    const trim = await createPublicBooking(
      database.db,
      businessId,
      {
        ...customer,
        serviceId: ids.beard,
        staffId: ids.emma,
        date: tuesday,
        time: "14:00",
        customerName: "Trim Customer",
        customerEmail: "trim@example.com",
      },
      { now },
    );
    expect(trim.booking.staffName).toBe("Emma Wilson");

    // The owner may book the rest of the processing too (only the constraint judges), but not the finish.
    const business = { id: businessId, slug: "demo", timeZone: "Europe/London" };
    const appointment = {
      serviceId: ids.beard,
      staffId: ids.emma,
      date: tuesday,
      customerName: "Walk-in",
      customerEmail: "",
      customerPhone: "",
      notes: "",
      notifyCustomer: false,
    };
    await expect(
      createAppointment(database.db, business, { ...appointment, time: "14:15" }, null),
    ).resolves.toBeTruthy();
    await expect(createAppointment(database.db, business, { ...appointment, time: "14:30" }, null)).rejects.toThrow(
      /overlaps another appointment/,
    );
  });
});
