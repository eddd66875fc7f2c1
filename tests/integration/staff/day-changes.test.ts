import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import type { CurrentUser } from "@/lib/auth/load-user";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { setDatabaseHandle } from "@/db";
import { staffScheduleOverrides } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { deleteDayChangeOfStaff, saveDayChange } from "@/lib/staff/day-change-actions";
import { deleteMyDayChange, saveMyDayChange } from "@/lib/staff/my-availability-actions";
import { DAY_CHANGE_MESSAGES } from "@/lib/staff/day-change-schema";
import { listDayChanges } from "@/lib/staff/day-change-queries";
import { STAFF_NOT_FOUND_MESSAGE } from "@/lib/staff/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import {
  IDS,
  PASSWORD,
  PORTAL_ON,
  seedTwoBusinesses,
  signedIn,
  snapshotAll,
  type Who,
} from "../support/two-businesses";

/*
 * One-day changes of a member's hours: the owner changes anyone's from the Staff screen, a staff user their own
 * from My Availability; the public page's times follow at once (the business record is cached, and the change
 * drops it). The fixture's members work Mon–Fri 09:00–17:00 within the default opening hours.
 */

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const A = IDS.A;
// A Saturday morning, London time: the engine's "now". Wednesday 5 March 2031 is a working day with nothing booked
// (the fixture's bookings are on Monday 3), Saturday 8 a day off.
const NOW = new Date("2031-03-01T08:00:00Z");
const WEDNESDAY = "2031-03-05";
const SATURDAY = "2031-03-08";

const change = (fields: Record<string, string>) => ({
  working: "on",
  start: "09:00",
  end: "17:00",
  breakStart: "",
  breakEnd: "",
  ...fields,
});

describe.each(databaseKinds)("one-day changes of hours on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });
  beforeEach(async () => {
    await seedTwoBusinesses(database.db, passwordHash, PORTAL_ON);
  });

  const db = () => database.db;
  const as = async (who: Who = "owner") => (await signedIn(db(), "A", who)) as CurrentUser;
  const slotsOn = async (staffId: string, date: string) => {
    const { days } = await getPublicAvailability(db(), A.business, A.service, staffId, NOW);
    return days.find((day) => day.date === date)?.slots ?? [];
  };

  it("a shift with a break on a working day changes the public times of that day only", async () => {
    expect(await slotsOn(A.staff, WEDNESDAY)).toContain("09:00"); // read, and kept in the cache
    const result = await runAction(
      saveDayChange,
      await as(),
      change({
        staffId: A.staff,
        date: WEDNESDAY,
        start: "11:00",
        end: "16:00",
        breakStart: "13:00",
        breakEnd: "13:45",
      }),
      db(),
    );
    expect(result).toMatchObject({ ok: true, message: "The hours for Wed 5 Mar 2031 have been saved." });
    const slots = await slotsOn(A.staff, WEDNESDAY);
    expect(slots[0]).toBe("11:00");
    expect(slots).not.toContain("13:00");
    expect(slots).toContain("13:45");
    expect(slots.every((time) => time >= "11:00" && time < "16:00")).toBe(true);
    // The Thursday after keeps the usual hours.
    expect((await slotsOn(A.staff, "2031-03-06"))[0]).toBe("09:00");
  });

  it("a day in on the usual day off opens it, a day off closes a working day, and removing it restores the week", async () => {
    expect(await slotsOn(A.staff, SATURDAY)).toEqual([]);
    const opened = await runAction(
      saveDayChange,
      await as("manager"),
      change({ staffId: A.staff, date: SATURDAY, start: "10:00", end: "14:00" }),
      db(),
    );
    expect(opened.ok).toBe(true);
    expect((await slotsOn(A.staff, SATURDAY))[0]).toBe("10:00");

    const closed = await runAction(
      saveDayChange,
      await as(),
      change({ staffId: A.staff, date: WEDNESDAY, working: "" }),
      db(),
    );
    expect(closed).toMatchObject({ ok: true, message: "Wed 5 Mar 2031 is now a day off." });
    expect(await slotsOn(A.staff, WEDNESDAY)).toEqual([]);

    // A second change of the same date replaces the first.
    await runAction(saveDayChange, await as(), change({ staffId: A.staff, date: WEDNESDAY, start: "15:00" }), db());
    expect((await slotsOn(A.staff, WEDNESDAY))[0]).toBe("15:00");
    const listed = await listDayChanges(db(), { businessId: A.business, staffId: A.staff }, "2031-03-01");
    expect(listed.map((item) => [item.date, item.hours.enabled, item.hours.start])).toEqual([
      [WEDNESDAY, true, "15:00"],
      [SATURDAY, true, "10:00"],
      ["2031-04-15", false, "09:00"], // the fixture's
    ]);

    const removed = await runAction(deleteDayChangeOfStaff, await as(), { id: listed[0].id }, db());
    expect(removed).toMatchObject({ ok: true, message: "The usual hours apply again on Wed 5 Mar 2031." });
    expect((await slotsOn(A.staff, WEDNESDAY))[0]).toBe("09:00");
  });

  it("refuses a past date, a finish before the start and a break outside the hours, each on its field, storing nothing", async () => {
    const before = await snapshotAll(db());
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ date: "2020-01-06" }, { date: DAY_CHANGE_MESSAGES.dateInPast }],
      [{ date: "" }, { date: DAY_CHANGE_MESSAGES.dateRequired }],
      [{ date: WEDNESDAY, end: "08:00" }, { end: DAY_CHANGE_MESSAGES.endBeforeStart }],
      [{ date: WEDNESDAY, breakStart: "08:00", breakEnd: "08:30" }, { breakStart: DAY_CHANGE_MESSAGES.breakOutside }],
      [{ date: WEDNESDAY, breakStart: "13:00" }, { breakEnd: DAY_CHANGE_MESSAGES.breakBothOrNeither }],
      [
        { date: WEDNESDAY, breakStart: "14:00", breakEnd: "13:00" },
        { breakEnd: DAY_CHANGE_MESSAGES.breakEndBeforeStart },
      ],
    ];
    for (const [fields, fieldErrors] of cases) {
      const result = await runAction(saveDayChange, await as(), change({ staffId: A.staff, ...fields }), db());
      expect(result, JSON.stringify(fields)).toMatchObject({ ok: false, code: "invalid", fieldErrors });
      // What was typed comes back.
      if (!result.ok) expect(result.values?.date).toBe(fields.date);
    }
    // Another business's member, or no member at all: not found.
    for (const staffId of [IDS.B.staff, "not-a-uuid"]) {
      const result = await runAction(saveDayChange, await as(), change({ staffId, date: WEDNESDAY }), db());
      expect(result).toMatchObject({ ok: false, error: STAFF_NOT_FOUND_MESSAGE });
    }
    expect(await snapshotAll(db())).toEqual(before);
  });

  it("a staff user changes only their own day, whatever the form names, and removes only their own", async () => {
    const result = await runAction(
      saveMyDayChange,
      await as("staffUser"),
      change({ staffId: A.staff, date: SATURDAY, start: "10:00", end: "13:00" }),
      db(),
    );
    expect(result.ok).toBe(true);
    const rows = await db()
      .select({ staffId: staffScheduleOverrides.staffId })
      .from(staffScheduleOverrides)
      .where(eq(staffScheduleOverrides.date, SATURDAY));
    expect(rows).toEqual([{ staffId: A.staffWithLogin }]);
    expect((await slotsOn(A.staffWithLogin, SATURDAY))[0]).toBe("10:00");
    expect(await slotsOn(A.staff, SATURDAY)).toEqual([]);

    // The colleague's change is not theirs to remove.
    const refused = await runAction(deleteMyDayChange, await as("staffUser"), { id: A.dayChange }, db());
    expect(refused).toMatchObject({ ok: false, error: DAY_CHANGE_MESSAGES.notFound });
    const own = await runAction(deleteMyDayChange, await as("staffUser"), { id: A.ownDayChange }, db());
    expect(own.ok).toBe(true);
  });
});
