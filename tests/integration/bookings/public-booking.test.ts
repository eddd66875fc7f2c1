import ICAL from "ical.js";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { cancelManagedBooking, getRescheduleOptions, rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { readManageToken } from "@/lib/bookings/manage-token";
import { getManagedBooking } from "@/lib/bookings/public-queries";
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "@/lib/bookings/book-time";
import { bookings, mailOutbox, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { AppError } from "@/lib/errors";
import { formatDayDateTime } from "@/lib/format/date-time";
import { consumeRateLimit } from "@/lib/rate-limit/limiter";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import type { PublicBookingInput } from "@/lib/bookings/public-booking-schema";
import { insertBusiness, businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

describe.each(databaseKinds)("public booking on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, "Europe/London");
  const tomorrow = addDaysToDate(today, 1);
  let ids: Record<string, string> = {};

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    ids = {
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      facial: serviceRows.find((s) => s.name === "Signature Facial")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      james: staffRows.find((s) => s.name === "James Taylor")!.id,
    };
  });
  afterAll(async () => {
    await database?.drop();
  });

  const request = (overrides: Partial<PublicBookingInput> = {}): PublicBookingInput => ({
    serviceId: ids.cut,
    staffId: ids.emma,
    date: tomorrow,
    time: "13:00",
    customerName: "Alex Customer",
    customerEmail: "Alex@Example.com",
    customerPhone: "07700 900999",
    notes: "Window seat please",
    ...overrides,
  });
  const options = { now };
  const countBookings = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0].n;

  async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, message: error.message };
      throw error;
    }
    throw new Error("expected a failure");
  }

  it("offers 21 days of slots that leave out the demo booking's time", async () => {
    const result = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, now);
    expect(result.timeZone).toBe("Europe/London");
    expect(result.days).toHaveLength(21);
    expect(result.days[0].date).toBe(today);
    const tomorrowSlots = result.days[1].slots;
    expect(tomorrowSlots).toContain("09:00");
    expect(tomorrowSlots).not.toContain("09:30"); // 09:30-10:15 overlaps the 10:00 demo booking
    expect(tomorrowSlots).not.toContain("10:00");
    expect(tomorrowSlots).toContain("11:00");
  });

  it("books a free slot as confirmed, with emails, an .ics that parses, and a signed manage link", async () => {
    const before = await countBookings();
    const created = await createPublicBooking(database.db, demoId, request(), options);
    expect(created.booking).toMatchObject({
      serviceName: "Haircut & Style",
      staffName: "Emma Wilson",
      date: tomorrow,
      time: "13:00",
      durationMinutes: 45,
      pricePence: 3500,
    });
    expect(await countBookings()).toBe(before + 1);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, created.booking.id));
    expect(row).toMatchObject({ status: "confirmed", customerEmail: "alex@example.com", staffName: "Emma Wilson" });
    expect(row.startsAt.toISOString()).toBe(`${tomorrow}T12:00:00.000Z`); // 13:00 BST
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(45 * 60_000);

    const token = created.manageUrl.split("/manage/")[1];
    expect(readManageToken(token)).toBe(created.booking.id);
    expect(readManageToken(`${created.booking.id}.forged`)).toBeNull();

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "Alex@Example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(created.manageUrl);
    const [attachment] = mails[0].attachments;
    expect(attachment.filename).toBe(`booking-${created.booking.id}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(attachment.content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Haircut & Style at Bella Beauty Studio");
    expect(event.startDate.toJSDate().toISOString()).toBe(row.startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(row.endsAt.toISOString());

    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "hello@bellabeauty.example.com"));
    expect(notices.some((mail) => mail.subject.startsWith("New booking: Alex Customer"))).toBe(true);
  });

  it("refuses the same slot and any overlapping one with the 'just taken' message", async () => {
    expect(await failure(createPublicBooking(database.db, demoId, request(), options))).toEqual({
      status: 409,
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(await failure(createPublicBooking(database.db, demoId, request({ time: "12:30" }), options))).toEqual({
      status: 409,
      message: SLOT_TAKEN_MESSAGE,
    });
  });

  it("refuses bad requests with a clear message and writes nothing", async () => {
    const before = await countBookings();
    const cases: [Partial<PublicBookingInput>, number][] = [
      [{ serviceId: "00000000-0000-4000-8000-000000000000" }, 400],
      [{ serviceId: ids.facial, staffId: ids.james }, 400], // James does not do facials
      [{ date: addDaysToDate(today, -1) }, 409], // the past
      [{ date: addDaysToDate(today, 25) }, 409], // beyond the 21-day window
      [{ time: "13:15" }, 409], // not on the 30-minute grid
      [{ time: "16:30" }, 409], // 16:30 + 45 min runs past Emma's 17:00
    ];
    for (const [overrides, status] of cases) {
      expect(
        (await failure(createPublicBooking(database.db, demoId, request(overrides), options))).status,
        JSON.stringify(overrides),
      ).toBe(status);
    }
    expect((await failure(createPublicBooking(database.db, demoId, request({ time: "13:15" }), options))).message).toBe(
      SLOT_UNAVAILABLE_MESSAGE,
    );
    expect(
      (await failure(createPublicBooking(database.db, "00000000-0000-4000-8000-000000000000", request(), options)))
        .status,
    ).toBe(404);
    expect(await countBookings()).toBe(before);
  });

  it("never books another business's service or staff through this business's page", async () => {
    const other = await insertBusiness(database.db, { slug: "rival", name: "Rival" });
    const [rivalService] = await database.db
      .insert(services)
      .values({ businessId: other.id, name: "Rival Cut", durationMinutes: 30 })
      .returning();
    const before = await countBookings();
    expect(
      (await failure(createPublicBooking(database.db, demoId, request({ serviceId: rivalService.id }), options)))
        .status,
    ).toBe(400);
    expect(
      (await failure(createPublicBooking(database.db, other.id, request({ serviceId: rivalService.id }), options)))
        .status,
    ).toBe(400); // Emma is not Rival's
    expect(await countBookings()).toBe(before);
  });

  it("of 50 concurrent attempts for one slot, exactly one books it", async () => {
    const date = addDaysToDate(today, 4);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        createPublicBooking(database.db, demoId, request({ date, time: "15:00", customerName: `Racer ${i}` }), options),
      ),
    );
    const won = attempts.filter((a) => a.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected")
        expect(attempt.reason).toMatchObject({ status: 409, message: SLOT_TAKEN_MESSAGE });
    }
    const rows = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.staffId, ids.emma), sql`${bookings.customerName} like 'Racer %'`));
    expect(rows).toHaveLength(1);
  });

  it("limits booking requests per client address in a fixed window", async () => {
    const start = new Date("2030-06-10T10:00:00Z");
    for (let i = 0; i < 3; i++)
      expect(await consumeRateLimit(database.db, "booking:203.0.113.9", 3, 60_000, start)).toBe(true);
    expect(await consumeRateLimit(database.db, "booking:203.0.113.9", 3, 60_000, start)).toBe(false);
    expect(await consumeRateLimit(database.db, "booking:203.0.113.10", 3, 60_000, start)).toBe(true);
    expect(
      await consumeRateLimit(database.db, "booking:203.0.113.9", 3, 60_000, new Date(start.getTime() + 61_000)),
    ).toBe(true);
  });

  describe("the manage link", () => {
    it("cancels outside the notice period and frees the slot at once", async () => {
      const date = addDaysToDate(today, 5);
      const created = await createPublicBooking(database.db, demoId, request({ date, time: "11:00" }), options);
      const before = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, now);
      expect(before.days.find((d) => d.date === date)!.slots).not.toContain("11:00");
      const cancelled = await cancelManagedBooking(database.db, created.booking.id, now);
      expect(cancelled.status).toBe("cancelled");
      // The cancelled event carries the manage link, like the confirmation's.
      const [cancelMail] = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.bookingId, created.booking.id), eq(mailOutbox.toAddress, "alex@example.com")))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const cancelledEvent = new ICAL.Component(ICAL.parse(cancelMail.attachments[0].content)).getFirstSubcomponent(
        "vevent",
      )!;
      expect(cancelledEvent.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(cancelledEvent.getFirstPropertyValue("url")).toBe(created.manageUrl);
      const after = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, now);
      expect(after.days.find((d) => d.date === date)!.slots).toContain("11:00");
      expect(await failure(cancelManagedBooking(database.db, created.booking.id, now))).toEqual({
        status: 409,
        message: "This booking has been cancelled.",
      });
    });

    it("refuses changes inside the business's cancellation notice (default 24 hours)", async () => {
      const created = await createPublicBooking(database.db, demoId, request({ date: today, time: "16:00" }), options);
      const refusal = await failure(cancelManagedBooking(database.db, created.booking.id, now));
      expect(refusal.status).toBe(409);
      expect(refusal.message).toBe(
        "Bookings can't be changed online less than 24 hours before the appointment. Please contact Bella Beauty Studio directly.",
      );
      expect(
        (
          await failure(
            rescheduleManagedBooking(database.db, created.booking.id, addDaysToDate(today, 8), "11:00", now),
          )
        ).status,
      ).toBe(409);
      expect((await getManagedBooking(database.db, created.booking.id))!.status).toBe("confirmed");
    });

    it("offers the whole booking window to move to, days without times with their reason", async () => {
      // James works Tuesday to Saturday: today (a Monday) and every Sunday and Monday are closed for him.
      const date = addDaysToDate(today, 2); // Wednesday
      const created = await createPublicBooking(
        database.db,
        demoId,
        request({ staffId: ids.james, date, time: "11:00", customerName: "Window" }),
        options,
      );
      const managed = (await getManagedBooking(database.db, created.booking.id))!;
      const days = (await getRescheduleOptions(database.db, managed, now))!;
      expect(days).toHaveLength(21);
      expect(days.map((day) => day.date)).toEqual(Array.from({ length: 21 }, (_, i) => addDaysToDate(today, i)));
      for (const offset of [0, 6, 7, 13, 14, 20]) {
        expect(days[offset]).toEqual({ date: addDaysToDate(today, offset), slots: [], reason: "closed" });
      }
      for (const day of days) {
        if (day.slots.length === 0) expect(day.reason).toBeDefined();
        else expect(day.reason).toBeUndefined();
      }
      expect(days[2].slots).toContain("11:00"); // its own time is still offered
      expect(days.filter((day) => day.slots.length > 0)).toHaveLength(15);
      await cancelManagedBooking(database.db, created.booking.id, now);
    });

    it("reschedules to another free slot only", async () => {
      const date = addDaysToDate(today, 8); // a Tuesday: Emma works 09:00-17:00
      const created = await createPublicBooking(database.db, demoId, request({ date, time: "09:00" }), options);
      await createPublicBooking(
        database.db,
        demoId,
        request({ date, time: "14:00", customerName: "Blocker" }),
        options,
      );
      const managed = (await getManagedBooking(database.db, created.booking.id))!;
      const choices = await getRescheduleOptions(database.db, managed, now);
      const day = choices!.find((d) => d.date === date)!;
      expect(day.slots).toContain("09:00"); // its own time is still offered
      expect(day.slots).not.toContain("14:00");
      expect(await failure(rescheduleManagedBooking(database.db, created.booking.id, date, "14:00", now))).toEqual({
        status: 409,
        message: SLOT_TAKEN_MESSAGE,
      });
      const moved = await rescheduleManagedBooking(database.db, created.booking.id, date, "10:30", now);
      expect(moved.startsAt.toISOString()).toBe(`${date}T09:30:00.000Z`);
      expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(45 * 60_000);

      // The customer's calendar updates the event it imported: same UID, a higher SEQUENCE, the new time.
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, "Booking moved: Haircut & Style at Bella Beauty Studio"));
      const attachment = mails.at(-1)!.attachments[0];
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(attachment.content)).getFirstSubcomponent("vevent")!);
      expect(event.uid).toBe(`${created.booking.id}@bookingpro`);
      expect(event.sequence).toBe(1);
      expect(event.startDate.toJSDate().toISOString()).toBe(moved.startsAt.toISOString());
      // Like the confirmation's, the moved event leads back to the booking.
      expect(event.component.getFirstPropertyValue("url")).toBe(created.manageUrl);

      // The business hears of the customer's own move, with both times.
      const notices = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.bookingId, created.booking.id), eq(mailOutbox.toAddress, managed.businessEmail!)));
      const moveNotice = notices.find((mail) => mail.subject.startsWith("Moved: "));
      expect(moveNotice?.subject).toBe(`Moved: Alex Customer, ${formatDayDateTime(moved.startsAt, "Europe/London")}`);
      expect(moveNotice?.textBody).toContain(`from ${formatDayDateTime(managed.startsAt, "Europe/London")} to `);
    });
  });
});
