import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postJoin } from "@/app/api/public/businesses/[slug]/waitlist/route";
import { setDatabaseHandle } from "@/db";
import { mailOutbox, services, staffMembers, waitlistEntries, waitlistHolds } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { runAction } from "@/lib/actions/action";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { cancelManagedBooking } from "@/lib/bookings/manage-booking";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { BUSY_WAITLIST_MESSAGE, TOO_MANY_ENTRIES_MESSAGE, TOO_MANY_JOINS_MESSAGE } from "@/lib/waitlist/join";
import { createLeaveToken } from "@/lib/waitlist/leave-token";
import { runWaitlistOffers } from "@/lib/waitlist/offers";
import {
  INVALID_LEAVE_LINK_MESSAGE,
  LEFT_MESSAGE,
  bookWaitlistOffer,
  leaveWaitlist,
} from "@/lib/waitlist/public-actions";
import { businessIdOf, insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/* Joining the waitlist from the booking page (the public JSON route), its limits, and the signed leave link. */
describe.each(databaseKinds)("joining and leaving the waitlist on %s", (kind) => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};
  const today = toDateInZone(new Date(), "Europe/London");
  const date = addDaysToDate(today, 4);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db, new Date());
    ids.demo = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services).where(eq(services.businessId, ids.demo));
    const staffRows = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, ids.demo));
    ids.cut = serviceRows.find((s) => s.name === "Haircut & Style")!.id;
    ids.emma = staffRows.find((s) => s.name === "Emma Wilson")!.id;
    const other = await insertBusiness(database.db, { slug: "other-wait", name: "Other Salon" });
    const [otherService] = await database.db
      .insert(services)
      .values({ businessId: other.id, name: "Other Cut", durationMinutes: 30 })
      .returning();
    ids.otherService = otherService.id;
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const join = (body: Record<string, unknown>, slug = "demo") =>
    postJoin(
      new Request(`http://localhost/api/public/businesses/${slug}/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          serviceId: ids.cut,
          staffId: "any",
          dateFrom: date,
          dateTo: date,
          timeOfDay: "afternoon",
          customerName: "Wendy Wait",
          customerEmail: "Wendy@Example.com",
          customerPhone: "",
          ...body,
        }),
      }),
      { params: Promise.resolve({ slug }) },
    );

  it("joins with the times of day as a window, emails a leave link; malformed input is a 4xx", async () => {
    const response = await join({});
    expect(response.status).toBe(201);
    const { entryId } = (await response.json()) as { entryId: string };
    const [entry] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    expect(entry).toMatchObject({
      email: "wendy@example.com",
      staffId: null,
      timeFrom: "12:00:00",
      timeTo: "17:00:00",
    });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "wendy@example.com"));
    expect(mail.textBody).toContain(`/waitlist/leave/${createLeaveToken(entryId)}`);

    expect((await join({ dateTo: addDaysToDate(date, -1) })).status).toBe(422);
    expect((await join({ timeOfDay: "custom", timeFrom: "15:00", timeTo: "14:00" })).status).toBe(422);
    expect((await join({ serviceId: "not-a-uuid" })).status).toBe(422);
    expect((await join({ dateFrom: "2020-01-01", dateTo: "2020-01-02" })).status).toBe(400);
  });

  it("another business's service under this slug is refused as an unknown one", async () => {
    const foreign = await join({ serviceId: ids.otherService, customerEmail: "foreign@example.com" });
    const unknown = await join({
      serviceId: "00000000-0000-4000-8000-000000000000",
      customerEmail: "foreign@example.com",
    });
    expect(foreign.status).toBe(400);
    expect([foreign.status, await foreign.json()]).toEqual([unknown.status, await unknown.json()]);
  });

  it("limits: three live entries per email per business, ten joins a day per email, sixty an hour per business", async () => {
    for (let n = 0; n < 3; n++) expect((await join({ customerEmail: "three@example.com" })).status).toBe(201);
    const fourth = await join({ customerEmail: "three@example.com" });
    expect([fourth.status, ((await fourth.json()) as { error: string }).error]).toEqual([
      429,
      TOO_MANY_ENTRIES_MESSAGE,
    ]);

    await database.db.execute(sql`delete from rate_limits`);
    // Live joins that then leave: only the day's count stops the eleventh.
    for (let n = 0; n < 10; n++) {
      expect((await join({ customerEmail: "daily@example.com" })).status).toBe(201);
      await database.db
        .update(waitlistEntries)
        .set({ status: "left" })
        .where(eq(waitlistEntries.email, "daily@example.com"));
    }
    const eleventh = await join({ customerEmail: "daily@example.com" });
    expect([eleventh.status, ((await eleventh.json()) as { error: string }).error]).toEqual([
      429,
      TOO_MANY_JOINS_MESSAGE,
    ]);

    await database.db.execute(sql`delete from rate_limits`);
    for (let n = 0; n < 60; n++) {
      const response = await join({ customerEmail: `many${n}@example.com` });
      expect(response.status).toBe(201);
    }
    const busy = await join({ customerEmail: "late@example.com" });
    expect([busy.status, ((await busy.json()) as { error: string }).error]).toEqual([429, BUSY_WAITLIST_MESSAGE]);
    await database.db.execute(sql`delete from rate_limits`);
  });

  it("the leave link takes the entry off and releases its hold to the next customer; a forged one is refused", async () => {
    const day = addDaysToDate(today, 6);
    const booked = await createPublicBooking(
      database.db,
      ids.demo,
      {
        serviceId: ids.cut,
        staffId: ids.emma,
        date: day,
        time: "14:00",
        customerName: "Gone Soon",
        customerEmail: "gone@example.com",
        customerPhone: "",
        notes: "",
      },
      { now: new Date() },
    );
    const first = await join({ customerEmail: "leaver@example.com", dateFrom: day, dateTo: day });
    const second = await join({ customerEmail: "stayer@example.com", dateFrom: day, dateTo: day });
    const leaverId = ((await first.json()) as { entryId: string }).entryId;
    const stayerId = ((await second.json()) as { entryId: string }).entryId;
    await cancelManagedBooking(database.db, booked.booking.id, new Date());
    await runWaitlistOffers(database.db);
    const live = () =>
      database.db
        .select({ entryId: waitlistHolds.entryId })
        .from(waitlistHolds)
        .where(
          and(
            eq(waitlistHolds.status, "live"),
            sql`${waitlistHolds.entryId} in (${leaverId}::uuid, ${stayerId}::uuid)`,
          ),
        );
    expect(await live()).toEqual([{ entryId: leaverId }]);

    const forged = `${stayerId}.${createLeaveToken(leaverId).split(".")[1]}`;
    expect(await runAction(leaveWaitlist, null, { token: forged }, database.db)).toMatchObject({
      ok: false,
      error: INVALID_LEAVE_LINK_MESSAGE,
    });
    expect(await runAction(leaveWaitlist, null, { token: createLeaveToken(leaverId) }, database.db)).toMatchObject({
      ok: true,
      message: LEFT_MESSAGE,
    });
    await runWaitlistOffers(database.db);
    expect(await live()).toEqual([{ entryId: stayerId }]);
    expect(await runAction(bookWaitlistOffer, null, { token: "x".repeat(43) }, database.db)).toMatchObject({
      ok: false,
    });
  });
});
