import { eq } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { saveBusiness } from "@/lib/business/actions";
import { addMyselfAsStaff } from "@/lib/staff/actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import type { Database } from "@/db/client";
import * as schema from "@/db/schema";
import { bookings, businesses, businessImages, services, staffMembers, users } from "@/db/schema";
import { buildSetupChecklist } from "@/lib/overview/setup-checklist";
import { getSetupState } from "@/lib/overview/setup-queries";
import { EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import {
  customizationSchema,
  NEW_BUSINESS_STAFF_ACCESS,
  staffAvailabilitySchema,
} from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * The guided start: the checklist's facts in one statement, ticking as a new business does each step,
 * never counting another business's rows; and "Add myself as a staff member" (owner or manager, once).
 */

describe.each(databaseKinds)("setup checklist on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser & { business: NonNullable<CurrentUser["business"]> };
  let businessId: string;
  let otherId: string;

  async function addUser(email: string, role: "owner" | "manager" | "staff", business: string | null) {
    const [row] = await database.db
      .insert(users)
      .values({ email, name: email.split("@")[0].replace(/\./g, " "), role, businessId: business, passwordHash: "x" })
      .returning({ id: users.id });
    return (await loadUser(database.db, row.id))!;
  }

  const state = async () => (await getSetupState(database.db, businessId))!;
  const checklist = async () => buildSetupChecklist((await state()).facts);
  const doneSteps = async () => (await checklist()).steps.filter((step) => step.done).map((step) => step.id as string);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Another business with everything done: none of it may count for the new one.
    const other = await insertBusiness(database.db, {
      slug: "other-salon",
      name: "Other Salon",
      customization: customizationSchema.parse({ theme: "warm" }),
    });
    otherId = other.id;
    await database.db.insert(services).values({ businessId: otherId, name: "Other Cut", pricePence: 2000 });
    await database.db.insert(staffMembers).values({
      businessId: otherId,
      name: "Olly",
      email: "nina@example.com",
      availability: staffAvailabilitySchema.parse({}),
    });
    await database.db.insert(bookings).values({
      businessId: otherId,
      serviceName: "Other Cut",
      customerName: "Someone",
      customerEmail: "someone@example.com",
      startsAt: new Date("2031-01-06T10:00:00Z"),
      endsAt: new Date("2031-01-06T10:30:00Z"),
    });

    // A newly registered owner creates their business on Business Setup.
    const registered = await addUser("nina@example.com", "owner", null);
    const created = await runAction(
      saveBusiness,
      registered,
      toBusinessFormFields({
        ...EMPTY_BUSINESS_FORM,
        name: "Nina's Nails",
        type: "beauty",
        hours: { ...EMPTY_BUSINESS_FORM.hours, monday: { enabled: true, start: "08:00", end: "18:00" } },
      }),
      database.db,
    );
    expect(created.ok).toBe(true);
    const me = (await loadUser(database.db, registered.id))!;
    owner = { ...me, business: me.business! };
    businessId = owner.business.id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("starts a new business at 1 of 5 (its hours are saved with it), with the least staff access", async () => {
    expect(await doneSteps()).toEqual(["hours"]);
    expect((await checklist()).next).toBe("service");
    const [row] = await database.db
      .select({ staffAccess: businesses.staffAccess })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(row.staffAccess).toEqual(NEW_BUSINESS_STAFF_ACCESS);
    expect(owner.business.staffAccess).toEqual(NEW_BUSINESS_STAFF_ACCESS);
    expect((await state()).unbookableServices).toEqual([]);
  });

  it("ticks the service only for an active one with a price, and says which services nobody does", async () => {
    await database.db.insert(services).values([
      { businessId, name: "Free Consultation", pricePence: 0, sortOrder: 0 },
      { businessId, name: "Old Gel", pricePence: 3000, isActive: false, sortOrder: 1 },
    ]);
    expect(await doneSteps()).toEqual(["hours"]);
    await database.db.insert(services).values({ businessId, name: "Gel Manicure", pricePence: 2800, sortOrder: 2 });
    expect(await doneSteps()).toEqual(["hours", "service"]);
    const { unbookableServices, activeServiceCount, facts } = await state();
    // Active ones only, in the business's order; nobody is on the team yet.
    expect(unbookableServices.map((service) => service.name)).toEqual(["Free Consultation", "Gel Manicure"]);
    expect(activeServiceCount).toBe(2);
    expect(facts.hasActiveStaff).toBe(false);
  });

  it("adds the owner as a staff member once, doing every service in the opening hours", async () => {
    const first = await runAction(addMyselfAsStaff, owner, {}, database.db);
    expect(first).toMatchObject({ ok: true, data: { outcome: "added", name: "nina" } });
    // A second click, and two at once: still one member.
    const again = await Promise.all([
      runAction(addMyselfAsStaff, owner, {}, database.db),
      runAction(addMyselfAsStaff, owner, {}, database.db),
    ]);
    for (const result of again) expect(result).toMatchObject({ ok: true, data: { outcome: "already" } });
    const members = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, businessId));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      name: "nina",
      email: "nina@example.com",
      jobTitle: "Owner",
      specialties: [],
      isActive: true,
    });
    expect(members[0].availability.monday).toEqual({ enabled: true, start: "08:00", end: "18:00" });
    expect(members[0].availability.sunday.enabled).toBe(false);
    expect(await doneSteps()).toEqual(["hours", "service", "staff"]);
    expect((await state()).unbookableServices).toEqual([]);
    // The other business's member with the same email is theirs, untouched.
    const [olly] = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, otherId));
    expect(olly.name).toBe("Olly");
  });

  it("brings an inactive self back instead of adding another", async () => {
    await database.db.update(staffMembers).set({ isActive: false }).where(eq(staffMembers.businessId, businessId));
    expect(await doneSteps()).toEqual(["hours", "service"]);
    const result = await runAction(addMyselfAsStaff, owner, {}, database.db);
    expect(result).toMatchObject({ ok: true, data: { outcome: "reactivated" } });
    expect(await database.db.$count(staffMembers, eq(staffMembers.businessId, businessId))).toBe(1);
    expect(await doneSteps()).toEqual(["hours", "service", "staff"]);
  });

  it("lets a manager add themselves, never a staff user, each in their own business", async () => {
    const manager = await addUser("mo.manager@example.com", "manager", businessId);
    expect(await runAction(addMyselfAsStaff, manager, {}, database.db)).toMatchObject({
      ok: true,
      data: { outcome: "added", name: "mo manager" },
    });
    const [mo] = await database.db.select().from(staffMembers).where(eq(staffMembers.email, "mo.manager@example.com"));
    expect(mo).toMatchObject({ businessId, jobTitle: "Manager" });
    const staffUser = await addUser("sam.staff@example.com", "staff", businessId);
    const refused = await runAction(addMyselfAsStaff, staffUser, {}, database.db);
    expect(refused.ok).toBe(false);
    expect(await database.db.$count(staffMembers, eq(staffMembers.email, "sam.staff@example.com"))).toBe(0);
    expect(await database.db.$count(staffMembers, eq(staffMembers.businessId, otherId))).toBe(1);
    await database.db.delete(staffMembers).where(eq(staffMembers.id, mo.id));
  });

  it("names a service nobody does once every member has other specialties", async () => {
    const [gel] = await database.db.select().from(services).where(eq(services.name, "Gel Manicure"));
    await database.db
      .update(staffMembers)
      .set({ specialties: [gel.id] })
      .where(eq(staffMembers.businessId, businessId));
    expect((await state()).unbookableServices.map((service) => service.name)).toEqual(["Free Consultation"]);
    await database.db.update(staffMembers).set({ specialties: [] }).where(eq(staffMembers.businessId, businessId));
    expect((await state()).unbookableServices).toEqual([]);
  });

  it("ticks the look for a changed customization or an uploaded image", async () => {
    expect(await doneSteps()).not.toContain("look");
    await database.db.insert(businessImages).values({
      businessId,
      kind: "logo",
      bytes: new Uint8Array([1, 2, 3]),
      contentType: "image/png",
      byteSize: 3,
      sha256: "a".repeat(64),
    });
    expect(await doneSteps()).toContain("look");
    await database.db.delete(businessImages).where(eq(businessImages.businessId, businessId));
    await database.db
      .update(businesses)
      .set({ customization: customizationSchema.parse({ primaryColor: "#7c3aed" }) })
      .where(eq(businesses.id, businessId));
    expect(await doneSteps()).toContain("look");
  });

  it("goes live with the first booking, and is then complete", async () => {
    expect((await checklist()).next).toBe("live");
    await database.db.insert(bookings).values({
      businessId,
      serviceName: "Gel Manicure",
      customerName: "First Customer",
      customerEmail: "first@example.com",
      pricePence: 2800,
      startsAt: new Date("2031-01-07T10:00:00Z"),
      endsAt: new Date("2031-01-07T10:45:00Z"),
    });
    expect(await checklist()).toMatchObject({ doneCount: 5, total: 5, complete: true, next: null });
  });

  it("loads everything in one statement, however many services and staff there are", async () => {
    const logged: string[] = [];
    const logger = { logQuery: (query: string) => logged.push(query) };
    let close = async () => {};
    let counting: Database;
    if (database.pglite) {
      counting = drizzlePglite({ client: database.pglite, schema, logger }) as unknown as Database;
    } else {
      const client = postgres(database.url!, { max: 1 });
      counting = drizzlePostgres(client, { schema, logger }) as unknown as Database;
      close = () => client.end();
    }
    try {
      await getSetupState(counting, businessId);
      expect(logged).toHaveLength(1);
      await database.db
        .insert(services)
        .values(Array.from({ length: 20 }, (_, i) => ({ businessId, name: `Extra ${i}`, pricePence: 1000 + i })));
      logged.length = 0;
      const loaded = await getSetupState(counting, businessId);
      expect(logged).toHaveLength(1);
      expect(loaded?.activeServiceCount).toBe(22);
      expect(await getSetupState(counting, "00000000-0000-4000-8000-000000000000")).toBeNull();
    } finally {
      await close();
    }
  });
});
