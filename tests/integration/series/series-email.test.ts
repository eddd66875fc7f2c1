import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { bookRepeatSeries } from "@/lib/series/series-actions";
import type { BookedSeries } from "@/lib/series/book-series";
import { mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER] = DEMO_ACCOUNTS;
const LONDON = "Europe/London";

/*
 * A series' confirmation: ONE email through the outbox listing every date in UK format, with ONE .ics holding a
 * VEVENT per occurrence; two parsers read the same instants, each 10:00 in London across the March 2027 change.
 */
describe.each(databaseKinds)("a series' confirmation email on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  const staffIds: Record<string, string> = {};
  const serviceIds: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, new Date("2027-02-01T09:00:00Z"));
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    owner = (await loadUser(database.db, row.id))!;
    const businessId = owner.business!.id;
    for (const member of await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, businessId)))
      staffIds[member.name] = member.id;
    for (const service of await database.db.select().from(services).where(eq(services.businessId, businessId)))
      serviceIds[service.name] = service.id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const book = (notifyCustomer: boolean, customerEmail: string, staff: string) => {
    const dates = ["2027-03-14", "2027-03-21", "2027-03-28", "2027-04-04"];
    return runAction(
      bookRepeatSeries,
      owner,
      {
        serviceId: serviceIds["Haircut & Style"],
        staffId: staffIds[staff],
        date: dates[0],
        time: "10:00",
        repeat: { everyWeeks: 1, ends: "count", count: 4 },
        choices: dates.map((date) => ({ date, time: "10:00", staffId: staffIds[staff] })),
        customerName: "Clara Clockchange",
        customerEmail,
        customerPhone: "",
        notes: "",
        notifyCustomer,
      },
      database.db,
    );
  };

  it("emails nothing unless asked", async () => {
    const result = await book(false, "quiet-series@example.com", "Sophie Brown");
    expect(result).toMatchObject({ ok: true, message: "4 appointments booked." });
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "quiet-series@example.com")),
    ).toEqual([]);
  });

  it("sends one email listing the dates with one .ics of a VEVENT per occurrence, read alike by two parsers", async () => {
    await database.db.delete(mailOutbox);
    // The first series holds Sophie's 10:00s: this one is James's.
    const result = await book(true, "Clara@Example.com", "James Taylor");
    expect(result).toMatchObject({ ok: true, message: "4 appointments booked; the customer has been emailed." });
    const booked = (result as { data: BookedSeries }).data.bookings;
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "clara@example.com"));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const date of [
      "Sunday 14 March 2027",
      "Sunday 21 March 2027",
      "Sunday 28 March 2027",
      "Sunday 4 April 2027",
    ]) {
      expect(mail.textBody).toContain(`${date}: 10:00, Haircut & Style with James Taylor`);
    }
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments![0].content;

    const viaIcalJs = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component))
      .map((event) => ({ uid: event.uid, start: event.startDate.toJSDate().toISOString() }));
    const viaNodeIcal = Object.values(nodeIcal.sync.parseICS(ics))
      .filter((entry) => entry?.type === "VEVENT")
      .map((event) => ({ uid: (event as { uid: string }).uid, start: (event as { start: Date }).start.toISOString() }));
    expect(viaIcalJs).toHaveLength(4);
    expect(viaNodeIcal).toEqual(viaIcalJs);
    expect(viaIcalJs.map((event) => event.uid)).toEqual(booked.map((each) => `${each.id}@bookingpro`));
    expect(viaIcalJs.map((event) => event.start)).toEqual([
      "2027-03-14T10:00:00.000Z",
      "2027-03-21T10:00:00.000Z",
      "2027-03-28T09:00:00.000Z",
      "2027-04-04T09:00:00.000Z",
    ]);
    for (const event of viaIcalJs) expect(toTimeInZone(new Date(event.start), LONDON)).toBe("10:00");
    expect(viaIcalJs.map((event) => toDateInZone(new Date(event.start), LONDON))).toEqual(
      booked.map((each) => each.date),
    );
  });
});
