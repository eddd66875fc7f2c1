import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { addAppointment } from "@/lib/bookings/appointment-actions";
import { OVERLAP_MESSAGE, STAFF_CANNOT_PERFORM_MESSAGE } from "@/lib/bookings/appointments";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { bookings, mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { findFreeTimesOnDate } from "@/lib/schedule/free-times";
import { lengthInMinutes } from "@/lib/time/length";
import { toTimeInZone } from "@/lib/time/zoned-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER] = DEMO_ACCOUNTS;

/* The owner's New appointment of several services: one staff member, back to back, written whole or refused. */
describe.each(databaseKinds)("appointments of several services on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  const staffIds: Record<string, string> = {};
  const serviceIds: Record<string, string> = {};
  // Seeded 'now': Monday 10 June 2030 (BST).
  const now = new Date("2030-06-10T09:00:00Z");

  const add = (input: Record<string, unknown>) => runAction(addAppointment, owner, input, database.db);
  const visitOf = async (bookingId: string) => {
    const [first] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!first.visitId) return [first];
    return database.db
      .select()
      .from(bookings)
      .where(eq(bookings.visitId, first.visitId))
      .orderBy(asc(bookings.startsAt));
  };
  const appointment = (overrides: Record<string, unknown> = {}) => ({
    serviceId: serviceIds["Full Colour"],
    alsoServiceIds: [serviceIds["Haircut & Style"]],
    staffId: staffIds["Emma Wilson"],
    date: "2030-06-13",
    time: "10:00",
    customerName: "Phone Visit",
    customerEmail: "",
    customerPhone: "",
    notes: "",
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    owner = (await loadUser(database.db, row.id))!;
    for (const member of await database.db.select().from(staffMembers)) staffIds[member.name] = member.id;
    for (const service of await database.db.select().from(services)) serviceIds[service.name] = service.id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("books each service back to back with the staff member, at their terms, as one visit", async () => {
    const result = await add(appointment({ customerEmail: "phone.visit@example.com", notifyCustomer: "on" }));
    expect(result).toMatchObject({ ok: true });
    const rows = await visitOf((result as { data: { id: string } }).data.id);
    expect(
      rows.map((row) => [
        row.serviceName,
        row.staffName,
        toTimeInZone(row.startsAt, "Europe/London"),
        lengthInMinutes(row),
      ]),
    ).toEqual([
      ["Full Colour", "Emma Wilson", "10:00", 120],
      ["Haircut & Style", "Emma Wilson", "12:00", 45],
    ]);
    expect(rows[0].visitId).not.toBeNull();
    expect(rows[1].visitId).toBe(rows[0].visitId);
    // One confirmation for the visit, none to the business (it booked it itself).
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "phone.visit@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Full Colour + Haircut & Style");
  });

  it("refuses the whole visit when its second service overlaps another appointment, writing nothing", async () => {
    // A colour from 08:00 is free, but its haircut at 10:00 meets the colour Emma is applying from 10:00.
    const before = await database.db.select().from(bookings);
    const result = await add(
      appointment({ date: "2030-06-13", time: "08:00", alsoServiceIds: [serviceIds["Haircut & Style"]] }),
    );
    expect(result).toMatchObject({ ok: false, error: OVERLAP_MESSAGE });
    expect(await database.db.select().from(bookings)).toHaveLength(before.length);
  });

  it("gives 'any available' to someone who does every service, and refuses one who does not", async () => {
    const any = await add(appointment({ staffId: "any", date: "2030-06-14", time: "14:00" }));
    expect(any).toMatchObject({ ok: true });
    const rows = await visitOf((any as { data: { id: string } }).data.id);
    expect(rows).toHaveLength(2);
    expect(rows[0].staffId).toBe(rows[1].staffId);
    expect(rows[0].staffName).not.toBe("James Taylor");

    const james = await add(appointment({ staffId: staffIds["James Taylor"], date: "2030-06-14", time: "09:00" }));
    expect(james).toMatchObject({ ok: false, fieldErrors: { staffId: STAFF_CANNOT_PERFORM_MESSAGE } });
  });

  it("suggests the times the whole visit fits in the staff member's day", async () => {
    const ask = (alsoServiceIds: string[]) =>
      findFreeTimesOnDate(
        database.db,
        { id: owner.business!.id },
        { serviceId: serviceIds["Full Colour"], alsoServiceIds, staffId: staffIds["Emma Wilson"], date: "2030-06-15" },
        null,
        now,
      );
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const colourOnly = (await ask([])).times;
    const visit = (await ask([serviceIds["Haircut & Style"]])).times;
    expect(visit.length).toBeGreaterThan(0);
    // The haircut's 45 minutes after the colour: the visit's last start is 45 minutes earlier.
    expect(minutes(colourOnly.at(-1)!) - minutes(visit.at(-1)!)).toBe(45);
  });

  it("refuses a service twice with a field error", async () => {
    const twice = await add(appointment({ alsoServiceIds: [serviceIds["Full Colour"]] }));
    expect(twice).toMatchObject({
      ok: false,
      fieldErrors: { alsoServiceIds: "Each service can be added to a visit once" },
    });
  });
});
