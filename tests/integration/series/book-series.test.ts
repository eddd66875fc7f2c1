import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { addAppointment } from "@/lib/bookings/appointment-actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { bookRepeatSeries, checkRepeatSeries } from "@/lib/series/series-actions";
import type { SeriesCheck } from "@/lib/series/check-series";
import type { BookedSeries } from "@/lib/series/book-series";
import { bookings, bookingSeries, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { toTimeInZone } from "@/lib/time/zoned-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER] = DEMO_ACCOUNTS;

/*
 * A repeat series from the dashboard: every date checked before anything is saved (free, or a conflict with the
 * nearest alternatives), the chosen ones booked in one transaction under the exclusion constraint, and two series
 * racing for the same times: the constraint gives them to one, the other saves nothing.
 */
describe.each(databaseKinds)("booking series on %s", (kind) => {
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

  const sixWeekly = (overrides: Record<string, unknown> = {}) => ({
    serviceId: serviceIds["Haircut & Style"],
    staffId: staffIds["Sophie Brown"],
    date: "2030-06-19",
    time: "11:00",
    repeat: { everyWeeks: 6, ends: "count", count: 8 },
    ...overrides,
  });
  const customer = { customerName: "Rita Repeat", customerEmail: "", customerPhone: "", notes: "" };

  it("checks every date: seven free and week 3 a conflict with alternatives, saving nothing", async () => {
    const clash = await runAction(
      addAppointment,
      owner,
      { ...customer, customerName: "In The Way", ...sixWeekly({ date: "2030-09-11" }) },
      database.db,
    );
    expect(clash).toMatchObject({ ok: true });
    const before = await database.db.select().from(bookings).where(eq(bookings.businessId, businessId));

    const result = await runAction(checkRepeatSeries, owner, sixWeekly(), database.db);
    expect(result).toMatchObject({ ok: true });
    const check = (result as { data: SeriesCheck }).data;
    expect(check.occurrences.map((each) => each.date)).toEqual([
      "2030-06-19",
      "2030-07-31",
      "2030-09-11",
      "2030-10-23",
      "2030-12-04",
      "2031-01-15",
      "2031-02-26",
      "2031-04-09",
    ]);
    expect(check.occurrences.filter((each) => each.status === "free")).toHaveLength(7);
    const conflict = check.occurrences[2];
    expect(conflict.status).toBe("conflict");
    expect(conflict.otherTimes.length).toBeGreaterThan(0);
    expect(conflict.otherTimes).not.toContain("11:00");
    expect(conflict.otherStaff.map((each) => each.name).sort()).toEqual(["Emma Wilson", "James Taylor"]);
    expect(await database.db.select().from(bookings).where(eq(bookings.businessId, businessId))).toHaveLength(
      before.length,
    );
  });

  it("books the free ones as one series at the same local time across the clock change", async () => {
    const check = ((await runAction(checkRepeatSeries, owner, sixWeekly(), database.db)) as { data: SeriesCheck }).data;
    const choices = check.occurrences
      .filter((each) => each.status === "free")
      .map(({ date, time }) => ({ date, time, staffId: check.staffId }));
    const result = await runAction(bookRepeatSeries, owner, { ...sixWeekly(), ...customer, choices }, database.db);
    expect(result).toMatchObject({ ok: true, message: "7 appointments booked." });
    const { seriesId } = (result as { data: BookedSeries }).data;
    const rows = await database.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.staffId === staffIds["Sophie Brown"] && row.status === "confirmed")).toBe(true);
    // 11:00 in London both in BST (June) and GMT (December).
    expect(new Set(rows.map((row) => toTimeInZone(row.startsAt, "Europe/London")))).toEqual(new Set(["11:00"]));
    const [series] = await database.db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
    expect(series).toMatchObject({ businessId, everyWeeks: 6, occurrences: 8, untilDate: null, createdBy: owner.id });
  });

  it("refuses a date that is not one of the series' dates, and saves nothing", async () => {
    const before = await database.db.select().from(bookingSeries);
    const result = await runAction(
      bookRepeatSeries,
      owner,
      {
        ...sixWeekly({ date: "2030-06-20", time: "14:00" }),
        ...customer,
        choices: [{ date: "2030-06-21", time: "14:00", staffId: staffIds["Sophie Brown"] }],
      },
      database.db,
    );
    expect(result).toMatchObject({ ok: false });
    expect(await database.db.select().from(bookingSeries)).toHaveLength(before.length);
  });

  it("books nothing when one occurrence is taken, naming the date", async () => {
    const series = sixWeekly({ date: "2030-06-20", time: "15:00", repeat: { everyWeeks: 1, ends: "count", count: 3 } });
    const choices = ["2030-06-20", "2030-06-27", "2030-07-04"].map((date) => ({
      date,
      time: "15:00",
      staffId: staffIds["Sophie Brown"],
    }));
    await runAction(addAppointment, owner, { ...customer, ...series, date: "2030-07-04" }, database.db);
    const result = await runAction(bookRepeatSeries, owner, { ...series, ...customer, choices }, database.db);
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining("Thu 4 Jul 2030 at 15:00") });
    const mine = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.businessId, businessId), isNotNull(bookings.seriesId)));
    expect(mine).toHaveLength(7);
  });

  it("gives overlapping series racing at once to one of them: the other saves nothing", async () => {
    const series = {
      serviceId: serviceIds["Haircut & Style"],
      staffId: staffIds["Emma Wilson"],
      date: "2030-07-02",
      time: "14:00",
      repeat: { everyWeeks: 1, ends: "count", count: 3 },
    };
    const choicesAt = (dates: string[]) =>
      dates.map((date) => ({ date, time: "14:00", staffId: staffIds["Emma Wilson"] }));
    const [first, second] = await Promise.all([
      runAction(
        bookRepeatSeries,
        owner,
        {
          ...series,
          ...customer,
          customerName: "First",
          choices: choicesAt(["2030-07-02", "2030-07-09", "2030-07-16"]),
        },
        database.db,
      ),
      runAction(
        bookRepeatSeries,
        owner,
        {
          ...series,
          date: "2030-07-09",
          ...customer,
          customerName: "Second",
          choices: choicesAt(["2030-07-09", "2030-07-16", "2030-07-23"]),
        },
        database.db,
      ),
    ]);
    const outcomes = [first, second].map((result) => result.ok);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = first.ok ? "First" : "Second";
    const loser = first.ok ? second : first;
    expect(loser).toMatchObject({ ok: false, error: expect.stringContaining("has just been taken") });
    const live = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.staffId, staffIds["Emma Wilson"]), isNotNull(bookings.seriesId)));
    expect(live.map((row) => row.customerName)).toEqual([winner, winner, winner]);
    const seriesRows = await database.db.select().from(bookingSeries).where(eq(bookingSeries.businessId, businessId));
    expect(seriesRows).toHaveLength(2);
  });
});
