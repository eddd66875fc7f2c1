import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { findFreeSlug, saveBusiness } from "@/lib/business/actions";
import { createService, deleteService, updateService } from "@/lib/services/actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { setDatabaseHandle } from "@/db";
import { getBusinessSetup } from "@/lib/business/queries";
import { listServices } from "@/lib/services/queries";
import { businesses, services, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import { DEFAULT_BUSINESS_HOURS } from "@/lib/business/settings-schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const FORBIDDEN = "You don't have permission to do that.";

function businessForm(overrides: Record<string, string | undefined> = {}): FormData {
  const fields = {
    ...toBusinessFormFields({ ...EMPTY_BUSINESS_FORM, name: "Fresh Cuts", type: "barber" }),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
}

function serviceForm(overrides: Record<string, string | undefined> = {}): FormData {
  const fields: Record<string, string | undefined> = {
    name: "Skin Fade",
    description: "Clipper fade with scissor finish",
    duration: "45",
    price: "22.5",
    category: "Haircut & Styling",
    color: "#10b981",
    isActive: "on",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
}

describe.each(databaseKinds)("business setup and services on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  async function newUser(email: string, role: "owner" | "manager" | "staff" = "owner"): Promise<CurrentUser> {
    const [row] = await database.db
      .insert(users)
      .values({ email, name: email.split("@")[0], role, passwordHash: await hashPassword("irrelevant") })
      .returning();
    return (await loadUser(database.db, row.id))!;
  }

  describe("saveBusiness", () => {
    it("creates the business for an owner who has none: they own it and it gets a slug from the name", async () => {
      const owner = await newUser("fresh1@example.com");
      expect(owner.business).toBeNull();

      const result = await runAction(
        saveBusiness,
        owner,
        businessForm({ name: "Fresh Cuts", website: "freshcuts.example.com" }),
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { created: true, slug: "fresh-cuts" } });

      const reloaded = (await loadUser(database.db, owner.id))!;
      expect(reloaded.role).toBe("owner");
      expect(reloaded.business).toMatchObject({ name: "Fresh Cuts", slug: "fresh-cuts", timeZone: "Europe/London" });
      const [row] = await database.db.select().from(businesses).where(eq(businesses.id, reloaded.business!.id));
      expect(row).toMatchObject({
        ownerId: owner.id,
        type: "barber",
        website: "https://freshcuts.example.com",
        hours: DEFAULT_BUSINESS_HOURS,
        isActive: true,
      });
      expect(row.customization).toMatchObject({ primaryColor: "#0ea5e9", theme: "modern" });
      expect(row.staffAccess).toMatchObject({ enableStaffLogin: false });
    });

    it("gives a second business with the same name the slug name-2, and avoids reserved slugs", async () => {
      const second = await newUser("fresh2@example.com");
      expect(await runAction(saveBusiness, second, businessForm({ name: "Fresh  Cuts!" }), database.db)).toMatchObject({
        ok: true,
        data: { created: true, slug: "fresh-cuts-2" },
      });
      const third = await newUser("fresh3@example.com");
      expect(await runAction(saveBusiness, third, businessForm({ name: "FRESH CUTS" }), database.db)).toMatchObject({
        data: { slug: "fresh-cuts-3" },
      });
      const admin = await newUser("admin-name@example.com");
      expect(await runAction(saveBusiness, admin, businessForm({ name: "Admin" }), database.db)).toMatchObject({
        data: { slug: "admin-2" },
      });
      expect(await findFreeSlug(database.db, "Fresh Cuts")).toBe("fresh-cuts-4");
    });

    it("creates one business only when the same user saves twice at once", async () => {
      const owner = await newUser("double@example.com");
      const results = await Promise.all([
        runAction(saveBusiness, owner, businessForm({ name: "Double Submit" }), database.db),
        runAction(saveBusiness, owner, businessForm({ name: "Double Submit" }), database.db),
      ]);
      expect(results.every((result) => result.ok)).toBe(true);
      const rows = await database.db.select().from(businesses).where(eq(businesses.ownerId, owner.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].slug).toBe("double-submit");
    });

    it("gives two different owners saving the same new name at once different slugs", async () => {
      const [first, second] = await Promise.all([newUser("race1@example.com"), newUser("race2@example.com")]);
      const results = await Promise.all([
        runAction(saveBusiness, first, businessForm({ name: "Race Salon" }), database.db),
        runAction(saveBusiness, second, businessForm({ name: "Race Salon" }), database.db),
      ]);
      const slugs = results.map((result) => (result.ok ? result.data?.slug : result.error));
      expect(slugs.sort()).toEqual(["race-salon", "race-salon-2"]);
    });

    it("makes a manager without a business the owner of the one they create", async () => {
      const manager = await newUser("lonely-manager@example.com", "manager");
      expect(await runAction(saveBusiness, manager, businessForm({ name: "Manager Made" }), database.db)).toMatchObject(
        { ok: true },
      );
      const reloaded = (await loadUser(database.db, manager.id))!;
      expect(reloaded).toMatchObject({ role: "owner", business: { slug: "manager-made" } });
    });

    it("updates the user's own business and keeps its slug", async () => {
      const owner = await userByEmail(OWNER.email);
      const before = await getBusinessSetup(database.db, owner.business!.id);
      const result = await runAction(
        saveBusiness,
        owner,
        businessForm({
          name: "Bella Beauty & Spa",
          type: "spa",
          description: "Now with a spa",
          phone: "0161 496 0001",
          email: "spa@bella.example.com",
          timeZone: "Europe/Dublin",
          "hours.monday.start": "08:00",
          "hours.monday.end": "20:00",
          "hours.sunday.enabled": undefined,
        }),
        database.db,
      );
      expect(result).toMatchObject({
        ok: true,
        message: "Your business information has been saved.",
        data: { created: false, slug: "demo" },
      });
      const after = await getBusinessSetup(database.db, owner.business!.id);
      expect(after).toMatchObject({
        slug: "demo",
        name: "Bella Beauty & Spa",
        type: "spa",
        description: "Now with a spa",
        timeZone: "Europe/Dublin",
        hours: { monday: { enabled: true, start: "08:00", end: "20:00" }, sunday: { enabled: false } },
      });
      expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
      // No second business was created.
      const owned = await database.db.select().from(businesses).where(eq(businesses.ownerId, owner.id));
      expect(owned).toHaveLength(1);
    });

    it("saves opening hours with a break, and refuses a break outside the day's hours, storing nothing", async () => {
      const newcomer = await newUser("breaks-owner@example.com");
      await runAction(saveBusiness, newcomer, businessForm({ name: "Break Salon" }), database.db);
      const owner = (await loadUser(database.db, newcomer.id))!;
      const lunch = { "hours.monday.breaks.0.start": "12:30", "hours.monday.breaks.0.end": "13:15" };
      expect(
        await runAction(saveBusiness, owner, businessForm({ name: "Break Salon", ...lunch }), database.db),
      ).toMatchObject({ ok: true });
      const stored = async () =>
        (await database.db.select().from(businesses).where(eq(businesses.ownerId, owner.id)))[0].hours;
      expect((await stored()).monday).toEqual({
        ...DEFAULT_BUSINESS_HOURS.monday,
        breaks: [{ start: "12:30", end: "13:15" }],
      });
      expect((await stored()).tuesday).toEqual(DEFAULT_BUSINESS_HOURS.tuesday);

      const early = { "hours.monday.breaks.0.start": "07:00", "hours.monday.breaks.0.end": "08:00" };
      expect(
        await runAction(saveBusiness, owner, businessForm({ name: "Break Salon", ...early }), database.db),
      ).toMatchObject({
        ok: false,
        fieldErrors: { "hours.monday.breaks.0.start": "A break must be within the day's hours" },
        values: early,
      });
      expect((await stored()).monday.breaks).toEqual([{ start: "12:30", end: "13:15" }]);
    });

    it("lets a manager update the business", async () => {
      const manager = await userByEmail(MANAGER.email);
      expect(
        await runAction(
          saveBusiness,
          manager,
          businessForm({ name: "Bella Beauty Studio", type: "salon" }),
          database.db,
        ),
      ).toMatchObject({ ok: true });
      expect((await getBusinessSetup(database.db, manager.business!.id))!.name).toBe("Bella Beauty Studio");
    });

    it("returns field errors by field name and what was typed, and changes nothing", async () => {
      const owner = await userByEmail(OWNER.email);
      const result = await runAction(
        saveBusiness,
        owner,
        businessForm({
          name: "  ",
          type: "",
          email: "not-an-email",
          "hours.tuesday.start": "18:00",
          "hours.tuesday.end": "09:00",
          address: "1 High Street",
        }),
        database.db,
      );
      expect(result).toMatchObject({
        ok: false,
        error: "Business name is required",
        fieldErrors: {
          name: "Business name is required",
          type: "Choose a business type",
          email: "Enter a valid email address",
          "hours.tuesday.end": "Closing time must be after opening time",
        },
        values: {
          name: "  ",
          type: "",
          email: "not-an-email",
          address: "1 High Street",
          "hours.tuesday.start": "18:00",
          "hours.tuesday.end": "09:00",
        },
      });
      expect((await getBusinessSetup(database.db, owner.business!.id))!.name).toBe("Bella Beauty Studio");
    });

    it("refuses staff, with or without a business", async () => {
      const staff = await userByEmail(STAFF.email);
      expect(await runAction(saveBusiness, staff, businessForm(), database.db)).toMatchObject({
        ok: false,
        error: FORBIDDEN,
      });
      const lonelyStaff = await newUser("lonely-staff@example.com", "staff");
      expect(
        await runAction(saveBusiness, lonelyStaff, businessForm({ name: "Staff Shop" }), database.db),
      ).toMatchObject({ ok: false, error: FORBIDDEN });
      expect(await database.db.select().from(businesses).where(eq(businesses.slug, "staff-shop"))).toHaveLength(0);
    });

    it("refuses signed-out callers", async () => {
      expect(await runAction(saveBusiness, null, businessForm(), database.db)).toMatchObject({
        ok: false,
        error: "Your session has ended. Please sign in again.",
      });
    });
  });

  describe("services", () => {
    let otherOwner: CurrentUser;
    let otherServiceId: string;

    beforeAll(async () => {
      otherOwner = await newUser("rival@example.com");
      await runAction(saveBusiness, otherOwner, businessForm({ name: "Rival Salon" }), database.db);
      otherOwner = (await loadUser(database.db, otherOwner.id))!;
      const created = await runAction(createService, otherOwner, serviceForm({ name: "Rival Cut" }), database.db);
      if (!created.ok) throw new Error(created.error);
      otherServiceId = created.data!.id;
    });

    it("creates a service in the caller's business, price in pence", async () => {
      const owner = await userByEmail(OWNER.email);
      const form = serviceForm();
      form.set("businessId", otherOwner.business!.id); // ignored: the business comes from the session
      const result = await runAction(createService, owner, form, database.db);
      expect(result).toMatchObject({ ok: true, data: { name: "Skin Fade" } });
      const [row] = await database.db
        .select()
        .from(services)
        .where(eq(services.id, (result as { data: { id: string } }).data.id));
      expect(row).toMatchObject({
        businessId: owner.business!.id,
        name: "Skin Fade",
        description: "Clipper fade with scissor finish",
        durationMinutes: 45,
        pricePence: 2250,
        category: "Haircut & Styling",
        color: "#10b981",
        isActive: true,
      });
      const listed = await listServices(database.db, owner.business!.id);
      expect(listed.map((service) => service.name)).toContain("Skin Fade");
      expect(listed.map((service) => service.name)).not.toContain("Rival Cut");
    });

    it("returns validation messages per field and what was typed", async () => {
      const owner = await userByEmail(OWNER.email);
      const result = await runAction(
        createService,
        owner,
        serviceForm({ name: "", duration: "20", price: "12.345", category: "Nope" }),
        database.db,
      );
      expect(result).toMatchObject({
        ok: false,
        error: "Service name is required",
        fieldErrors: {
          name: "Service name is required",
          duration: "Duration must be in steps of 15 minutes",
          price: "Enter a price like 12.50",
          category: "Choose a category",
        },
        values: { name: "", duration: "20", price: "12.345", category: "Nope", isActive: "on" },
      });
      expect(
        await runAction(createService, owner, serviceForm({ duration: "10", price: "-1" }), database.db),
      ).toMatchObject({
        ok: false,
        fieldErrors: { duration: "Duration must be at least 15 minutes", price: "Price must be £0 or more" },
      });
    });

    it("updates a service of the caller's business, including switching it off", async () => {
      const manager = await userByEmail(MANAGER.email);
      const created = await runAction(createService, manager, serviceForm({ name: "Manager Service" }), database.db);
      expect(created).toMatchObject({ ok: true });
      const id = (created as { data: { id: string } }).data.id;

      const result = await runAction(
        updateService,
        manager,
        serviceForm({
          id,
          name: "Manager Service Plus",
          duration: "60",
          price: "40",
          isActive: undefined,
          category: "Other",
        }),
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { id, name: "Manager Service Plus" } });
      const [row] = await database.db.select().from(services).where(eq(services.id, id));
      expect(row).toMatchObject({
        name: "Manager Service Plus",
        durationMinutes: 60,
        pricePence: 4000,
        isActive: false,
        category: "Other",
      });
    });

    it("deletes a service of the caller's business", async () => {
      const owner = await userByEmail(OWNER.email);
      const created = await runAction(createService, owner, serviceForm({ name: "Short Lived" }), database.db);
      const id = (created as { data: { id: string } }).data.id;
      expect(await runAction(deleteService, owner, { id }, database.db)).toMatchObject({
        ok: true,
        data: { id, name: "Short Lived" },
      });
      expect(await database.db.select().from(services).where(eq(services.id, id))).toHaveLength(0);
      expect(await runAction(deleteService, owner, { id }, database.db)).toEqual({
        ok: false,
        code: "not_found",
        error: "Service not found",
      });
    });

    it("treats another business's service exactly like a missing one, and leaves it untouched", async () => {
      const owner = await userByEmail(OWNER.email);
      const missing = "00000000-0000-4000-8000-000000000000";
      for (const id of [otherServiceId, missing, "not-a-uuid", ""]) {
        const updated = await runAction(updateService, owner, serviceForm({ id, name: "Hijacked" }), database.db);
        expect(updated).toMatchObject({ ok: false, error: "Service not found" });
        expect(await runAction(deleteService, owner, { id }, database.db)).toEqual({
          ok: false,
          code: "not_found",
          error: "Service not found",
        });
      }
      const [row] = await database.db.select().from(services).where(eq(services.id, otherServiceId));
      expect(row).toMatchObject({ name: "Rival Cut", businessId: otherOwner.business!.id });
    });

    it("refuses staff and users without a business", async () => {
      const staff = await userByEmail(STAFF.email);
      const [demoService] = await listServices(database.db, staff.business!.id);
      expect(await runAction(createService, staff, serviceForm(), database.db)).toMatchObject({
        ok: false,
        error: FORBIDDEN,
      });
      expect(await runAction(updateService, staff, serviceForm({ id: demoService.id }), database.db)).toMatchObject({
        ok: false,
        error: FORBIDDEN,
      });
      expect(await runAction(deleteService, staff, { id: demoService.id }, database.db)).toMatchObject({
        ok: false,
        error: FORBIDDEN,
      });
      expect(await database.db.select().from(services).where(eq(services.id, demoService.id))).toHaveLength(1);

      const owner = await userByEmail(OWNER.email);
      expect(await runAction(createService, { ...owner, business: null }, serviceForm(), database.db)).toMatchObject({
        ok: false,
        error: "Please complete your business setup first.",
      });
    });
  });
});
