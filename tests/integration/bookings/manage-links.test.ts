import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { CANCELLED_MESSAGE, cancelBookingByToken } from "@/lib/bookings/manage-booking-actions";
import { createManageToken } from "@/lib/bookings/manage-token";
import { EXPIRED_MANAGE_LINK_MESSAGE, loadManagedBookingByToken } from "@/lib/bookings/manage-booking";
import { deliverPendingMail, enqueueMail, type MailTransport } from "@/lib/mail/outbox";
import { setDatabaseHandle } from "@/db";
import { bookings, mailOutbox } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

describe.each(databaseKinds)("manage links and the outbox on %s", (kind) => {
  let database: TestDatabase;
  let restoreEnv = () => {};

  beforeAll(async () => {
    restoreEnv = setTestEnv({ AUTH_SECRET: process.env.AUTH_SECRET ?? "test-secret-for-manage-links" });
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
    restoreEnv();
  });

  /** A copy of a demo booking at `startsAt`, for a customer address of its own. */
  async function insertBooking(startsAt: Date, customerEmail: string) {
    const [template] = await database.db.select().from(bookings).limit(1);
    const [booking] = await database.db
      .insert(bookings)
      .values({
        ...template,
        id: undefined,
        status: "confirmed",
        customerEmail,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      })
      .returning({ id: bookings.id });
    return booking;
  }

  it("two cancels of one link at once: one state change, one email to the customer", async () => {
    const booking = await insertBooking(new Date("2036-04-01T10:00:00Z"), "double-click@example.com");
    const token = createManageToken(booking.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runAction(cancelBookingByToken, null, { token }, database.db)),
    );
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, message: CANCELLED_MESSAGE }]);
    for (const refused of results.filter((result) => !result.ok)) {
      expect(refused).toMatchObject({ error: "This booking has been cancelled." });
    }
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "double-click@example.com"));
    expect(mails).toHaveLength(1);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe("cancelled");
  });

  it("refuses a link whose appointment ended more than a day ago, to view and to act", async () => {
    const now = Date.now();
    const ended = await insertBooking(new Date(now - 2 * 24 * 60 * 60_000), "long-ago@example.com");
    const endedToken = createManageToken(ended.id);
    expect(await loadManagedBookingByToken(database.db, endedToken, new Date(now))).toMatchObject({ state: "expired" });
    expect(await runAction(cancelBookingByToken, null, { token: endedToken }, database.db)).toMatchObject({
      ok: false,
      error: EXPIRED_MANAGE_LINK_MESSAGE,
    });

    // Within the day after the appointment the link still shows the booking.
    const recent = await insertBooking(new Date(now - 2 * 60 * 60_000), "just-now@example.com");
    expect(await loadManagedBookingByToken(database.db, createManageToken(recent.id), new Date(now))).toMatchObject({
      state: "found",
      booking: { id: recent.id },
    });
    expect(await loadManagedBookingByToken(database.db, `${recent.id}.forged`, new Date(now))).toEqual({
      state: "invalid",
    });
  });

  it("purges the body of a mail holding a sign-in link once it is delivered, and keeps other mail", async () => {
    const link = "http://localhost:3000/reset-password?token=secret-reset-token";
    const sensitiveId = await enqueueMail(database.db, {
      to: "reset-me@example.com",
      subject: "Reset your BookingPro password",
      text: `Choose a new password here:\n${link}`,
      html: `<a href="${link}">Reset</a>`,
      sensitive: true,
    });
    const plainId = await enqueueMail(database.db, {
      to: "plain@example.com",
      subject: "Booking confirmed",
      text: "See you soon.",
    });
    // Before delivery the link is readable (the development mail viewer shows it).
    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sensitiveId));
    expect(queued.textBody).toContain(link);

    const delivered: string[] = [];
    const transport: MailTransport = async (mail) => {
      delivered.push(mail.text);
    };
    await deliverPendingMail(database.db, transport);
    expect(delivered.some((text) => text.includes(link))).toBe(true);

    const [purged] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, sensitiveId), eq(mailOutbox.status, "sent")));
    expect(JSON.stringify(purged)).not.toContain("secret-reset-token");
    expect(purged.subject).toBe("Reset your BookingPro password");
    const [kept] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, plainId));
    expect(kept).toMatchObject({ status: "sent", textBody: "See you soon." });
  });
});
