import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { findFreeTimes } from "@/lib/bookings/appointment-actions";
import { hashPassword } from "@/lib/auth/password";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { findFreeTimesOnDate, OWN_CALENDAR_ONLY_MESSAGE } from "@/lib/schedule/free-times";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { IDS, lazySeeder, PASSWORD, PORTAL_ON, signedIn, snapshotAll, type Who } from "../support/two-businesses";

process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * New appointment's time list (findFreeTimes): business A of the two-business fixture, Europe/London, open and
 * staffed Monday to Friday 09:00-17:00, a 30-minute service, no buffer. Its Stylist (the staff user's member) has
 * a booking on Monday 3 March 2031 10:00-10:30, personal-calendar busy time on Thursday 3 April 2031 10:00-11:00
 * BST and a day off on Tuesday 8 April 2031; the Colourist a booking on 3 March 11:00-11:30.
 */

const A = IDS.A;
const MONDAY = "2031-03-03";

/** Every quarter hour from `from` to `to` inclusive, 'HH:mm'. */
function quarters(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 15) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times;
}

describe.each(databaseKinds)("free times for New appointment on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;
  const seeder = lazySeeder(
    () => database.db,
    () => passwordHash,
  );
  const business = { id: IDS.A.business };
  const before = new Date("2031-03-01T12:00:00Z");
  const free = (staffId: string, date: string, now = before, staffIds: string[] | null = null) =>
    findFreeTimesOnDate(database.db, business, { serviceId: A.service, staffId, date }, staffIds, now);
  const ask = async (who: Who, input: Record<string, unknown>) =>
    runAction(findFreeTimes, await signedIn(database.db, "A", who), input, database.db);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await hashPassword(PASSWORD);
    await seeder.fresh(PORTAL_ON);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("offers every quarter hour of the working day the service fits in, except around a booking", async () => {
    const withoutBooking = quarters("09:00", "16:30").filter((time) => !["09:45", "10:00", "10:15"].includes(time));
    expect(await free(A.staffWithLogin, MONDAY)).toEqual({ date: MONDAY, times: withoutBooking });
  });

  it("leaves out personal-calendar busy times, and a day off or a day not worked has none", async () => {
    const busyDay = await free(A.staffWithLogin, "2031-04-03");
    expect(busyDay.times).not.toContain("10:00");
    expect(busyDay.times).not.toContain("10:45");
    expect(busyDay.times).toContain("09:30");
    expect(busyDay.times).toContain("11:00");
    expect(await free(A.staffWithLogin, "2031-04-08")).toEqual({ date: "2031-04-08", times: [], reason: "closed" });
    expect(await free(A.staffWithLogin, "2031-03-08")).toEqual({ date: "2031-03-08", times: [], reason: "closed" });
  });

  it("with any available, offers a time when anyone who offers the service is free", async () => {
    const { times } = await free(ANY_STAFF, MONDAY);
    // The Stylist is booked at 10:00, the Colourist at 11:00: each time has someone free.
    expect(times).toEqual(quarters("09:00", "16:30"));
  });

  it("ignores the online notice and booking window, but never offers a time already past", async () => {
    // 12:05 on the day itself: from 12:15.
    const today = await free(A.staffWithLogin, MONDAY, new Date("2031-03-03T12:05:00Z"));
    expect(today.times[0]).toBe("12:15");
    // Three months ahead, past the 21-day window.
    expect((await free(A.staffWithLogin, "2031-06-02")).times).toEqual(quarters("09:00", "16:30"));
    // A day gone by.
    expect(await free(A.staffWithLogin, "2031-02-28")).toEqual({ date: "2031-02-28", times: [], reason: "closed" });
  });

  it("limits a staff user who sees only their own calendar to it", async () => {
    await expect(free(A.staff, MONDAY, before, [A.staffWithLogin])).rejects.toThrow(OWN_CALENDAR_ONLY_MESSAGE);
    // Any available, for them, is themselves.
    expect((await free(ANY_STAFF, MONDAY, before, [A.staffWithLogin])).times).not.toContain("10:00");
  });

  it("answers through the action for the owner and the staff user, reading nothing it may not and writing nothing", async () => {
    const snapshot = await snapshotAll(database.db);
    const owner = await ask("owner", { serviceId: A.service, staffId: A.staffWithLogin, date: "2031-06-02" });
    expect(owner).toMatchObject({ ok: true, data: { date: "2031-06-02", times: quarters("09:00", "16:30") } });
    const staff = await ask("staffUser", { serviceId: A.service, staffId: A.staffWithLogin, date: "2031-06-02" });
    expect(staff).toMatchObject({ ok: true });
    // Another business's staff member is just an unknown one.
    const foreign = await ask("owner", { serviceId: A.service, staffId: IDS.B.staffWithLogin, date: "2031-06-02" });
    expect(foreign).toMatchObject({ ok: false, error: "This staff member is not available. Please choose another." });
    // Not a date.
    const invalid = await ask("owner", { serviceId: A.service, staffId: A.staffWithLogin, date: "2031-02-30" });
    expect(invalid).toMatchObject({ ok: false, fieldErrors: { date: "Choose a date" } });
    expect(await snapshotAll(database.db)).toEqual(snapshot);
  });

  it("refuses a staff user while staff may not change bookings", async () => {
    await seeder.fresh({ ...PORTAL_ON, staffCanModifyBookings: false });
    const result = await ask("staffUser", { serviceId: A.service, staffId: A.staffWithLogin, date: "2031-06-02" });
    expect(result).toEqual({ ok: false, code: "forbidden", error: FORBIDDEN_MESSAGE });
  });
});
