import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, services, staffMembers, users, waitlistEntries, waitlistHolds } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { runAction } from "@/lib/actions/action";
import { loadUser } from "@/lib/auth/load-user";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { cancelManagedBooking } from "@/lib/bookings/manage-booking";
import { buildCustomerJson } from "@/lib/privacy/customer-export";
import { eraseCustomer } from "@/lib/privacy/actions";
import { findCustomerExportData } from "@/lib/privacy/queries";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { runWaitlistOffers } from "@/lib/waitlist/offers";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/* A waitlisted customer's entries and the times held for them are in their data export and go with an erasure. */
describe.each(databaseKinds)("the waitlist in the customer's data on %s", (kind) => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};
  const now = new Date();
  const date = addDaysToDate(toDateInZone(now, "Europe/London"), 5);
  const email = "privacy.wait@example.com";

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
    await database?.drop();
  });

  const owner = async () => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    return (await loadUser(database.db, row.id))!;
  };

  it("exports the entries with their offers, then erases them (a waitlist-only customer too)", async () => {
    const booked = await createPublicBooking(
      database.db,
      ids.demo,
      {
        serviceId: ids.cut,
        staffId: ids.emma,
        date,
        time: "15:00",
        customerName: "Someone Else",
        customerEmail: "someone.else@example.com",
        customerPhone: "",
        notes: "",
      },
      { now },
    );
    const [entry] = await database.db
      .insert(waitlistEntries)
      .values({
        businessId: ids.demo,
        serviceId: ids.cut,
        dateFrom: date,
        dateTo: date,
        timeFrom: "12:00",
        timeTo: "17:00",
        name: "Priya Wait",
        email,
        phone: "07700 900123",
      })
      .returning();
    await cancelManagedBooking(database.db, booked.booking.id, now);
    await runWaitlistOffers(database.db);

    const data = await findCustomerExportData(database.db, ids.demo, email);
    expect(data).not.toBeNull();
    const json = buildCustomerJson(data!, email, now);
    expect(json.waitlist).toEqual([
      expect.objectContaining({
        service: "Haircut & Style",
        staff: "Any professional",
        dates: { from: date, to: date },
        timesOfDay: { from: "12:00", to: "17:00" },
        name: "Priya Wait",
        phone: "07700 900123",
        status: "offered",
        offers: [expect.objectContaining({ time: "15:00", status: "live" })],
      }),
    ]);
    expect(json.emails.map((mail) => mail.subject)).toContain(
      "A time has come up: Haircut & Style at Bella Beauty Studio",
    );

    const result = await runAction(eraseCustomer, await owner(), { email }, database.db);
    expect(result).toMatchObject({ ok: true });
    expect(await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id))).toEqual([]);
    expect(await database.db.select().from(waitlistHolds).where(eq(waitlistHolds.entryId, entry.id))).toEqual([]);
    expect(await findCustomerExportData(database.db, ids.demo, email)).toBeNull();
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "customer.erase"));
    expect(audit.details).toMatchObject({ bookings: 0, waitlist: 1 });
    // The freed time is bookable again once the hold has gone with the entry.
    expect(await database.db.select().from(bookings).where(eq(bookings.customerEmail, email))).toEqual([]);
  });
});
