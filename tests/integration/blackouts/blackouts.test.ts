import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { createBlackout, deleteBlackout, updateBlackout } from "@/lib/blackouts/actions";
import { isDateBlocked } from "@/lib/blackouts/rules";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { setDatabaseHandle } from "@/db";
import { listBlackouts, listBlackoutStaffOptions } from "@/lib/blackouts/queries";
import { blackouts, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const FORBIDDEN = "You don't have permission to do that.";
const NOT_FOUND = "Blackout not found";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function blackoutForm(overrides: Record<string, string | undefined> = {}): FormData {
  const fields: Record<string, string | undefined> = {
    type: "business",
    startDate: "2026-12-24",
    endDate: "2026-12-26",
    startTime: "",
    endTime: "",
    reason: "Christmas closure",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
}

describe.each(databaseKinds)("blackouts on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let manager: CurrentUser;
  let staffUser: CurrentUser;
  let otherOwner: CurrentUser;
  let emmaId: string;
  let otherStaffId: string;
  let otherBlackoutId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    owner = await userByEmail(OWNER.email);
    manager = await userByEmail(MANAGER.email);
    staffUser = await userByEmail(STAFF.email);
    const [emma] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Emma Wilson"));
    emmaId = emma.id;

    // A second business with its own owner, staff member and blackout.
    const other = await insertBusiness(database.db, { slug: "other-salon", name: "Other Salon" });
    const [member] = await database.db
      .insert(staffMembers)
      .values({ businessId: other.id, name: "Olly Other", availability: staffAvailabilitySchema.parse({}) })
      .returning();
    otherStaffId = member.id;
    const [boss] = await database.db
      .insert(users)
      .values({
        email: "boss@other.example.com",
        name: "Boss",
        role: "owner",
        passwordHash: await hashPassword("boss-pass"),
        businessId: other.id,
      })
      .returning();
    otherOwner = (await loadUser(database.db, boss.id))!;
    const [row] = await database.db
      .insert(blackouts)
      .values({
        businessId: other.id,
        type: "business",
        startDate: "2026-12-01",
        endDate: "2026-12-01",
        reason: "Other's day",
      })
      .returning();
    otherBlackoutId = row.id;
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  async function rowById(id: string) {
    const [row] = await database.db.select().from(blackouts).where(eq(blackouts.id, id));
    return row;
  }

  it("creates a whole-day business blackout for the owner's business", async () => {
    const result = await runAction(createBlackout, owner, blackoutForm(), database.db);
    expect(result).toMatchObject({ ok: true, message: "The blackout period has been added." });
    const id = result.ok ? result.data!.id : "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowById(id)).toMatchObject({
      businessId: owner.business!.id,
      type: "business",
      staffId: null,
      startDate: "2026-12-24",
      endDate: "2026-12-26",
      startTime: null,
      endTime: null,
      reason: "Christmas closure",
      recurring: false,
      recurringPattern: "none",
    });
  });

  it("creates a recurring staff blackout with times for a manager", async () => {
    const result = await runAction(
      createBlackout,
      manager,
      blackoutForm({
        type: "staff",
        staffId: emmaId,
        startDate: "2026-11-24",
        endDate: "2026-11-24",
        startTime: "12:00",
        endTime: "13:00",
        reason: "Lunch",
        recurring: "on",
        recurringPattern: "weekly",
      }),
      database.db,
    );
    expect(result.ok).toBe(true);
    const row = await rowById(result.ok ? result.data!.id : "");
    expect(row).toMatchObject({ type: "staff", staffId: emmaId, recurring: true, recurringPattern: "weekly" });
    expect(row.startTime?.slice(0, 5)).toBe("12:00");

    const list = await listBlackouts(database.db, { businessId: owner.business!.id });
    const lunch = list.find((item) => item.reason === "Lunch")!;
    // Times come back as 'HH:mm' and the staff name comes with the row.
    expect(lunch).toMatchObject({
      staffName: "Emma Wilson",
      startTime: "12:00",
      endTime: "13:00",
      recurring: true,
      recurringPattern: "weekly",
    });
    expect(isDateBlocked(list, "2026-12-01")).toBe(true); // a later Tuesday
  });

  it("lists the business's blackouts newest start first, never another business's", async () => {
    const list = await listBlackouts(database.db, { businessId: owner.business!.id });
    expect(list.map((item) => item.startDate)).toEqual([...list.map((item) => item.startDate)].sort().reverse());
    expect(list.some((item) => item.id === otherBlackoutId)).toBe(false);
    const options = await listBlackoutStaffOptions(database.db, owner.business!.id);
    expect(options.map((option) => option.name)).toContain("Emma Wilson");
    expect(options.some((option) => option.id === otherStaffId)).toBe(false);
  });

  it("returns the validation messages next to the fields and keeps what was typed", async () => {
    const result = await runAction(
      createBlackout,
      owner,
      blackoutForm({ startDate: "", endDate: "", reason: "Kept" }),
      database.db,
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { startDate: "Start date is required", endDate: "End date is required" },
      values: { reason: "Kept", type: "business" },
    });

    const backwards = await runAction(
      createBlackout,
      owner,
      blackoutForm({ startDate: "2026-12-26", endDate: "2026-12-24" }),
      database.db,
    );
    expect(backwards).toMatchObject({
      ok: false,
      error: "End date cannot be before start date",
      fieldErrors: { endDate: "End date cannot be before start date" },
    });

    const oneTime = await runAction(createBlackout, owner, blackoutForm({ startTime: "09:00" }), database.db);
    expect(oneTime).toMatchObject({
      ok: false,
      fieldErrors: { endTime: "Enter both a start and an end time, or neither" },
    });

    const timesBackwards = await runAction(
      createBlackout,
      owner,
      blackoutForm({ startTime: "14:00", endTime: "13:00" }),
      database.db,
    );
    expect(timesBackwards).toMatchObject({
      ok: false,
      fieldErrors: { endTime: "End time cannot be before start time" },
    });

    const noStaff = await runAction(createBlackout, owner, blackoutForm({ type: "staff", staffId: "" }), database.db);
    expect(noStaff).toMatchObject({ ok: false, fieldErrors: { staffId: "Please select a staff member" } });
  });

  it("refuses staff users, for every action", async () => {
    const created = await runAction(
      createBlackout,
      owner,
      blackoutForm({ reason: "Staff may not touch" }),
      database.db,
    );
    const id = created.ok ? created.data!.id : "";
    expect(await runAction(createBlackout, staffUser, blackoutForm(), database.db)).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN,
    });
    expect(await runAction(updateBlackout, staffUser, blackoutForm({ id, reason: "Changed" }), database.db)).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN,
    });
    expect(await runAction(deleteBlackout, staffUser, { id }, database.db)).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN,
    });
    expect((await rowById(id)).reason).toBe("Staff may not touch");
  });

  it("refuses a staff member of another business", async () => {
    const result = await runAction(
      createBlackout,
      owner,
      blackoutForm({ type: "staff", staffId: otherStaffId }),
      database.db,
    );
    expect(result).toMatchObject({
      ok: false,
      error: "Please select a staff member",
      fieldErrors: { staffId: "Please select a staff member" },
    });
    expect(await database.db.select().from(blackouts).where(eq(blackouts.staffId, otherStaffId))).toEqual([]);
  });

  it("treats another business's blackout id like a missing one, and leaves it untouched", async () => {
    const update = await runAction(
      updateBlackout,
      owner,
      blackoutForm({ id: otherBlackoutId, reason: "Hijacked" }),
      database.db,
    );
    expect(update).toMatchObject({ ok: false, error: NOT_FOUND });
    expect(await runAction(deleteBlackout, owner, { id: otherBlackoutId }, database.db)).toMatchObject({
      ok: false,
      error: NOT_FOUND,
    });
    expect(await rowById(otherBlackoutId)).toMatchObject({ reason: "Other's day", startDate: "2026-12-01" });

    expect(await runAction(updateBlackout, owner, blackoutForm({ id: MISSING_ID }), database.db)).toMatchObject({
      ok: false,
      error: NOT_FOUND,
    });
    expect(await runAction(deleteBlackout, owner, { id: "not-a-uuid" }, database.db)).toMatchObject({
      ok: false,
      error: NOT_FOUND,
    });
    // And the other owner cannot reach ours either.
    const ours = (await listBlackouts(database.db, { businessId: owner.business!.id }))[0];
    expect(await runAction(deleteBlackout, otherOwner, { id: ours.id }, database.db)).toMatchObject({
      ok: false,
      error: NOT_FOUND,
    });
  });

  it("ignores a business id sent by the client", async () => {
    const form = blackoutForm({ reason: "Mine", startDate: "2027-03-01", endDate: "2027-03-01" });
    form.set("businessId", otherOwner.business!.id);
    const result = await runAction(createBlackout, owner, form, database.db);
    expect((await rowById(result.ok ? result.data!.id : "")).businessId).toBe(owner.business!.id);
  });

  it("updates a blackout, switching it to a staff member and to monthly", async () => {
    const created = await runAction(
      createBlackout,
      owner,
      blackoutForm({ reason: "To edit", startDate: "2027-01-31", endDate: "2027-01-31" }),
      database.db,
    );
    const id = created.ok ? created.data!.id : "";
    const result = await runAction(
      updateBlackout,
      owner,
      blackoutForm({
        id,
        type: "staff",
        staffId: emmaId,
        startDate: "2027-01-31",
        endDate: "2027-01-31",
        startTime: "09:00",
        endTime: "10:30",
        reason: "Edited",
        recurring: "on",
        recurringPattern: "monthly",
      }),
      database.db,
    );
    expect(result).toMatchObject({ ok: true, message: "The blackout period has been updated.", data: { id } });
    const row = await rowById(id);
    expect(row).toMatchObject({
      type: "staff",
      staffId: emmaId,
      reason: "Edited",
      recurring: true,
      recurringPattern: "monthly",
    });
    expect(row.endTime?.slice(0, 5)).toBe("10:30");

    const invalid = await runAction(
      updateBlackout,
      owner,
      blackoutForm({ id, startDate: "2027-02-02", endDate: "2027-02-01" }),
      database.db,
    );
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { endDate: "End date cannot be before start date" },
      values: { id },
    });
    expect((await rowById(id)).reason).toBe("Edited");

    // Back to the whole business, not recurring: staff and pattern are cleared.
    await runAction(
      updateBlackout,
      owner,
      blackoutForm({ id, staffId: emmaId, reason: "Whole business" }),
      database.db,
    );
    expect(await rowById(id)).toMatchObject({
      type: "business",
      staffId: null,
      recurring: false,
      recurringPattern: "none",
    });
  });

  it("deletes a blackout of the business", async () => {
    const created = await runAction(createBlackout, manager, blackoutForm({ reason: "Delete me" }), database.db);
    const id = created.ok ? created.data!.id : "";
    expect(await runAction(deleteBlackout, manager, { id }, database.db)).toMatchObject({
      ok: true,
      message: "The blackout period has been deleted.",
    });
    expect(await rowById(id)).toBeUndefined();
    expect(await runAction(deleteBlackout, manager, { id }, database.db)).toMatchObject({
      ok: false,
      error: NOT_FOUND,
    });
  });

  it("lists a staff blackout whose member was deleted as 'Unknown Staff' (no staff, blocking no one)", async () => {
    const [temp] = await database.db
      .insert(staffMembers)
      .values({ businessId: owner.business!.id, name: "Temp Tina", availability: staffAvailabilitySchema.parse({}) })
      .returning();
    const created = await runAction(
      createBlackout,
      owner,
      blackoutForm({
        type: "staff",
        staffId: temp.id,
        startDate: "2027-05-05",
        endDate: "2027-05-05",
        reason: "Tina off",
      }),
      database.db,
    );
    const id = created.ok ? created.data!.id : "";
    expect(
      (await listBlackouts(database.db, { businessId: owner.business!.id })).find((item) => item.id === id),
    ).toMatchObject({
      staffName: "Temp Tina",
      staffId: temp.id,
    });

    await database.db.delete(staffMembers).where(eq(staffMembers.id, temp.id));
    const item = (await listBlackouts(database.db, { businessId: owner.business!.id })).find(
      (entry) => entry.id === id,
    )!;
    expect(item).toMatchObject({ type: "staff", staffId: null, staffName: null, reason: "Tina off" });
    expect(isDateBlocked([item], "2027-05-05")).toBe(false);

    // Saving it again needs a staff member chosen.
    const resave = await runAction(
      updateBlackout,
      owner,
      blackoutForm({ id, type: "staff", staffId: temp.id }),
      database.db,
    );
    expect(resave).toMatchObject({ ok: false, fieldErrors: { staffId: "Please select a staff member" } });
  });

  it("asks for a business first", async () => {
    const [row] = await database.db
      .insert(users)
      .values({
        email: "nobiz@example.com",
        name: "No Biz",
        role: "owner",
        passwordHash: await hashPassword("irrelevant"),
      })
      .returning();
    const noBusiness = (await loadUser(database.db, row.id))!;
    expect(await runAction(createBlackout, noBusiness, blackoutForm(), database.db)).toMatchObject({
      ok: false,
      error: "Please complete your business setup first.",
    });
  });
});
