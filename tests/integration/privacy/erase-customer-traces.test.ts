import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postBooking } from "@/app/api/public/businesses/[slug]/bookings/route";
import { runAction } from "@/lib/actions/action";
import { eraseCustomer } from "@/lib/privacy/actions";
import { hashPassword } from "@/lib/auth/password";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { cancelManagedBooking } from "@/lib/bookings/manage-booking";
import { hashEmailForKey } from "@/lib/rate-limit/email-key";
import { setDatabaseHandle } from "@/db";
import { bookings, mailOutbox, rateLimits } from "@/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { IDS, PASSWORD, seedTwoBusinesses, signedIn, slugOf } from "../support/two-businesses";

/*
 * Erasing a customer (UK GDPR) leaves nothing that names them: not the business's own notices about their
 * bookings (addressed to the business: "New booking: {name}", "Cancelled: {name}"), not the booking limit
 * counted per their email. The booking and the cancellation go through the real public paths.
 */

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const NAME = "Nora Notice";
const EMAIL = "Nora.Notice@Example.com";

describe.each(databaseKinds)("erasing a customer leaves no trace of them on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedTwoBusinesses(database.db, await hashPassword(PASSWORD));
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function book(customerName: string, customerEmail: string) {
    const slug = slugOf("A");
    const { days } = await getPublicAvailability(database.db, IDS.A.business, IDS.A.service, IDS.A.staff, new Date());
    // The last bookable day: far enough ahead to cancel online.
    const day = days.findLast((d) => d.slots.length > 0)!;
    const response = await postBooking(
      new Request(`http://localhost/api/public/businesses/${slug}/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          serviceId: IDS.A.service,
          staffId: IDS.A.staff,
          date: day.date,
          time: day.slots.at(-1),
          customerName,
          customerEmail,
          customerPhone: "07700 900123",
          notes: "",
        }),
      }),
      { params: Promise.resolve({ slug }) },
    );
    expect(response.status).toBe(201);
    const [row] = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`lower(${bookings.customerEmail}) = lower(${customerEmail})`);
    return row.id;
  }

  /** Every outbox row and rate-limit key, as text, for a search for the customer. */
  async function everyTrace() {
    const mails = await database.db.select().from(mailOutbox);
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    return { mails: JSON.stringify(mails).toLowerCase(), keys: JSON.stringify(keys).toLowerCase() };
  }

  it("deletes the business's new-booking and cancellation notices about them and their booking-limit key", async () => {
    const bookingId = await book(NAME, EMAIL);
    await cancelManagedBooking(database.db, bookingId, new Date());
    const otherId = await book("Olga Other", "olga@example.com");

    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "hello@a-salon.example.com"));
    expect(notices.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New booking: Nora Notice, /),
      expect.stringMatching(/^Cancelled: Nora Notice, /),
      expect.stringMatching(/^New booking: Olga Other, /),
    ]);
    // The booking limit per email is counted under the address's hash, never the address.
    const before = await everyTrace();
    expect(before.keys).not.toContain(EMAIL.toLowerCase());
    expect(before.keys).toContain(`booking-email:${hashEmailForKey(EMAIL)}`);

    const result = await runAction(eraseCustomer, await signedIn(database.db, "A", "owner"), { email: EMAIL });
    expect(result).toMatchObject({ ok: true, data: { bookings: 1 } });

    const after = await everyTrace();
    for (const trace of [NAME.toLowerCase(), EMAIL.toLowerCase(), "nora"]) {
      expect(after.mails).not.toContain(trace);
      expect(after.keys).not.toContain(trace);
    }
    expect(after.keys).not.toContain(hashEmailForKey(EMAIL));
    // Another customer's mails and counter stay.
    expect(after.mails).toContain("olga@example.com");
    expect(after.keys).toContain(`booking-email:${hashEmailForKey("olga@example.com")}`);
    const [other] = await database.db.select().from(bookings).where(eq(bookings.id, otherId));
    expect(other.customerName).toBe("Olga Other");
  });

  it("also deletes a notice queued before mails named their booking (found by its Email: line)", async () => {
    const bookingId = await book("Lena Legacy", "lena@example.com");
    await cancelManagedBooking(database.db, bookingId, new Date());
    // As migration 0021 leaves the rows queued before it: no booking id.
    await database.db.update(mailOutbox).set({ bookingId: null });
    await database.db.insert(mailOutbox).values({
      businessId: IDS.A.business,
      toAddress: "hello@a-salon.example.com",
      subject: "New booking: Someone, Mon 1 Jan",
      textBody: "Someone booked.\n\nEmail: xlena@example.com",
      messageId: "<xlena@test>",
    });

    const result = await runAction(eraseCustomer, await signedIn(database.db, "A", "owner"), {
      email: "lena@example.com",
    });
    expect(result).toMatchObject({ ok: true });
    const left = await database.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, IDS.A.business));
    const text = JSON.stringify(left).toLowerCase();
    expect(text).not.toContain("email: lena@example.com");
    expect(text).not.toContain('"lena@example.com"');
    // An address that merely ends the same way is someone else's.
    expect(text).toContain("email: xlena@example.com");
  });
});
