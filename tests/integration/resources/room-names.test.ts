import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  businesses,
  mailOutbox,
  resourceTypes,
  serviceResourceNeeds,
  services,
  staffMembers,
  users,
} from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { runAction } from "@/lib/actions/action";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { rescheduleAppointment } from "@/lib/bookings/appointment-actions";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

/*
 * The customer's emails name their room ("Room: Room 1") only when the business tells customers
 * (`resource_names_shown_to = 'customers'`): the confirmation, the move and the reminder. Demo data, with a cut
 * needing one of its treatment rooms.
 */
describe.each(databaseKinds)("the room in the customer's emails on %s", (kind) => {
  let database: TestDatabase;
  const now = new Date("2030-06-10T07:00:00Z");
  const day = (offset: number) => addDaysToDate(toDateInZone(now, "Europe/London"), offset);
  const ids: Record<string, string> = {};
  let demoId = "";
  let owner: CurrentUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    ids.cut = (await database.db.select().from(services)).find((s) => s.name === "Haircut & Style")!.id;
    ids.emma = (await database.db.select().from(staffMembers)).find((s) => s.name === "Emma Wilson")!.id;
    const [type] = await database.db.select().from(resourceTypes).where(eq(resourceTypes.businessId, demoId));
    await database.db.insert(serviceResourceNeeds).values({ businessId: demoId, serviceId: ids.cut, typeId: type.id });
    const [ownerRow] = await database.db.select().from(users).where(eq(users.email, "owner@example.com"));
    owner = (await loadUser(database.db, ownerRow.id))!;
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** The texts of the emails to this customer, oldest first. */
  const mailTo = async (email: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map((mail) => mail.textBody);

  it.each([
    ["dashboard", false],
    ["staff", false],
    ["customers", true],
  ] as const)("told to %s: named %s", async (audience, named) => {
    await database.db.update(businesses).set({ resourceNamesShownTo: audience }).where(eq(businesses.id, demoId));
    const email = `${audience}@example.com`;
    const offset = { dashboard: 3, staff: 4, customers: 5 }[audience];
    const booked = await createPublicBooking(
      database.db,
      demoId,
      {
        serviceId: ids.cut,
        staffId: ids.emma,
        date: day(offset),
        time: "11:00",
        customerName: "Rita Room",
        customerEmail: email,
        customerPhone: "",
        notes: "",
      },
      { now },
    );
    const [row] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, email));
    expect(booked).toBeTruthy();
    // Moved by the business, the customer emailed.
    const moved = await runAction(
      rescheduleAppointment,
      owner,
      { id: row.id, staffId: ids.emma, date: day(offset), time: "13:00", durationMinutes: 60, notifyCustomer: true },
      database.db,
    );
    expect(moved).toMatchObject({ ok: true });
    // The reminder, due now.
    await database.db
      .update(bookings)
      .set({ reminderDueAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(bookings.id, row.id));
    await queueDueReminders(database.db);
    const texts = await mailTo(email);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      if (named) expect(text).toContain("Room: Room 1");
      else expect(text).not.toContain("Room:");
    }
  });
});
