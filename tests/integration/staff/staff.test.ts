import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { createStaffLogin, createStaffMember, deleteStaffMember, updateStaffMember } from "@/lib/staff/actions";
import { verifySignIn } from "@/lib/auth/credentials";
import { loadUser } from "@/lib/auth/load-user";
import { setPasswordWithToken } from "@/lib/auth/password-reset";
import { setDatabaseHandle } from "@/db";
import { getStaffScreen } from "@/lib/staff/queries";
import { businesses, mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  DEFAULT_STAFF_AVAILABILITY,
  staffAccessSchema,
  staffAvailabilitySchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { EMPTY_STAFF_FORM, toStaffFormFields, type StaffFormValues } from "@/lib/staff/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;

const NOT_FOUND = { ok: false, code: "not_found", error: "Staff member not found" };
const FORBIDDEN = { ok: false, code: "forbidden", error: "You don't have permission to do that." };

/** The posted form, as a plain object (FormData is covered separately). */
const form = (overrides: Partial<StaffFormValues> = {}) =>
  toStaffFormFields({ ...EMPTY_STAFF_FORM, name: "Zoe Green", email: "zoe@example.com", ...overrides });

function toFormData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

describe.each(databaseKinds)("staff management on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let demoServiceIds: string[];
  let otherId: string;
  let otherServiceId: string;
  let otherMemberId: string;
  let restoreEnv = () => {};

  beforeAll(async () => {
    restoreEnv = setTestEnv({ SMTP_URL: undefined });
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;
    demoServiceIds = (
      await database.db.select({ id: services.id }).from(services).where(eq(services.businessId, demoId))
    ).map((row) => row.id);

    // A second business with its own service and staff member.
    const [other] = await database.db
      .insert(businesses)
      .values({
        slug: "other",
        name: "Other Salon",
        hours: businessHoursSchema.parse({}),
        customization: customizationSchema.parse({}),
        calendarSettings: calendarSettingsSchema.parse({}),
        whiteLabel: whiteLabelSchema.parse({}),
        staffAccess: staffAccessSchema.parse({ enableStaffLogin: true }),
      })
      .returning();
    otherId = other.id;
    const [service] = await database.db
      .insert(services)
      .values({ businessId: other.id, name: "Other Cut" })
      .returning();
    otherServiceId = service.id;
    const [member] = await database.db
      .insert(staffMembers)
      .values({
        businessId: other.id,
        name: "Olly",
        email: "olly@other.example.com",
        jobTitle: "Barber",
        availability: staffAvailabilitySchema.parse({}),
      })
      .returning();
    otherMemberId = member.id;
  });

  afterAll(async () => {
    restoreEnv();
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string) {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  async function setStaffLogin(businessId: string, enabled: boolean) {
    await database.db
      .update(businesses)
      .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: enabled }) })
      .where(eq(businesses.id, businessId));
  }

  async function memberById(id: string) {
    const [row] = await database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
    return row;
  }

  async function expectOtherMemberUntouched() {
    const row = await memberById(otherMemberId);
    expect(row).toMatchObject({
      businessId: otherId,
      name: "Olly",
      email: "olly@other.example.com",
      jobTitle: "Barber",
    });
  }

  describe("create", () => {
    it("adds a member to the caller's business with specialties, availability and job title", async () => {
      const owner = await userByEmail(OWNER.email);
      const availability = { ...DEFAULT_STAFF_AVAILABILITY, saturday: { enabled: true, start: "10:00", end: "14:00" } };
      const result = await runAction(
        createStaffMember,
        owner,
        {
          ...form({
            phone: "07700 900999",
            jobTitle: "Colourist",
            specialties: demoServiceIds.slice(0, 2),
            availability,
          }),
          businessId: otherId,
        },
        database.db,
      );
      expect(result).toMatchObject({
        ok: true,
        message: '"Zoe Green" has been added to your team.',
        data: { name: "Zoe Green" },
      });
      const row = await memberById((result as { data: { id: string } }).data.id);
      expect(row).toMatchObject({
        businessId: demoId,
        name: "Zoe Green",
        email: "zoe@example.com",
        phone: "07700 900999",
        jobTitle: "Colourist",
        specialties: demoServiceIds.slice(0, 2),
        isActive: true,
      });
      expect(row.availability).toEqual(availability);
    });

    it("accepts FormData as the browser posts it (one ticked box, unticked Active)", async () => {
      const manager = await userByEmail(MANAGER.email);
      const result = await runAction(
        createStaffMember,
        manager,
        toFormData(form({ name: "Fay", email: "fay@example.com", specialties: [demoServiceIds[0]], isActive: false })),
        database.db,
      );
      expect(result).toMatchObject({ ok: true });
      const row = await memberById((result as { data: { id: string } }).data.id);
      expect(row).toMatchObject({ name: "Fay", specialties: [demoServiceIds[0]], isActive: false, businessId: demoId });
      expect(row.availability).toEqual(DEFAULT_STAFF_AVAILABILITY);
    });

    it("reports the validation messages per field and echoes what was typed", async () => {
      const owner = await userByEmail(OWNER.email);
      const before = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, demoId));
      const result = await runAction(
        createStaffMember,
        owner,
        {
          ...form({ name: "  ", email: "", jobTitle: "Stylist" }),
          "availability.monday.start": "17:00",
          "availability.monday.end": "09:00",
        },
        database.db,
      );
      expect(result).toMatchObject({
        ok: false,
        error: "Full name is required",
        fieldErrors: {
          name: "Full name is required",
          email: "Email is required",
          "availability.monday.end": "End time must be after start time",
        },
        values: {
          name: "  ",
          email: "",
          jobTitle: "Stylist",
          "availability.monday.start": "17:00",
          "availability.monday.end": "09:00",
        },
      });
      expect(await runAction(createStaffMember, owner, form({ name: "x".repeat(121) }), database.db)).toMatchObject({
        ok: false,
        fieldErrors: { name: "Full name can be at most 120 characters" },
      });
      expect(await runAction(createStaffMember, owner, form({ jobTitle: "x".repeat(81) }), database.db)).toMatchObject({
        ok: false,
        fieldErrors: { jobTitle: "Job title can be at most 80 characters" },
      });
      const after = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, demoId));
      expect(after).toHaveLength(before.length);
    });

    it("requires the email only while the business has staff login enabled", async () => {
      await setStaffLogin(demoId, false);
      try {
        const owner = await userByEmail(OWNER.email);
        expect(owner.business?.staffAccess.enableStaffLogin).toBe(false);
        const result = await runAction(createStaffMember, owner, form({ name: "No Mail", email: "" }), database.db);
        expect(result).toMatchObject({ ok: true });
        expect(await memberById((result as { data: { id: string } }).data.id)).toMatchObject({
          name: "No Mail",
          email: "",
        });
      } finally {
        await setStaffLogin(demoId, true);
      }
      const owner = await userByEmail(OWNER.email);
      expect(
        await runAction(createStaffMember, owner, form({ name: "No Mail", email: "" }), database.db),
      ).toMatchObject({
        ok: false,
        fieldErrors: { email: "Email is required" },
      });
    });

    it("refuses specialties that are not services of this business", async () => {
      const owner = await userByEmail(OWNER.email);
      for (const specialties of [
        [otherServiceId],
        [demoServiceIds[0], otherServiceId],
        ["not-a-uuid"],
        ["00000000-0000-4000-8000-000000000000"],
      ]) {
        expect(
          await runAction(createStaffMember, owner, form({ name: "Foreign", specialties }), database.db),
        ).toMatchObject({
          ok: false,
          error: "Choose services of this business",
          fieldErrors: { specialties: "Choose services of this business" },
        });
      }
      const rows = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Foreign"));
      expect(rows).toHaveLength(0);
    });
  });

  describe("roles", () => {
    it("refuses staff users for every staff action and changes nothing", async () => {
      const staff = await userByEmail(STAFF.email);
      const [emma] = await database.db.select().from(staffMembers).where(eq(staffMembers.id, staff.staffMemberId!));
      expect(await runAction(createStaffMember, staff, form({ name: "Sneaky" }), database.db)).toEqual(FORBIDDEN);
      expect(
        await runAction(updateStaffMember, staff, { ...form({ name: "Sneaky" }), id: emma.id }, database.db),
      ).toEqual(FORBIDDEN);
      expect(await runAction(deleteStaffMember, staff, { id: emma.id }, database.db)).toEqual(FORBIDDEN);
      expect(await runAction(createStaffLogin, staff, { id: emma.id }, database.db)).toEqual(FORBIDDEN);
      expect(await memberById(emma.id)).toMatchObject({ name: "Emma Wilson" });
      expect(await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Sneaky"))).toHaveLength(0);
    });

    it("asks users without a business to set it up first", async () => {
      const owner = await userByEmail(OWNER.email);
      expect(await runAction(createStaffMember, { ...owner, business: null }, form(), database.db)).toMatchObject({
        ok: false,
        error: "Please complete your business setup first.",
      });
    });
    it("saves a member's breaks, sorted, and refuses a bad break on its own field, storing nothing", async () => {
      const owner = await userByEmail(OWNER.email);
      const created = await runAction(createStaffMember, owner, form({ name: "Bea" }), database.db);
      const id = (created as { data: { id: string } }).data.id;
      const withBreaks = {
        ...form({ name: "Bea" }),
        id,
        "availability.monday.breaks.0.start": "15:00",
        "availability.monday.breaks.0.end": "15:15",
        "availability.monday.breaks.1.start": "12:30",
        "availability.monday.breaks.1.end": "13:30",
      };
      expect(await runAction(updateStaffMember, owner, withBreaks, database.db)).toMatchObject({ ok: true });
      const saved = (await memberById(id)).availability;
      expect(saved).toEqual({
        ...DEFAULT_STAFF_AVAILABILITY,
        monday: {
          ...DEFAULT_STAFF_AVAILABILITY.monday,
          breaks: [
            { start: "12:30", end: "13:30" },
            { start: "15:00", end: "15:15" },
          ],
        },
      });

      const bad = {
        ...withBreaks,
        "availability.monday.breaks.0.start": "13:00",
        "availability.monday.breaks.0.end": "",
      };
      expect(await runAction(updateStaffMember, owner, bad, database.db)).toMatchObject({
        ok: false,
        fieldErrors: { "availability.monday.breaks.0.end": "Enter the break's end time" },
        values: { "availability.monday.breaks.0.start": "13:00", "availability.monday.breaks.0.end": "" },
      });
      const outside = { ...withBreaks, "availability.monday.breaks.0.end": "17:30" };
      expect(await runAction(updateStaffMember, owner, outside, database.db)).toMatchObject({
        ok: false,
        fieldErrors: { "availability.monday.breaks.0.end": "A break must be within the day's hours" },
      });
      expect((await memberById(id)).availability).toEqual(saved);
    });
  });

  describe("update and delete", () => {
    it("updates a member of the caller's business", async () => {
      const owner = await userByEmail(OWNER.email);
      const created = await runAction(createStaffMember, owner, form({ name: "Ivy" }), database.db);
      const id = (created as { data: { id: string } }).data.id;
      const result = await runAction(
        updateStaffMember,
        owner,
        {
          ...form({
            name: "Ivy Stone",
            email: "IVY@Example.com",
            jobTitle: "Nail Tech",
            specialties: [demoServiceIds[2]],
            isActive: false,
          }),
          id,
          businessId: otherId,
        },
        database.db,
      );
      expect(result).toEqual({ ok: true, message: '"Ivy Stone" has been updated.', data: { id, name: "Ivy Stone" } });
      expect(await memberById(id)).toMatchObject({
        businessId: demoId,
        name: "Ivy Stone",
        email: "ivy@example.com",
        jobTitle: "Nail Tech",
        specialties: [demoServiceIds[2]],
        isActive: false,
      });
      expect(await runAction(updateStaffMember, owner, { ...form({ name: "" }), id }, database.db)).toMatchObject({
        ok: false,
        fieldErrors: { name: "Full name is required" },
        values: { id, name: "" },
      });
      expect(
        await runAction(updateStaffMember, owner, { ...form({ specialties: [otherServiceId] }), id }, database.db),
      ).toMatchObject({
        ok: false,
        fieldErrors: { specialties: "Choose services of this business" },
      });
      expect(await memberById(id)).toMatchObject({ name: "Ivy Stone", specialties: [demoServiceIds[2]] });
    });

    it("answers another business's id exactly like a missing one and leaves it untouched", async () => {
      const owner = await userByEmail(OWNER.email);
      for (const id of [otherMemberId, "00000000-0000-4000-8000-000000000000", "not-a-uuid", ""]) {
        expect(
          await runAction(updateStaffMember, owner, { ...form({ name: "Hijacked" }), id }, database.db),
        ).toMatchObject(NOT_FOUND);
        expect(await runAction(deleteStaffMember, owner, { id }, database.db)).toMatchObject(NOT_FOUND);
        expect(await runAction(createStaffLogin, owner, { id }, database.db)).toMatchObject(NOT_FOUND);
      }
      expect(await runAction(deleteStaffMember, owner, {}, database.db)).toMatchObject(NOT_FOUND);
      await expectOtherMemberUntouched();
      expect(await database.db.select().from(users).where(eq(users.staffMemberId, otherMemberId))).toHaveLength(0);
    });

    it("deletes a member of the caller's business, once", async () => {
      const manager = await userByEmail(MANAGER.email);
      const created = await runAction(createStaffMember, manager, form({ name: "Temp" }), database.db);
      const id = (created as { data: { id: string } }).data.id;
      expect(await runAction(deleteStaffMember, manager, { id }, database.db)).toEqual({
        ok: true,
        message: '"Temp" has been deleted.',
        data: { id, name: "Temp" },
      });
      expect(await memberById(id)).toBeUndefined();
      expect(await runAction(deleteStaffMember, manager, { id }, database.db)).toMatchObject(NOT_FOUND);
    });
  });

  describe("createStaffLogin", () => {
    it("refuses a member without an email", async () => {
      const owner = await userByEmail(OWNER.email);
      const [member] = await database.db
        .insert(staffMembers)
        .values({ businessId: demoId, name: "Mailless", availability: DEFAULT_STAFF_AVAILABILITY })
        .returning();
      expect(await runAction(createStaffLogin, owner, { id: member.id }, database.db)).toMatchObject({
        ok: false,
        error: "Staff member needs an email address to create a login account",
      });
      expect(await database.db.select().from(users).where(eq(users.staffMemberId, member.id))).toHaveLength(0);
    });

    it("refuses while staff login is disabled", async () => {
      const owner = await userByEmail(OWNER.email);
      const created = await runAction(
        createStaffMember,
        owner,
        form({ name: "Paused", email: "paused@example.com" }),
        database.db,
      );
      const id = (created as { data: { id: string } }).data.id;
      await setStaffLogin(demoId, false);
      try {
        expect(await runAction(createStaffLogin, await userByEmail(OWNER.email), { id }, database.db)).toMatchObject({
          ok: false,
          error: "Enable the staff login portal in White Label settings first.",
        });
      } finally {
        await setStaffLogin(demoId, true);
      }
      expect(await database.db.select().from(users).where(eq(users.email, "paused@example.com"))).toHaveLength(0);
      expect(
        await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "paused@example.com")),
      ).toHaveLength(0);
    });

    it("refuses an email that already has a login", async () => {
      const owner = await userByEmail(OWNER.email);
      const staff = await userByEmail(STAFF.email);
      expect(await runAction(createStaffLogin, owner, { id: staff.staffMemberId! }, database.db)).toMatchObject({
        ok: false,
        error: "A login account with this email already exists.",
      });
      const created = await runAction(
        createStaffMember,
        owner,
        form({ name: "Copycat", email: MANAGER.email.toUpperCase() }),
        database.db,
      );
      const id = (created as { data: { id: string } }).data.id;
      expect(await runAction(createStaffLogin, owner, { id }, database.db)).toMatchObject({
        ok: false,
        error: "A login account with this email already exists.",
      });
      expect(await database.db.select().from(users).where(eq(users.staffMemberId, id))).toHaveLength(0);
    });

    it("creates a linked staff user and emails an invitation that sets the password", async () => {
      const manager = await userByEmail(MANAGER.email);
      const created = await runAction(
        createStaffMember,
        manager,
        form({ name: "Nina Rose", email: "Nina.Rose@Example.com" }),
        database.db,
      );
      const id = (created as { data: { id: string } }).data.id;

      const screenBefore = await getStaffScreen(database.db, demoId);
      expect(screenBefore?.staff.find((member) => member.id === id)?.hasLogin).toBe(false);

      const result = await runAction(createStaffLogin, manager, { id, businessId: otherId }, database.db);
      expect(result).toEqual({
        ok: true,
        message: "An invitation email has been sent to nina.rose@example.com.",
        data: { email: "nina.rose@example.com" },
      });

      const [user] = await database.db.select().from(users).where(eq(users.email, "nina.rose@example.com"));
      expect(user).toMatchObject({ role: "staff", businessId: demoId, staffMemberId: id, name: "Nina Rose" });

      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, "nina.rose@example.com"));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`You're invited to ${manager.business!.name} on BookingPro`);
      expect(mails[0].businessId).toBe(demoId);
      expect(mails[0].textBody).toMatch(/\/reset-password\?invite=1&token=[\w-]+/);
      const token = /reset-password\?invite=1&token=([\w-]+)/.exec(mails[0].textBody)![1];

      // The random password works for nobody; the invitation sets a real one.
      expect(
        await verifySignIn(
          database.db,
          { email: "nina.rose@example.com", password: "newpass1", portal: "staff", tenantSlug: "demo" },
          "10.0.0.1",
        ),
      ).toEqual({
        ok: false,
        reason: "invalid",
      });
      expect(await setPasswordWithToken(database.db, token, "any", "newpass1")).toEqual({
        email: "nina.rose@example.com",
      });
      expect(
        await verifySignIn(
          database.db,
          { email: "nina.rose@example.com", password: "newpass1", portal: "staff", tenantSlug: "demo" },
          "10.0.0.1",
        ),
      ).toMatchObject({
        ok: true,
        user: { email: "nina.rose@example.com" },
      });

      const screenAfter = await getStaffScreen(database.db, demoId);
      expect(screenAfter?.staff.find((member) => member.id === id)?.hasLogin).toBe(true);
      expect(await runAction(createStaffLogin, manager, { id }, database.db)).toMatchObject({
        ok: false,
        error: "A login account with this email already exists.",
      });
      expect(
        await database.db
          .select()
          .from(users)
          .where(and(eq(users.staffMemberId, id), eq(users.role, "staff"))),
      ).toHaveLength(1);
    });
  });

  describe("getStaffScreen", () => {
    it("lists one business's staff with login flags, its services and the staff login flag", async () => {
      const screen = (await getStaffScreen(database.db, demoId))!;
      expect(screen.staffLoginEnabled).toBe(true);
      expect(screen.services.map((service) => service.id).sort()).toEqual([...demoServiceIds].sort());
      expect(screen.staff.every((member) => member.id !== otherMemberId)).toBe(true);
      const emma = screen.staff.find((member) => member.name === "Emma Wilson")!;
      expect(emma).toMatchObject({ hasLogin: true, jobTitle: "Senior Stylist", isActive: true });
      expect(screen.staff.find((member) => member.name === "James Taylor")?.hasLogin).toBe(false);

      const other = (await getStaffScreen(database.db, otherId))!;
      expect(other.staff.map((member) => member.id)).toEqual([otherMemberId]);
      expect(other.services.map((service) => service.id)).toEqual([otherServiceId]);
      expect(await getStaffScreen(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    });
  });
});
