import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  businesses,
  resourceBlockedDates,
  resourceHolds,
  resources,
  resourceTypes,
  serviceResourceNeeds,
  services,
  staffMembers,
  users,
} from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { runAction } from "@/lib/actions/action";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { RESOURCE_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import { DEFAULT_STAFF_AVAILABILITY, staffAccessSchema } from "@/lib/business/settings-schema";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { moveBookingResource } from "@/lib/resources/hold-actions";
import { findScheduleData } from "@/lib/schedule/queries";
import { loadSchedule } from "@/lib/schedule/load-schedule";
import type { ScopedUser } from "@/lib/bookings/queries";
import { BOOKING_NOT_FOUND_MESSAGE, RESOURCE_NOT_FOUND_MESSAGE } from "@/lib/resources/move-hold";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { businessIdOf, insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * Moving a booking to another room of its type (Schedule's By resource view, the appointment's Room select). Demo
 * data: its two treatment rooms; here a cut needs one. Emma and James both cut at 11:00, one in each room.
 */
describe.each(databaseKinds)("moving a booking's room on %s", (kind) => {
  let database: TestDatabase;
  const zone = "Europe/London";
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const day = (offset: number) => addDaysToDate(toDateInZone(now, zone), offset);
  const ids: Record<string, string> = {};
  let demoId = "";
  let owner: CurrentUser;

  const move = (user: CurrentUser | null, id: string, resourceId: string) =>
    runAction(moveBookingResource, user, { id, resourceId }, database.db);

  async function addResource(name: string, typeId = ids.roomType, businessId = demoId, isActive = true) {
    const [row] = await database.db.insert(resources).values({ businessId, typeId, name, isActive }).returning();
    return row.id;
  }

  /** A cut booked as the owner books it (the database picks its room). */
  async function book(staffId: string, date: string, time: string, customerName: string, businessId = demoId) {
    const startsAt = zonedToInstant(date, time, zone);
    const staffName = staffId === ids.emma ? "Emma Wilson" : staffId === ids.james ? "James Taylor" : "Other";
    const [row] = await database.db
      .insert(bookings)
      .values({
        businessId,
        serviceId: businessId === demoId ? ids.cut : ids.otherCut,
        staffId,
        serviceName: "Haircut & Style",
        staffName,
        customerName,
        customerEmail: "",
        pricePence: 4500,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      })
      .returning();
    return row.id;
  }

  async function heldBy(bookingId: string) {
    const rows = await database.db
      .select({ resource: resources.name, active: resourceHolds.active })
      .from(resourceHolds)
      .innerJoin(resources, eq(resources.id, resourceHolds.resourceId))
      .where(eq(resourceHolds.bookingId, bookingId));
    return rows.map((row) => row.resource);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    ids.cut = (await database.db.select().from(services)).find((s) => s.name === "Haircut & Style")!.id;
    const staffRows = await database.db.select().from(staffMembers);
    ids.emma = staffRows.find((s) => s.name === "Emma Wilson")!.id;
    ids.james = staffRows.find((s) => s.name === "James Taylor")!.id;
    const [type] = await database.db.select().from(resourceTypes).where(eq(resourceTypes.businessId, demoId));
    ids.roomType = type.id;
    const rooms = await database.db.select().from(resources).where(eq(resources.businessId, demoId));
    ids.room1 = rooms.find((r) => r.name === "Room 1")!.id;
    ids.room2 = rooms.find((r) => r.name === "Room 2")!.id;
    await database.db.insert(serviceResourceNeeds).values({ businessId: demoId, serviceId: ids.cut, typeId: type.id });
    const [ownerRow] = await database.db.select().from(users).where(eq(users.email, "owner@example.com"));
    owner = (await loadUser(database.db, ownerRow.id))!;
    const [staffRow] = await database.db.select().from(users).where(eq(users.email, "staff@example.com"));
    ids.staffUser = staffRow.id;

    // Another business with a room of its own and a booking holding it on the same day.
    const other = await insertBusiness(database.db, { slug: "other-salon", name: "Other Salon", timeZone: zone });
    ids.other = other.id;
    const [otherType] = await database.db
      .insert(resourceTypes)
      .values({ businessId: other.id, name: "Treatment room" })
      .returning();
    ids.otherRoom = await addResource("Other room", otherType.id, other.id);
    const [otherCut] = await database.db
      .insert(services)
      .values({ businessId: other.id, name: "Haircut & Style", durationMinutes: 60, pricePence: 4500 })
      .returning();
    ids.otherCut = otherCut.id;
    await database.db
      .insert(serviceResourceNeeds)
      .values({ businessId: other.id, serviceId: otherCut.id, typeId: otherType.id });
    const [otherStaff] = await database.db
      .insert(staffMembers)
      .values({ businessId: other.id, name: "Other", availability: DEFAULT_STAFF_AVAILABILITY })
      .returning();
    ids.otherBooking = await book(otherStaff.id, day(3), "11:00", "Their Customer", other.id);

    ids.emmaCut = await book(ids.emma, day(3), "11:00", "Emma's Customer");
    ids.jamesCut = await book(ids.james, day(3), "11:00", "James's Customer");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("refuses a room held at that time, with nothing changed", async () => {
    expect(await heldBy(ids.emmaCut)).toEqual(["Room 1"]);
    expect(await heldBy(ids.jamesCut)).toEqual(["Room 2"]);
    const result = await move(owner, ids.emmaCut, ids.room2);
    expect(result).toMatchObject({ ok: false, error: RESOURCE_TAKEN_MESSAGE });
    expect(await heldBy(ids.emmaCut)).toEqual(["Room 1"]);
    expect(await heldBy(ids.jamesCut)).toEqual(["Room 2"]);
  });

  it("moves to a free room of the type, and the booking keeps it when its time changes", async () => {
    ids.room3 = await addResource("Room 3");
    expect(await move(owner, ids.emmaCut, ids.room3)).toMatchObject({ ok: true, message: "Moved to Room 3." });
    expect(await heldBy(ids.emmaCut)).toEqual(["Room 3"]);
    // Its own room again: nothing to do.
    expect(await move(owner, ids.emmaCut, ids.room3)).toMatchObject({ ok: true, message: "Already in Room 3." });
    // Room 1 is free now: James's cut can go there.
    expect(await move(owner, ids.jamesCut, ids.room1)).toMatchObject({ ok: true });
    expect(await heldBy(ids.jamesCut)).toEqual(["Room 1"]);
  });

  it("refuses a room blocked that day, switched off, of another type or of another business", async () => {
    const blocked = await addResource("Room 4");
    await database.db
      .insert(resourceBlockedDates)
      .values({ businessId: demoId, resourceId: blocked, startDate: day(2), endDate: day(3), reason: "Repairs" });
    expect(await move(owner, ids.emmaCut, blocked)).toMatchObject({
      ok: false,
      error: "Room 4 is blocked on that date.",
    });
    const off = await addResource("Room 5", ids.roomType, demoId, false);
    expect(await move(owner, ids.emmaCut, off)).toMatchObject({
      ok: false,
      error: "Room 5 is switched off; choose another.",
    });
    const [laser] = await database.db.insert(resourceTypes).values({ businessId: demoId, name: "Laser" }).returning();
    const laser1 = await addResource("Laser 1", laser.id);
    expect(await move(owner, ids.emmaCut, laser1)).toMatchObject({
      ok: false,
      error: "This appointment doesn't use a laser.",
    });
    // Another business's room and booking are answered as ones that do not exist.
    expect(await move(owner, ids.emmaCut, ids.otherRoom)).toMatchObject({
      ok: false,
      error: RESOURCE_NOT_FOUND_MESSAGE,
    });
    expect(await move(owner, ids.otherBooking, ids.room1)).toMatchObject({
      ok: false,
      error: BOOKING_NOT_FOUND_MESSAGE,
    });
    expect(await heldBy(ids.emmaCut)).toEqual(["Room 3"]);
    expect(await heldBy(ids.otherBooking)).toEqual(["Other room"]);
  });

  it("refuses staff without the right to change bookings, and others' bookings to staff who see only their own", async () => {
    const setAccess = (access: Partial<ReturnType<typeof staffAccessSchema.parse>>) =>
      database.db
        .update(businesses)
        .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, ...access }) })
        .where(eq(businesses.id, demoId));
    await setAccess({ staffCanModifyBookings: false, staffCanViewAllBookings: true });
    const staff = await loadUser(database.db, ids.staffUser);
    expect(await move(staff, ids.emmaCut, ids.room2)).toMatchObject({ ok: false, error: FORBIDDEN_MESSAGE });
    await setAccess({ staffCanModifyBookings: true, staffCanViewAllBookings: false });
    const ownOnly = await loadUser(database.db, ids.staffUser);
    expect(await move(ownOnly, ids.jamesCut, ids.room2)).toMatchObject({ ok: false, error: BOOKING_NOT_FOUND_MESSAGE });
    expect(await heldBy(ids.jamesCut)).toEqual(["Room 1"]);
    // Their own (Emma's): allowed.
    expect(await move(ownOnly, ids.emmaCut, ids.room2)).toMatchObject({ ok: true });
    expect(await heldBy(ids.emmaCut)).toEqual(["Room 2"]);
    await setAccess({ staffCanModifyBookings: true, staffCanViewAllBookings: true });
  });

  it("By resource: the day's holds in the business's zone, for that business only and within a staff user's scope", async () => {
    // 00:30 in London on day 5 is 23:30 UTC on day 4.
    const early = await book(ids.james, day(5), "00:30", "Early Customer");
    const byResource = async (user: CurrentUser, date: string) => {
      const model = await loadSchedule(database.db, user as ScopedUser, { date, by: "resource" }, now);
      return Object.fromEntries(
        model.resourceColumns.map((column) => [column.resource.name, column.appointments.map((a) => a.customerName)]),
      );
    };
    const day3 = await byResource(owner, day(3));
    expect(day3).toEqual({
      "Room 1": ["James's Customer"],
      "Room 2": ["Emma's Customer"],
      "Room 3": [],
      "Room 4": [],
      // Switched off: no column. Another business's booking: nowhere.
      "Laser 1": [],
    });
    expect(Object.values(await byResource(owner, day(4))).flat()).toEqual([]);
    expect(Object.values(await byResource(owner, day(5))).flat()).toEqual(["Early Customer"]);
    // Every block names its room, in the staff view too.
    const staffView = await loadSchedule(database.db, owner as ScopedUser, { date: day(3) }, now);
    expect(staffView.by).toBe("staff");
    expect(
      staffView.columns.flatMap((column) => column.appointments.map((a) => [a.customerName, a.roomNames])),
    ).toEqual(
      expect.arrayContaining([
        ["Emma's Customer", "Room 2"],
        ["James's Customer", "Room 1"],
      ]),
    );
    // A staff user who sees only their own bookings sees only theirs in the rooms.
    await database.db
      .update(businesses)
      .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, staffCanViewAllBookings: false }) })
      .where(eq(businesses.id, demoId));
    const staff = (await loadUser(database.db, ids.staffUser))!;
    expect(Object.values(await byResource(staff, day(3))).flat()).toEqual(["Emma's Customer"]);
    // The other business sees its own booking in its own room.
    const theirs = await findScheduleData(
      database.db,
      { businessId: ids.other, staffIds: null },
      {
        from: zonedToInstant(day(3), "00:00", zone),
        to: zonedToInstant(day(4), "00:00", zone),
        fromDate: day(3),
        toDate: day(4),
      },
    );
    expect(theirs.resources.map((r) => r.name)).toEqual(["Other room"]);
    expect(theirs.bookings.map((b) => [b.customerName, b.holds.map((h) => h.name)])).toEqual([
      ["Their Customer", ["Other room"]],
    ]);
    // A cancelled booking holds nothing.
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, early));
    expect(Object.values(await byResource(owner, day(5))).flat()).toEqual([]);
  });
});
