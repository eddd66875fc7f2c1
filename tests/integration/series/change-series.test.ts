import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { bookRepeatSeries } from "@/lib/series/series-actions";
import { cancelSeriesBookings, moveSeriesBookings } from "@/lib/series/series-change-actions";
import type { BookedSeries } from "@/lib/series/book-series";
import { bookings, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { addDaysToDate, toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER] = DEMO_ACCOUNTS;
const LONDON = "Europe/London";

/*
 * A series booking's scoped change: "this appointment", "this and following" or "the whole series", moved by the
 * same local change under the constraint (all or nothing) or cancelled (only live ones still to come), and
 * never another business's booking.
 */
describe.each(databaseKinds)("changing a booking series on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let businessId: string;
  const staffIds: Record<string, string> = {};
  const serviceIds: Record<string, string> = {};
  const now = new Date("2030-06-10T09:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    owner = (await loadUser(database.db, row.id))!;
    businessId = owner.business!.id;
    for (const member of await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, businessId)))
      staffIds[member.name] = member.id;
    for (const service of await database.db.select().from(services).where(eq(services.businessId, businessId)))
      serviceIds[service.name] = service.id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** A weekly series with Sophie at `time`, every date booked; its bookings in order. */
  async function weekly(date: string, count: number, time = "11:00", name = "Series Client") {
    const dates = Array.from({ length: count }, (_, index) => addDaysToDate(date, index * 7));
    const result = await runAction(
      bookRepeatSeries,
      owner,
      {
        serviceId: serviceIds["Haircut & Style"],
        staffId: staffIds["Sophie Brown"],
        date,
        time,
        repeat: { everyWeeks: 1, ends: "count", count },
        choices: dates.map((each) => ({ date: each, time, staffId: staffIds["Sophie Brown"] })),
        customerName: name,
        customerEmail: "",
        customerPhone: "",
        notes: "",
      },
      database.db,
    );
    expect(result).toMatchObject({ ok: true });
    const { seriesId } = (result as { data: BookedSeries }).data;
    return database.db.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(asc(bookings.startsAt));
  }
  const local = (row: { startsAt: Date }) =>
    `${toDateInZone(row.startsAt, LONDON)} ${toTimeInZone(row.startsAt, LONDON)}`;
  const reload = async (ids: string[]) =>
    Promise.all(ids.map(async (id) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]));

  it("moves 'this and following' from week 5 of 8 by the same local change across the October change", async () => {
    const rows = await weekly("2030-10-02", 8);
    const before = rows.map(local);
    const result = await runAction(
      moveSeriesBookings,
      owner,
      { id: rows[4].id, scope: "following", staffId: staffIds["Emma Wilson"], date: "2030-10-31", time: "13:00" },
      database.db,
    );
    expect(result).toMatchObject({ ok: true, message: "4 appointments moved." });
    const after = await reload(rows.map((row) => row.id));
    expect(after.slice(0, 4).map(local)).toEqual(before.slice(0, 4));
    expect(after.slice(0, 4).every((row) => row.staffId === staffIds["Sophie Brown"])).toBe(true);
    expect(after.slice(4).map(local)).toEqual([
      "2030-10-31 13:00",
      "2030-11-07 13:00",
      "2030-11-14 13:00",
      "2030-11-21 13:00",
    ]);
    expect(after.slice(4).every((row) => row.staffId === staffIds["Emma Wilson"] && row.sequence === 1)).toBe(true);
    expect(
      after.slice(4).every((row, index) => row.endsAt.getTime() - row.startsAt.getTime() === 45 * 60_000 && index >= 0),
    ).toBe(true);
  });

  it("moves nothing when one occurrence's new time is taken, naming the date", async () => {
    const rows = await weekly("2030-10-03", 3, "11:00", "Blocked Mover");
    await weekly("2030-10-17", 2, "12:00", "In The Way");
    const result = await runAction(
      moveSeriesBookings,
      owner,
      { id: rows[0].id, scope: "series", staffId: staffIds["Sophie Brown"], date: "2030-10-03", time: "12:00" },
      database.db,
    );
    expect(result).toMatchObject({ ok: false, error: "Thu 17 Oct 2030 at 12:00 is not free, so nothing was moved." });
    expect((await reload(rows.map((row) => row.id))).map(local)).toEqual(rows.map(local));
  });

  it("cancels 'this', then 'the whole series' cancels only the live ones still to come", async () => {
    const today = toDateInZone(new Date(), LONDON);
    const rows = await weekly(addDaysToDate(today, -15), 5, "11:00", "Past And Future");
    const last = await runAction(cancelSeriesBookings, owner, { id: rows[4].id, scope: "this" }, database.db);
    expect(last).toMatchObject({ ok: true, message: "1 appointment cancelled." });
    const whole = await runAction(cancelSeriesBookings, owner, { id: rows[0].id, scope: "series" }, database.db);
    expect(whole).toMatchObject({ ok: true, message: "1 appointment cancelled.", data: { cancelled: [rows[3].id] } });
    const after = await reload(rows.map((row) => row.id));
    expect(after.map((row) => row.status)).toEqual(["confirmed", "confirmed", "confirmed", "cancelled", "cancelled"]);
  });

  it("answers another business's booking as not found and changes nothing", async () => {
    const other = await insertBusiness(database.db, { slug: "other-series-salon", name: "Other Salon" });
    const [foreign] = await database.db
      .insert(bookings)
      .values({
        businessId: other.id,
        serviceName: "Cut",
        customerName: "Foreign",
        customerEmail: "foreign@example.com",
        startsAt: new Date("2030-11-18T09:00:00Z"),
        endsAt: new Date("2030-11-18T10:00:00Z"),
      })
      .returning();
    for (const scope of ["this", "following", "series"]) {
      expect(await runAction(cancelSeriesBookings, owner, { id: foreign.id, scope }, database.db)).toMatchObject({
        ok: false,
        error: "Booking not found",
      });
      const move = { id: foreign.id, scope, staffId: staffIds["Sophie Brown"], date: "2030-11-19", time: "10:00" };
      expect(await runAction(moveSeriesBookings, owner, move, database.db)).toMatchObject({
        ok: false,
        error: "Booking not found",
      });
    }
    const [row] = await reload([foreign.id]);
    expect(row).toMatchObject({ status: "confirmed", sequence: 0 });
    expect(row.startsAt.toISOString()).toBe("2030-11-18T09:00:00.000Z");
  });
});
