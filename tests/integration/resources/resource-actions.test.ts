import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  addResourceBlockedDate,
  createResource,
  deleteResource,
  deleteResourceBlockedDate,
  saveResourceNameAudience,
  setResourceActive,
  updateResource,
} from "@/lib/resources/actions";
import { RESOURCE_MESSAGES, FOREIGN_RESOURCE_TYPE_MESSAGE } from "@/lib/resources/schema";
import { findServiceResourceNeeds, listResourcesByType } from "@/lib/resources/queries";
import { updateService } from "@/lib/services/actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { toDateInZone, addDaysToDate } from "@/lib/time/zoned-time";
import { setDatabaseHandle } from "@/db";
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
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/*
 * The Resources screen's actions and a service's needs, through runAction as a request runs them. Dates are the
 * real clock's (the actions refuse a period that has passed), taken well ahead.
 */
describe.each(databaseKinds)("resource actions on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let manager: CurrentUser;
  let staffUser: CurrentUser | null;
  let demoId = "";
  const other: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const today = toDateInZone(new Date(), "Europe/London");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    owner = await userByEmail(OWNER.email);
    manager = await userByEmail(MANAGER.email);
    const [staffRow] = await database.db.select().from(users).where(eq(users.email, STAFF.email));
    staffUser = await loadUser(database.db, staffRow.id);
    demoId = owner.business!.id;
    // The demo's own rooms (db/seed.ts) are left out: these tests start from a business without resources.
    await database.db.delete(resources).where(eq(resources.businessId, demoId));
    await database.db.delete(resourceTypes).where(eq(resourceTypes.businessId, demoId));
    const serviceRows = await database.db.select().from(services).where(eq(services.businessId, demoId));
    ids.cut = serviceRows.find((s) => s.name === "Haircut & Style")!.id;
    const [emma] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Emma Wilson"));
    ids.emma = emma.id;

    // Another business with a room of its own.
    const business = await insertBusiness(database.db, { slug: "other-salon", name: "Other Salon" });
    other.business = business.id;
    const [type] = await database.db
      .insert(resourceTypes)
      .values({ businessId: business.id, name: "Treatment room" })
      .returning();
    other.type = type.id;
    const [room] = await database.db
      .insert(resources)
      .values({ businessId: business.id, typeId: type.id, name: "Their Room" })
      .returning();
    other.room = room.id;
    const [blocked] = await database.db
      .insert(resourceBlockedDates)
      .values({ businessId: business.id, resourceId: room.id, startDate: "2031-01-05", endDate: "2031-01-06" })
      .returning();
    other.blocked = blocked.id;
    const [boss] = await database.db
      .insert(users)
      .values({
        email: "boss@other.example.com",
        name: "Boss",
        role: "owner",
        passwordHash: await hashPassword("boss-pass"),
        businessId: business.id,
      })
      .returning();
    other.owner = boss.id;
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  const typesOfDemo = () =>
    database.db.select().from(resourceTypes).where(eq(resourceTypes.businessId, demoId)).orderBy(resourceTypes.name);

  it("creates a resource with a new type, then another of that type named in another case", async () => {
    const first = await runAction(
      createResource,
      owner,
      { name: "Room 1", typeName: "Treatment room", isActive: "on" },
      database.db,
    );
    expect(first).toMatchObject({ ok: true, message: '"Room 1" has been added.' });
    const second = await runAction(
      createResource,
      manager,
      { name: "Room 2", typeName: "  treatment ROOM ", isActive: "on" },
      database.db,
    );
    expect(second).toMatchObject({ ok: true });
    const types = await typesOfDemo();
    expect(types.map((t) => t.name)).toEqual(["Treatment room"]);
    ids.roomType = types[0].id;
    ids.room1 = first.ok ? first.data!.id : "";
    ids.room2 = second.ok ? second.data!.id : "";
    expect(second.ok && second.data!.typeId).toBe(ids.roomType);
    const groups = await listResourcesByType(database.db, demoId, today);
    expect(groups).toEqual([
      expect.objectContaining({
        name: "Treatment room",
        resources: [
          expect.objectContaining({ name: "Room 1", isActive: true }),
          expect.objectContaining({ name: "Room 2", isActive: true }),
        ],
      }),
    ]);
  });

  it("refuses a name the business already uses, in any case, keeping what was typed", async () => {
    const input = { name: "room 1", typeName: "Laser", isActive: "on" };
    const result = await runAction(createResource, owner, input, database.db);
    expect(result).toEqual({
      ok: false,
      code: "conflict",
      error: RESOURCE_MESSAGES.nameTaken,
      fieldErrors: { name: RESOURCE_MESSAGES.nameTaken },
      values: input,
    });
    // Renaming Room 2 to Room 1 is refused too; keeping its own name is not.
    const rename = await runAction(
      updateResource,
      owner,
      { id: ids.room2, name: "ROOM 1", typeName: "Treatment room", isActive: "on" },
      database.db,
    );
    expect(rename).toMatchObject({ ok: false, fieldErrors: { name: RESOURCE_MESSAGES.nameTaken } });
    const same = await runAction(
      updateResource,
      owner,
      { id: ids.room2, name: "Room 2", typeName: "Treatment room", isActive: "on" },
      database.db,
    );
    expect(same).toMatchObject({ ok: true });
    // No Laser type was left behind by the refusal.
    expect((await typesOfDemo()).map((t) => t.name)).toEqual(["Treatment room"]);
  });

  it("asks for a name and a type, each at most 60 characters", async () => {
    const result = await runAction(createResource, owner, { name: "", typeName: "x".repeat(61) }, database.db);
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { name: RESOURCE_MESSAGES.nameRequired, typeName: RESOURCE_MESSAGES.typeTooLong },
    });
    const long = await runAction(createResource, owner, { name: "n".repeat(61), typeName: "Laser" }, database.db);
    expect(long).toMatchObject({ ok: false, fieldErrors: { name: RESOURCE_MESSAGES.nameTooLong } });
  });

  it("blocks dates to come, refusing an end before the start, a period that has passed and a long reason", async () => {
    const from = addDaysToDate(today, 40);
    const to = addDaysToDate(today, 42);
    const backwards = await runAction(
      addResourceBlockedDate,
      owner,
      { resourceId: ids.room1, startDate: to, endDate: from, reason: "" },
      database.db,
    );
    expect(backwards).toMatchObject({ ok: false, fieldErrors: { endDate: RESOURCE_MESSAGES.endBeforeStart } });
    const past = await runAction(
      addResourceBlockedDate,
      owner,
      { resourceId: ids.room1, startDate: addDaysToDate(today, -3), endDate: addDaysToDate(today, -1) },
      database.db,
    );
    expect(past).toMatchObject({ ok: false, fieldErrors: { endDate: RESOURCE_MESSAGES.inThePast } });
    const tooLong = await runAction(
      addResourceBlockedDate,
      owner,
      { resourceId: ids.room1, startDate: from, endDate: to, reason: "r".repeat(121) },
      database.db,
    );
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { reason: RESOURCE_MESSAGES.reasonTooLong } });
    const invalid = await runAction(
      addResourceBlockedDate,
      owner,
      { resourceId: ids.room1, startDate: "2031-02-30", endDate: "" },
      database.db,
    );
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { startDate: RESOURCE_MESSAGES.startDateInvalid, endDate: RESOURCE_MESSAGES.endDateRequired },
    });

    // Started yesterday, ends today: still to come.
    const current = await runAction(
      addResourceBlockedDate,
      owner,
      { resourceId: ids.room1, startDate: addDaysToDate(today, -1), endDate: today, reason: "Deep clean" },
      database.db,
    );
    expect(current).toMatchObject({ ok: true });
    const added = await runAction(
      addResourceBlockedDate,
      owner,
      { resourceId: ids.room1, startDate: from, endDate: to, reason: "Repairs" },
      database.db,
    );
    expect(added).toMatchObject({ ok: true });
    const [group] = await listResourcesByType(database.db, demoId, today);
    expect(group.resources[0].blockedDates).toEqual([
      expect.objectContaining({ startDate: addDaysToDate(today, -1), endDate: today, reason: "Deep clean" }),
      expect.objectContaining({ startDate: from, endDate: to, reason: "Repairs" }),
    ]);
    const removed = await runAction(
      deleteResourceBlockedDate,
      owner,
      { id: group.resources[0].blockedDates[0].id },
      database.db,
    );
    expect(removed).toMatchObject({ ok: true });
    expect((await listResourcesByType(database.db, demoId, today))[0].resources[0].blockedDates).toHaveLength(1);
  });

  it("answers another business's resource and blocked date as unknown ones, and changes nothing of theirs", async () => {
    const before = await database.db.select().from(resources).where(eq(resources.businessId, other.business));
    const cases = [
      [updateResource, { id: other.room, name: "Mine now", typeName: "Treatment room", isActive: "on" }],
      [setResourceActive, { id: other.room, isActive: "" }],
      [deleteResource, { id: other.room }],
      [addResourceBlockedDate, { resourceId: other.room, startDate: "2031-03-01", endDate: "2031-03-01" }],
    ] as const;
    for (const [action, input] of cases) {
      const result = await runAction(action as never, owner, input, database.db);
      expect(result).toMatchObject({ ok: false, code: "not_found", error: RESOURCE_MESSAGES.notFound });
      const unknown = await runAction(
        action as never,
        owner,
        { ...input, id: MISSING_ID, resourceId: MISSING_ID },
        database.db,
      );
      expect(unknown).toMatchObject({ ok: false, code: "not_found", error: RESOURCE_MESSAGES.notFound });
    }
    expect(await runAction(deleteResourceBlockedDate, owner, { id: other.blocked }, database.db)).toMatchObject({
      ok: false,
      code: "not_found",
      error: RESOURCE_MESSAGES.blockedDateNotFound,
    });
    expect(await database.db.select().from(resources).where(eq(resources.businessId, other.business))).toEqual(before);
    expect(
      await database.db.select().from(resourceBlockedDates).where(eq(resourceBlockedDates.id, other.blocked)),
    ).toHaveLength(1);
  });

  it("refuses staff every resource action", async () => {
    const calls = [
      [createResource, { name: "Staff Room", typeName: "Treatment room" }],
      [updateResource, { id: ids.room1, name: "Renamed", typeName: "Treatment room" }],
      [setResourceActive, { id: ids.room1, isActive: "" }],
      [deleteResource, { id: ids.room1 }],
      [addResourceBlockedDate, { resourceId: ids.room1, startDate: "2031-03-01", endDate: "2031-03-01" }],
      [saveResourceNameAudience, { resourceNamesShownTo: "customers" }],
    ] as const;
    for (const [action, input] of calls) {
      const result = await runAction(action as never, staffUser, input, database.db);
      expect(result).toMatchObject({ ok: false });
      // A staff login is refused by role (or has no session at all while the portal is off).
      if (staffUser) expect(result).toMatchObject({ code: "forbidden", error: FORBIDDEN_MESSAGE });
    }
    expect((await listResourcesByType(database.db, demoId, today))[0].resources.map((r) => r.name)).toEqual([
      "Room 1",
      "Room 2",
    ]);
  });

  it("saves a service's needs and how it holds them, replaces them, and refuses another business's type", async () => {
    const form = (extra: Record<string, unknown>) => ({
      id: ids.cut,
      name: "Haircut & Style",
      description: "",
      duration: "45",
      price: "35",
      category: "Haircut & Styling",
      color: "#0ea5e9",
      isActive: "on",
      ...extra,
    });
    const laser = await runAction(
      createResource,
      owner,
      { name: "Laser 1", typeName: "Laser", isActive: "on" },
      database.db,
    );
    expect(laser).toMatchObject({ ok: true });
    ids.laserType = laser.ok ? laser.data!.typeId : "";

    const both = await runAction(
      updateService,
      owner,
      form({ needs: [ids.roomType, ids.laserType], resourceUse: "busy" }),
      database.db,
    );
    expect(both).toMatchObject({ ok: true });
    let needs = await findServiceResourceNeeds(database.db, demoId);
    expect(needs.byService[ids.cut]).toEqual({
      typeIds: expect.arrayContaining([ids.roomType, ids.laserType]),
      use: "busy",
    });
    expect(needs.byService[ids.cut].typeIds).toHaveLength(2);

    // The set is replaced, not added to.
    expect(await runAction(updateService, owner, form({ needs: ids.roomType }), database.db)).toMatchObject({
      ok: true,
    });
    needs = await findServiceResourceNeeds(database.db, demoId);
    expect(needs.byService[ids.cut]).toEqual({ typeIds: [ids.roomType], use: "whole" });

    // Another business's type: refused, and the service and its needs stay as they were.
    const foreign = await runAction(
      updateService,
      owner,
      form({ name: "Renamed cut", needs: [ids.roomType, other.type] }),
      database.db,
    );
    expect(foreign).toMatchObject({ ok: false, code: "invalid", error: FOREIGN_RESOURCE_TYPE_MESSAGE });
    const unknown = await runAction(updateService, owner, form({ needs: [MISSING_ID] }), database.db);
    expect(unknown).toMatchObject({ ok: false, error: FOREIGN_RESOURCE_TYPE_MESSAGE });
    expect((await findServiceResourceNeeds(database.db, demoId)).byService[ids.cut]).toEqual({
      typeIds: [ids.roomType],
      use: "whole",
    });
    const [cut] = await database.db.select().from(services).where(eq(services.id, ids.cut));
    expect(cut.name).toBe("Haircut & Style");
    const theirs = await database.db
      .select()
      .from(serviceResourceNeeds)
      .where(eq(serviceResourceNeeds.businessId, other.business));
    expect(theirs).toEqual([]);
  });

  it("refuses to delete a resource a booking still holds ahead, and deletes it once that booking is cancelled", async () => {
    // Room 2 off, so the booking's trigger gives it Room 1.
    expect(await runAction(setResourceActive, owner, { id: ids.room2, isActive: "" }, database.db)).toMatchObject({
      ok: true,
    });
    const startsAt = new Date(`${addDaysToDate(today, 30)}T10:00:00Z`);
    const [booking] = await database.db
      .insert(bookings)
      .values({
        businessId: demoId,
        serviceId: ids.cut,
        staffId: ids.emma,
        serviceName: "Haircut & Style",
        staffName: "Emma Wilson",
        customerName: "Held Ahead",
        customerEmail: "held.ahead@example.com",
        pricePence: 3500,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      })
      .returning();
    const [hold] = await database.db.select().from(resourceHolds).where(eq(resourceHolds.bookingId, booking.id));
    expect(hold).toMatchObject({ resourceId: ids.room1, active: true });

    const refused = await runAction(deleteResource, owner, { id: ids.room1 }, database.db);
    expect(refused).toMatchObject({ ok: false, code: "conflict" });
    expect(refused.ok === false && refused.error).toMatch(/booked for upcoming appointments.*Turn it off instead/);
    // Nor can it change type while it is held ahead as a Treatment room.
    const retyped = await runAction(
      updateResource,
      owner,
      { id: ids.room1, name: "Room 1", typeName: "Laser", isActive: "on" },
      database.db,
    );
    expect(retyped).toMatchObject({ ok: false, code: "conflict" });
    // Turning it off is allowed: the booking keeps it.
    expect(await runAction(setResourceActive, owner, { id: ids.room1, isActive: "" }, database.db)).toMatchObject({
      ok: true,
    });
    expect(await database.db.select().from(resourceHolds).where(eq(resourceHolds.bookingId, booking.id))).toEqual([
      expect.objectContaining({ resourceId: ids.room1, active: true }),
    ]);

    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    const deleted = await runAction(deleteResource, owner, { id: ids.room1 }, database.db);
    expect(deleted).toMatchObject({ ok: true, message: '"Room 1" has been deleted.' });
    // Its cancelled booking's hold went with it; the type stays while Room 2 is of it.
    expect(await database.db.select().from(resourceHolds).where(eq(resourceHolds.bookingId, booking.id))).toEqual([]);
    expect((await typesOfDemo()).map((t) => t.name)).toEqual(["Laser", "Treatment room"]);
  });

  it("removes a type with its last resource unless a service needs it", async () => {
    // Laser: no service needs it any more (the cut needs only a room), so it goes with Laser 1.
    const [laser] = await database.db
      .select()
      .from(resources)
      .where(and(eq(resources.businessId, demoId), eq(resources.name, "Laser 1")));
    expect(await runAction(deleteResource, owner, { id: laser.id }, database.db)).toMatchObject({ ok: true });
    expect((await typesOfDemo()).map((t) => t.name)).toEqual(["Treatment room"]);
    // The cut needs a room: deleting Room 2, the last, keeps the type (listed with no resources).
    expect(await runAction(deleteResource, owner, { id: ids.room2 }, database.db)).toMatchObject({ ok: true });
    expect(await listResourcesByType(database.db, demoId, today)).toEqual([
      expect.objectContaining({ name: "Treatment room", resources: [] }),
    ]);
  });

  it("saves who is told the room's name, refusing an unknown choice", async () => {
    expect(
      await runAction(saveResourceNameAudience, manager, { resourceNamesShownTo: "customers" }, database.db),
    ).toMatchObject({ ok: true });
    expect(
      await runAction(saveResourceNameAudience, manager, { resourceNamesShownTo: "everyone" }, database.db),
    ).toMatchObject({ ok: false, code: "invalid", fieldErrors: { resourceNamesShownTo: expect.any(String) } });
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, demoId));
    expect(row.resourceNamesShownTo).toBe("customers");
    const [theirs] = await database.db.select().from(businesses).where(eq(businesses.id, other.business));
    expect(theirs.resourceNamesShownTo).toBe("staff");
  });
});
