import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  addMyTimeOff,
  deleteMyTimeOff,
  MY_AVAILABILITY_OFF_MESSAGE,
  saveMyAvailability,
} from "@/lib/staff/my-availability-actions";
import type { CurrentUser } from "@/lib/auth/load-user";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { getMyAvailabilityScreen } from "@/lib/staff/my-availability-queries";
import { setDatabaseHandle } from "@/db";
import { blackouts, staffMembers } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { BLACKOUT_MESSAGES, BLACKOUT_NOT_FOUND_MESSAGE } from "@/lib/blackouts/schema";
import { DEFAULT_STAFF_AVAILABILITY } from "@/lib/business/settings-schema";
import { EMPTY_STAFF_FORM, STAFF_NOT_FOUND_MESSAGE, toStaffFormFields } from "@/lib/staff/schema";
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
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

/*
 * My Availability (issue 16, part 4): a staff user edits their own weekly hours and time off, only while
 * "Staff can manage their availability" is on, and never anyone else's. The fixture's business A has the
 * staff user on `staffWithLogin`, a colleague (`staff`) with a blackout, and the staff user's own time off.
 */

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const A = IDS.A;
const MONDAY = "2031-03-03";
// A Saturday morning before that Monday, London time: the engine's "now".
const NOW = new Date("2031-03-01T08:00:00Z");

const hoursForm = (availability: WeeklySchedule) => toStaffFormFields({ ...EMPTY_STAFF_FORM, availability });
const MONDAY_OFF: WeeklySchedule = {
  ...DEFAULT_STAFF_AVAILABILITY,
  monday: { enabled: false, start: "09:00", end: "17:00" },
  tuesday: { enabled: true, start: "10:00", end: "14:30" },
};

const timeOff = { startDate: "2031-03-10", endDate: "2031-03-11", startTime: "", endTime: "", reason: "Holiday" };

describe.each(databaseKinds)("My Availability on %s", (kind) => {
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
  const as = async (who: Who = "staffUser") => (await signedIn(db(), "A", who)) as CurrentUser;
  const availabilityOf = async (staffId: string) =>
    (await db().select({ a: staffMembers.availability }).from(staffMembers).where(eq(staffMembers.id, staffId)))[0].a;
  const mondaySlots = async () => {
    const { days } = await getPublicAvailability(db(), IDS.A.business, A.service, A.staffWithLogin, NOW);
    return days.find((day) => day.date === MONDAY);
  };
  const blackoutRows = (staffId: string) =>
    db()
      .select()
      .from(blackouts)
      .where(and(eq(blackouts.businessId, A.business), eq(blackouts.staffId, staffId)));

  describe("with the switch on", () => {
    it("saves the staff user's own weekly hours, and the public availability follows", async () => {
      expect((await mondaySlots())?.slots.length).toBeGreaterThan(0);
      const colleague = await availabilityOf(A.staff);

      const result = await runAction(saveMyAvailability, await as(), hoursForm(MONDAY_OFF), db());

      expect(result).toMatchObject({ ok: true, message: "Your weekly hours have been saved." });
      expect(await availabilityOf(A.staffWithLogin)).toEqual(MONDAY_OFF);
      expect(await availabilityOf(A.staff)).toEqual(colleague);
      expect(await mondaySlots()).toEqual({ date: MONDAY, slots: [], reason: "closed" });
    });

    it("never reads a member id from the input: naming a colleague still changes only the caller's own hours", async () => {
      const colleague = await availabilityOf(A.staff);
      const foreign = await availabilityOf(IDS.B.staffWithLogin);
      for (const field of ["id", "staffId", "staffMemberId"]) {
        const input = { ...hoursForm(MONDAY_OFF), [field]: A.staff };
        expect(await runAction(saveMyAvailability, await as(), input, db())).toMatchObject({ ok: true });
      }
      const input = { ...hoursForm(MONDAY_OFF), staffId: IDS.B.staffWithLogin, businessId: IDS.B.business };
      expect(await runAction(saveMyAvailability, await as(), input, db())).toMatchObject({ ok: true });
      expect(await availabilityOf(A.staff)).toEqual(colleague);
      expect(await availabilityOf(IDS.B.staffWithLogin)).toEqual(foreign);
      expect(await availabilityOf(A.staffWithLogin)).toEqual(MONDAY_OFF);
    });

    it("refuses hours that end before they start, per field, keeping what was typed", async () => {
      const before = await availabilityOf(A.staffWithLogin);
      const input = hoursForm({
        ...DEFAULT_STAFF_AVAILABILITY,
        monday: { enabled: true, start: "17:00", end: "09:00" },
      });
      const result = await runAction(saveMyAvailability, await as(), input, db());
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { "availability.monday.end": "End time must be after start time" },
        values: { "availability.monday.start": "17:00", "availability.monday.end": "09:00" },
      });
      expect(await availabilityOf(A.staffWithLogin)).toEqual(before);
    });

    it("saves a lunch break: Monday's public times skip it and resume at its end", async () => {
      const lunch: WeeklySchedule = {
        ...DEFAULT_STAFF_AVAILABILITY,
        monday: { ...DEFAULT_STAFF_AVAILABILITY.monday, breaks: [{ start: "12:00", end: "13:00" }] },
      };
      expect(await runAction(saveMyAvailability, await as(), hoursForm(lunch), db())).toMatchObject({ ok: true });
      expect(await availabilityOf(A.staffWithLogin)).toEqual(lunch);
      const slots = (await mondaySlots())?.slots ?? [];
      expect(slots).toContain("11:30");
      expect(slots).not.toContain("12:00");
      expect(slots).not.toContain("12:30");
      expect(slots).toContain("13:00");
    });

    it("refuses overlapping breaks on the later one's field, keeping what was typed and storing nothing", async () => {
      const before = await availabilityOf(A.staffWithLogin);
      const input = {
        ...hoursForm(DEFAULT_STAFF_AVAILABILITY),
        "availability.tuesday.breaks.0.start": "12:00",
        "availability.tuesday.breaks.0.end": "13:00",
        "availability.tuesday.breaks.1.start": "12:30",
        "availability.tuesday.breaks.1.end": "13:30",
      };
      const result = await runAction(saveMyAvailability, await as(), input, db());
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { "availability.tuesday.breaks.1.start": "Breaks must not overlap" },
        values: { "availability.tuesday.breaks.1.start": "12:30", "availability.tuesday.breaks.1.end": "13:30" },
      });
      expect(await availabilityOf(A.staffWithLogin)).toEqual(before);
    });

    it("adds time off for the caller only, never for the business or a colleague", async () => {
      const input = { ...timeOff, type: "business", staffId: A.staff, recurring: "on", recurringPattern: "weekly" };
      const result = await runAction(addMyTimeOff, await as(), input, db());
      expect(result).toMatchObject({ ok: true, message: "Your time off has been added." });
      const id = result.ok ? result.data?.id : undefined;
      const [row] = await db().select().from(blackouts).where(eq(blackouts.id, id!));
      expect(row).toMatchObject({
        businessId: A.business,
        type: "staff",
        staffId: A.staffWithLogin,
        startDate: "2031-03-10",
        endDate: "2031-03-11",
        startTime: null,
        endTime: null,
        reason: "Holiday",
        recurring: false,
      });
      expect(await blackoutRows(A.staff)).toHaveLength(1); // the colleague's own, unchanged

      const screen = await getMyAvailabilityScreen(db(), A.business, A.staffWithLogin, "2031-03-01");
      expect(screen?.timeOff.map((item) => [item.startDate, item.reason])).toEqual([
        ["2031-03-10", "Holiday"],
        ["2031-04-08", "A dentist"],
      ]);
    });

    it("adds time off with times, and its day loses those times on the public page", async () => {
      const input = { ...timeOff, startDate: MONDAY, endDate: MONDAY, startTime: "12:00", endTime: "13:00" };
      expect(await runAction(addMyTimeOff, await as(), input, db())).toMatchObject({ ok: true });
      const slots = (await mondaySlots())?.slots ?? [];
      expect(slots).toContain("11:00");
      expect(slots).not.toContain("12:00");
      expect(slots).not.toContain("12:30");
      expect(slots).toContain("13:30");
    });

    it("refuses invalid time off per field and keeps what was typed", async () => {
      const before = await snapshotAll(db());
      const input = { startDate: "2031-03-12", endDate: "2031-03-10", startTime: "12:00", endTime: "", reason: "Trip" };
      const result = await runAction(addMyTimeOff, await as(), input, db());
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: {
          endDate: BLACKOUT_MESSAGES.endDateBeforeStart,
          endTime: BLACKOUT_MESSAGES.timesBothOrNeither,
        },
        values: input,
      });
      const missing = await runAction(addMyTimeOff, await as(), { reason: "x".repeat(300) }, db());
      expect(missing).toMatchObject({
        ok: false,
        fieldErrors: {
          startDate: BLACKOUT_MESSAGES.startDateRequired,
          endDate: BLACKOUT_MESSAGES.endDateRequired,
          reason: BLACKOUT_MESSAGES.reasonTooLong,
        },
      });
      expect(await snapshotAll(db())).toEqual(before);
    });

    it("deletes the caller's own time off", async () => {
      const result = await runAction(deleteMyTimeOff, await as(), { id: A.ownTimeOff }, db());
      expect(result).toMatchObject({ ok: true, message: "Your time off has been deleted." });
      expect(await blackoutRows(A.staffWithLogin)).toEqual([]);
    });

    it("answers 'not found' for a colleague's, the business's, another business's or a malformed id", async () => {
      const [businessWide] = await db()
        .insert(blackouts)
        .values({ businessId: A.business, type: "business", startDate: "2031-05-01", endDate: "2031-05-01" })
        .returning({ id: blackouts.id });
      const before = await snapshotAll(db());
      for (const id of [A.blackout, businessWide.id, IDS.B.ownTimeOff, IDS.B.blackout, "not-a-uuid", ""]) {
        const result = await runAction(deleteMyTimeOff, await as(), { id }, db());
        expect(result, id).toMatchObject({ ok: false, error: BLACKOUT_NOT_FOUND_MESSAGE });
      }
      expect(await snapshotAll(db())).toEqual(before);
    });

    it("refuses a session whose member is not one of the business's (not found, nothing changed)", async () => {
      const user = { ...(await as()), staffMemberId: IDS.B.staffWithLogin };
      const before = await snapshotAll(db());
      for (const [action, input] of [
        [saveMyAvailability, hoursForm(MONDAY_OFF)],
        [addMyTimeOff, timeOff],
        [deleteMyTimeOff, { id: IDS.B.ownTimeOff }],
      ] as const) {
        const result = await runAction(action as never, user, input, db());
        expect(result).toMatchObject({ ok: false, error: STAFF_NOT_FOUND_MESSAGE });
      }
      expect(await snapshotAll(db())).toEqual(before);
    });
  });

  it("refuses every action with the switch off, saying why, and changes nothing", async () => {
    await seedTwoBusinesses(database.db, passwordHash, { ...PORTAL_ON, staffCanManageAvailability: false });
    const before = await snapshotAll(db());
    for (const [action, input] of [
      [saveMyAvailability, hoursForm(MONDAY_OFF)],
      [addMyTimeOff, timeOff],
      [deleteMyTimeOff, { id: A.ownTimeOff }],
    ] as const) {
      const result = await runAction(action as never, await as(), input, db());
      expect(result).toMatchObject({ ok: false, error: MY_AVAILABILITY_OFF_MESSAGE });
    }
    // Even invalid input is refused for the switch first: validation tells a refused caller nothing.
    const invalid = await runAction(addMyTimeOff, await as(), { startDate: "nope" }, db());
    expect(invalid).toMatchObject({ ok: false, error: MY_AVAILABILITY_OFF_MESSAGE });
    expect(await snapshotAll(db())).toEqual(before);
  });

  it.each(["owner", "manager"] as const)("refuses the %s: these are a staff user's own screen", async (who) => {
    const before = await snapshotAll(db());
    for (const [action, input] of [
      [saveMyAvailability, hoursForm(MONDAY_OFF)],
      [addMyTimeOff, timeOff],
      [deleteMyTimeOff, { id: A.ownTimeOff }],
    ] as const) {
      const result = await runAction(action as never, await as(who), input, db());
      expect(result).toMatchObject({ ok: false, error: FORBIDDEN_MESSAGE });
    }
    expect(await snapshotAll(db())).toEqual(before);
  });
});
