import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { saveWhiteLabel, WHITE_LABEL_SAVED_MESSAGE } from "@/lib/business/white-label-actions";
import { verifySignIn } from "@/lib/auth/credentials";
import { loadUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { setDatabaseHandle } from "@/db";
import { businesses, releasedSlugs, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE, NO_BUSINESS_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { CUSTOM_DOMAIN_INVALID_MESSAGE, CUSTOM_DOMAIN_PLATFORM_MESSAGE } from "@/lib/tenant/custom-domain";
import { parseHost } from "@/lib/tenant/parse-host";
import { resolveTenant } from "@/lib/tenant/resolve-tenant";
import { staffAccessSchema, staffAvailabilitySchema, whiteLabelSchema } from "@/lib/business/settings-schema";
import {
  CUSTOM_DOMAIN_TAKEN_MESSAGE,
  LOGO_URL_INVALID_MESSAGE,
  SUBDOMAIN_RESERVED_MESSAGE,
  SUBDOMAIN_TAKEN_MESSAGE,
  toWhiteLabelFormValues,
  WHITE_LABEL_FORM_FIELDS,
} from "@/lib/business/white-label-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;

type BusinessRow = typeof businesses.$inferSelect;

const OTHER_DOMAIN = "bookings.other-salon.co.uk";
const OTHER_STAFF = { email: "olly@other.example.com", password: "olly-pass" };
const OTHER_OWNER = { email: "boss@other.example.com", password: "boss-pass" };

/** The posted form as a plain object: text fields as typed, ticked checkboxes as 'on', unticked ones absent. */
function form(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    customDomain: "",
    subdomain: DEMO_BUSINESS_SLUG,
    companyName: "Bella Beauty Studio",
    logoUrl: "",
    primaryColor: "#0ea5e9",
    enableStaffLogin: "on",
    staffCanViewAllBookings: "on",
    staffCanModifyBookings: "on",
    staffCanManageAvailability: "on",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function toFormData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The columns the action may touch, plus the ones it must not. */
const snapshot = (row: BusinessRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  customDomain: row.customDomain,
  whiteLabel: row.whiteLabel,
  staffAccess: row.staffAccess,
  customization: row.customization,
  hours: row.hours,
  isActive: row.isActive,
  ownerId: row.ownerId,
});

describe.each(databaseKinds)("white label settings on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;
  let demoBefore: BusinessRow;
  let otherBefore: BusinessRow;
  let homelessOwnerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    [demoBefore] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demoBefore.id;

    // A second business with a custom domain, its own branding, an owner and a staff user.
    const other = await insertBusiness(database.db, {
      slug: "other",
      name: "Other Salon",
      customDomain: OTHER_DOMAIN,
      whiteLabel: whiteLabelSchema.parse({
        companyName: "Other Ltd",
        primaryColor: "#123456",
        hideBookingProBranding: true,
      }),
      staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, staffCanModifyBookings: false }),
    });
    otherId = other.id;
    const [member] = await database.db
      .insert(staffMembers)
      .values({ businessId: otherId, name: "Olly", availability: staffAvailabilitySchema.parse({}) })
      .returning();
    const inserted = await database.db
      .insert(users)
      .values([
        {
          email: OTHER_STAFF.email,
          name: "Olly",
          role: "staff",
          passwordHash: await hashPassword(OTHER_STAFF.password),
          businessId: otherId,
          staffMemberId: member.id,
        },
        {
          email: OTHER_OWNER.email,
          name: "Boss",
          role: "owner",
          passwordHash: await hashPassword(OTHER_OWNER.password),
          businessId: otherId,
        },
        {
          email: "homeless@example.com",
          name: "Hal",
          role: "owner",
          passwordHash: await hashPassword("hal-pass"),
          businessId: null,
        },
      ])
      .returning();
    homelessOwnerId = inserted[2].id;
    await database.db.update(businesses).set({ ownerId: inserted[1].id }).where(eq(businesses.id, otherId));
    [otherBefore] = await database.db.select().from(businesses).where(eq(businesses.id, otherId));
  });

  afterEach(async () => {
    // Put both businesses back as they were, so no test depends on another's order. Two steps:
    // a test may have swapped names between them, and slug and domain are unique.
    for (const [index, row] of [demoBefore, otherBefore].entries()) {
      await database.db
        .update(businesses)
        .set({ slug: `restoring-${index}`, customDomain: null, customDomainToken: null, customDomainVerifiedAt: null })
        .where(eq(businesses.id, row.id));
    }
    for (const row of [demoBefore, otherBefore]) {
      await database.db
        .update(businesses)
        .set({
          slug: row.slug,
          customDomain: row.customDomain,
          customDomainToken: row.customDomainToken,
          customDomainVerifiedAt: row.customDomainVerifiedAt,
          whiteLabel: row.whiteLabel,
          staffAccess: row.staffAccess,
          isActive: row.isActive,
        })
        .where(eq(businesses.id, row.id));
    }
    await database.db.delete(releasedSlugs);
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function businessRow(id: string) {
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, id));
    return row;
  }

  async function userByEmail(email: string) {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return loadUser(database.db, row.id);
  }

  async function ownerUser() {
    return (await userByEmail(OWNER.email))!;
  }

  async function expectDemoUnchanged() {
    expect(snapshot(await businessRow(demoId))).toEqual(snapshot(demoBefore));
  }

  async function expectOtherUnchanged() {
    expect(snapshot(await businessRow(otherId))).toEqual(snapshot(otherBefore));
  }

  describe("saveWhiteLabel", () => {
    it("saves domain, subdomain, branding and staff access of the owner's business", async () => {
      const result = await runAction(
        saveWhiteLabel,
        await ownerUser(),
        form({
          customDomain: " https://Bookings.Bella-Beauty.co.uk/ ",
          subdomain: " Bella-Studio ",
          companyName: "  Bella Beauty Ltd ",
          logoUrl: "https://cdn.example.com/bella/logo.png",
          primaryColor: "#AA3366",
          hideBookingProBranding: "on",
          staffCanViewAllBookings: undefined,
          staffCanManageAvailability: undefined,
        }),
        database.db,
      );
      const row = await businessRow(demoId);
      expect(result).toEqual({
        ok: true,
        message: WHITE_LABEL_SAVED_MESSAGE,
        data: {
          slug: "bella-studio",
          customDomain: "bookings.bella-beauty.co.uk",
          customDomainToken: row.customDomainToken,
          customDomainVerifiedAt: null,
        },
      });
      expect(row.customDomainToken).toMatch(/^bookingpro-verify=/);

      expect(row.slug).toBe("bella-studio");
      expect(row.customDomain).toBe("bookings.bella-beauty.co.uk");
      expect(row.whiteLabel).toEqual({
        companyName: "Bella Beauty Ltd",
        logoUrl: "https://cdn.example.com/bella/logo.png",
        primaryColor: "#aa3366",
        hideBookingProBranding: true,
      });
      expect(row.staffAccess).toEqual({
        enableStaffLogin: true,
        staffCanViewAllBookings: false,
        staffCanModifyBookings: true,
        staffCanManageAvailability: false,
      });
      // Nothing else about the business changed.
      expect({
        ...snapshot(row),
        slug: demoBefore.slug,
        customDomain: null,
        whiteLabel: demoBefore.whiteLabel,
        staffAccess: demoBefore.staffAccess,
      }).toEqual(snapshot(demoBefore));

      // The form reads the stored row back as saved.
      expect(
        toWhiteLabelFormValues({
          slug: row.slug,
          customDomain: row.customDomain,
          whiteLabel: whiteLabelSchema.parse(row.whiteLabel),
          staffAccess: staffAccessSchema.parse(row.staffAccess),
        }),
      ).toEqual({
        customDomain: "bookings.bella-beauty.co.uk",
        subdomain: "bella-studio",
        companyName: "Bella Beauty Ltd",
        logoUrl: "https://cdn.example.com/bella/logo.png",
        primaryColor: "#aa3366",
        hideBookingProBranding: true,
        enableStaffLogin: true,
        staffCanViewAllBookings: false,
        staffCanModifyBookings: true,
        staffCanManageAvailability: false,
      });

      // The session's business now carries the new slug and the subdomain resolves to it; the custom
      // domain does not until it is verified (domain-verification.test.ts).
      expect((await ownerUser()).business).toMatchObject({ id: demoId, slug: "bella-studio" });
      const tenantName = async (host: string) => {
        const parsed = parseHost(host);
        return parsed.kind === "tenant" ? ((await resolveTenant(parsed.hostname, parsed.subdomain))?.id ?? null) : null;
      };
      expect(await tenantName("bookings.bella-beauty.co.uk")).toBeNull();
      expect(await tenantName("bella-studio.localhost:3000")).toBe(demoId);
      expect(await tenantName("demo.localhost:3000")).toBeNull();
      await expectOtherUnchanged();
    });

    it("accepts FormData as the browser posts it, and clears domain and logo when emptied", async () => {
      const owner = await ownerUser();
      expect(
        await runAction(
          saveWhiteLabel,
          owner,
          form({ customDomain: "www.bella.example.com", logoUrl: "https://cdn.example.com/l.png" }),
          database.db,
        ),
      ).toMatchObject({ ok: true });
      const result = await runAction(
        saveWhiteLabel,
        await ownerUser(),
        toFormData(form({ customDomain: "", logoUrl: "  ", companyName: "" })),
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { slug: "demo", customDomain: null } });
      const row = await businessRow(demoId);
      expect(row.customDomain).toBeNull();
      expect(row.whiteLabel).toEqual({
        companyName: "",
        logoUrl: null,
        primaryColor: "#0ea5e9",
        hideBookingProBranding: false,
      });
      expect(row.staffAccess).toEqual({
        enableStaffLogin: true,
        staffCanViewAllBookings: true,
        staffCanModifyBookings: true,
        staffCanManageAvailability: true,
      });
    });

    it("refuses managers and staff with the permission message and changes nothing", async () => {
      for (const account of [MANAGER, STAFF]) {
        const user = await userByEmail(account.email);
        expect(user, account.email).not.toBeNull();
        const result = await runAction(
          saveWhiteLabel,
          user,
          form({
            subdomain: "hijacked",
            customDomain: "evil.example.com",
            hideBookingProBranding: "on",
            enableStaffLogin: undefined,
          }),
          database.db,
        );
        expect(result, account.email).toMatchObject({ ok: false, error: FORBIDDEN_MESSAGE });
        expect(result).not.toHaveProperty("fieldErrors");
      }
      await expectDemoUnchanged();
      await expectOtherUnchanged();
    });

    it("refuses signed-out callers and owners without a (active) business", async () => {
      expect(await runAction(saveWhiteLabel, null, form({ subdomain: "nobody" }), database.db)).toMatchObject({
        ok: false,
        error: NOT_SIGNED_IN_MESSAGE,
      });

      const homeless = await loadUser(database.db, homelessOwnerId);
      expect(homeless).toMatchObject({ role: "owner", business: null });
      expect(await runAction(saveWhiteLabel, homeless, form({ subdomain: "homeless" }), database.db)).toMatchObject({
        ok: false,
        error: NO_BUSINESS_MESSAGE,
      });

      // An owner whose business was deactivated has no business either.
      await database.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, otherId));
      const boss = await userByEmail(OTHER_OWNER.email);
      expect(boss).toMatchObject({ role: "owner", business: null });
      expect(await runAction(saveWhiteLabel, boss, form({ subdomain: "other-2" }), database.db)).toMatchObject({
        ok: false,
        error: NO_BUSINESS_MESSAGE,
      });
      expect((await businessRow(otherId)).slug).toBe("other");

      await expectDemoUnchanged();
      const count = await database.db.select({ id: businesses.id }).from(businesses);
      expect(count).toHaveLength(2);
    });

    it("reports invalid input per field, echoes what was typed, and changes nothing", async () => {
      const typed = form({
        customDomain: "x.localhost",
        subdomain: "Admin",
        logoUrl: "javascript:alert(1)",
        primaryColor: "#0ea5e9",
      });
      const result = await runAction(saveWhiteLabel, await ownerUser(), typed, database.db);
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: {
          customDomain: CUSTOM_DOMAIN_PLATFORM_MESSAGE,
          subdomain: SUBDOMAIN_RESERVED_MESSAGE,
          logoUrl: LOGO_URL_INVALID_MESSAGE,
        },
        values: typed,
      });
      expect(
        await runAction(saveWhiteLabel, await ownerUser(), form({ customDomain: "127.0.0.1" }), database.db),
      ).toMatchObject({
        ok: false,
        error: CUSTOM_DOMAIN_INVALID_MESSAGE,
        fieldErrors: { customDomain: CUSTOM_DOMAIN_INVALID_MESSAGE },
      });
      await expectDemoUnchanged();
    });

    it("refuses a subdomain taken by another business, echoing what was typed", async () => {
      const typed = form({ subdomain: " OTHER ", companyName: "Still typed", hideBookingProBranding: "on" });
      const result = await runAction(saveWhiteLabel, await ownerUser(), typed, database.db);
      expect(result).toEqual({
        ok: false,
        code: "conflict",
        error: SUBDOMAIN_TAKEN_MESSAGE,
        fieldErrors: { subdomain: SUBDOMAIN_TAKEN_MESSAGE },
        values: typed,
      });
      await expectDemoUnchanged();
      await expectOtherUnchanged();
    });

    it("refuses a custom domain used by another business, however it is typed", async () => {
      for (const customDomain of [OTHER_DOMAIN, "https://Bookings.Other-Salon.co.uk/", `${OTHER_DOMAIN}.`]) {
        const typed = form({ customDomain });
        const result = await runAction(saveWhiteLabel, await ownerUser(), typed, database.db);
        expect(result, customDomain).toEqual({
          ok: false,
          code: "conflict",
          error: CUSTOM_DOMAIN_TAKEN_MESSAGE,
          fieldErrors: { customDomain: CUSTOM_DOMAIN_TAKEN_MESSAGE },
          values: typed,
        });
      }
      await expectDemoUnchanged();
      await expectOtherUnchanged();
    });

    it("reports both clashes at once", async () => {
      const typed = form({ subdomain: "other", customDomain: OTHER_DOMAIN });
      const result = await runAction(saveWhiteLabel, await ownerUser(), typed, database.db);
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { subdomain: SUBDOMAIN_TAKEN_MESSAGE, customDomain: CUSTOM_DOMAIN_TAKEN_MESSAGE },
        values: typed,
      });
      expect([SUBDOMAIN_TAKEN_MESSAGE, CUSTOM_DOMAIN_TAKEN_MESSAGE]).toContain((result as { error: string }).error);
      await expectDemoUnchanged();
      await expectOtherUnchanged();
    });

    it("counts a deactivated business's subdomain and domain as taken", async () => {
      await database.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, otherId));
      expect(
        await runAction(saveWhiteLabel, await ownerUser(), form({ subdomain: "other" }), database.db),
      ).toMatchObject({ ok: false, fieldErrors: { subdomain: SUBDOMAIN_TAKEN_MESSAGE } });
      expect(
        await runAction(saveWhiteLabel, await ownerUser(), form({ customDomain: OTHER_DOMAIN }), database.db),
      ).toMatchObject({
        ok: false,
        fieldErrors: { customDomain: CUSTOM_DOMAIN_TAKEN_MESSAGE },
      });
      await expectDemoUnchanged();
    });

    it("lets the owner save their own current subdomain and domain again", async () => {
      const first = form({ customDomain: "bookings.bella.example.com", companyName: "First" });
      expect(await runAction(saveWhiteLabel, await ownerUser(), first, database.db)).toMatchObject({
        ok: true,
        data: { slug: "demo", customDomain: "bookings.bella.example.com" },
      });
      const again = form({
        customDomain: "HTTPS://bookings.bella.example.com/",
        subdomain: "Demo",
        companyName: "Second",
      });
      expect(await runAction(saveWhiteLabel, await ownerUser(), again, database.db)).toMatchObject({
        ok: true,
        data: { slug: "demo", customDomain: "bookings.bella.example.com" },
      });
      const row = await businessRow(demoId);
      expect(row).toMatchObject({
        slug: "demo",
        customDomain: "bookings.bella.example.com",
        whiteLabel: { companyName: "Second" },
      });
      await expectOtherUnchanged();
    });

    it("frees the old subdomain and domain for other businesses once changed", async () => {
      expect(
        await runAction(
          saveWhiteLabel,
          await ownerUser(),
          form({ subdomain: "bella-new", customDomain: "old.bella.example.com" }),
          database.db,
        ),
      ).toMatchObject({ ok: true });
      expect(
        await runAction(
          saveWhiteLabel,
          await ownerUser(),
          form({ subdomain: "bella-new", customDomain: "new.bella.example.com" }),
          database.db,
        ),
      ).toMatchObject({ ok: true });
      // The old subdomain is held for 30 days (domain-verification.test.ts); this one was given up long ago.
      await database.db.update(releasedSlugs).set({ releasedAt: sql`now() - interval '31 days'` });
      const boss = (await userByEmail(OTHER_OWNER.email))!;
      const result = await runAction(
        saveWhiteLabel,
        boss,
        form({ subdomain: "demo", customDomain: "old.bella.example.com", companyName: "Other Ltd" }),
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { slug: "demo", customDomain: "old.bella.example.com" } });
      expect(await businessRow(otherId)).toMatchObject({ slug: "demo", customDomain: "old.bella.example.com" });
      expect(await businessRow(demoId)).toMatchObject({ slug: "bella-new", customDomain: "new.bella.example.com" });
    });

    it("keeps the three staff permissions as stored while the staff portal is off", async () => {
      const owner = await ownerUser();
      const chosen = form({
        staffCanViewAllBookings: undefined,
        staffCanModifyBookings: "on",
        staffCanManageAvailability: undefined,
      });
      expect(await runAction(saveWhiteLabel, owner, chosen, database.db)).toMatchObject({ ok: true });
      expect((await businessRow(demoId)).staffAccess).toEqual({
        enableStaffLogin: true,
        staffCanViewAllBookings: false,
        staffCanModifyBookings: true,
        staffCanManageAvailability: false,
      });

      // Off, with the (disabled) permission boxes posted in every other way: the stored ones stay.
      for (const permissions of [
        { staffCanViewAllBookings: "on", staffCanModifyBookings: undefined, staffCanManageAvailability: "on" },
        {
          staffCanViewAllBookings: undefined,
          staffCanModifyBookings: undefined,
          staffCanManageAvailability: undefined,
        },
      ]) {
        const result = await runAction(
          saveWhiteLabel,
          await ownerUser(),
          form({ enableStaffLogin: undefined, ...permissions }),
          database.db,
        );
        expect(result).toMatchObject({ ok: true });
        expect((await businessRow(demoId)).staffAccess).toEqual({
          enableStaffLogin: false,
          staffCanViewAllBookings: false,
          staffCanModifyBookings: true,
          staffCanManageAvailability: false,
        });
      }

      // Back on: what is posted now counts.
      expect(
        await runAction(saveWhiteLabel, await ownerUser(), form({ staffCanModifyBookings: undefined }), database.db),
      ).toMatchObject({ ok: true });
      expect((await businessRow(demoId)).staffAccess).toEqual({
        enableStaffLogin: true,
        staffCanViewAllBookings: true,
        staffCanModifyBookings: false,
        staffCanManageAvailability: true,
      });
    });

    it("only ever writes the session's business, whatever ids or columns are posted", async () => {
      const owner = await ownerUser();
      const result = await runAction(
        saveWhiteLabel,
        owner,
        {
          ...form({
            subdomain: "bella-x",
            customDomain: "x.bella.example.com",
            companyName: "Mine",
            hideBookingProBranding: "on",
            enableStaffLogin: undefined,
          }),
          businessId: otherId,
          id: otherId,
          slug: "other",
          isActive: "false",
          name: "Renamed",
        },
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { slug: "bella-x", customDomain: "x.bella.example.com" } });
      await expectOtherUnchanged();
      const demo = await businessRow(demoId);
      expect(demo).toMatchObject({
        slug: "bella-x",
        customDomain: "x.bella.example.com",
        name: demoBefore.name,
        isActive: true,
      });

      // The other owner's save does not touch the demo business either.
      const boss = (await userByEmail(OTHER_OWNER.email))!;
      expect(
        await runAction(
          saveWhiteLabel,
          boss,
          { ...form({ subdomain: "other", customDomain: OTHER_DOMAIN, companyName: "Boss Ltd" }), businessId: demoId },
          database.db,
        ),
      ).toMatchObject({ ok: true });
      expect(snapshot(await businessRow(demoId))).toEqual(snapshot(demo));
      expect((await businessRow(otherId)).whiteLabel).toMatchObject({ companyName: "Boss Ltd" });
    });

    it("lets exactly one of two owners claiming the same free subdomain at once win", async () => {
      const owner = await ownerUser();
      const boss = (await userByEmail(OTHER_OWNER.email))!;
      const results = await Promise.all([
        runAction(
          saveWhiteLabel,
          owner,
          form({ subdomain: "contested", customDomain: "contested.example.com" }),
          database.db,
        ),
        runAction(
          saveWhiteLabel,
          boss,
          form({ subdomain: "contested", customDomain: "contested.example.com" }),
          database.db,
        ),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const loser = results.find((result) => !result.ok) as { ok: false; error: string };
      expect([
        SUBDOMAIN_TAKEN_MESSAGE,
        CUSTOM_DOMAIN_TAKEN_MESSAGE,
        "That subdomain or domain was just taken by another business. Please choose another.",
      ]).toContain(loser.error);
      const rows = await database.db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(eq(businesses.slug, "contested"));
      expect(rows).toHaveLength(1);
    });

    it("echoes only the form's own fields", async () => {
      const typed = form({ subdomain: "other" });
      const result = await runAction(
        saveWhiteLabel,
        await ownerUser(),
        { ...typed, password: "secret", businessId: otherId },
        database.db,
      );
      expect(result).toMatchObject({ ok: false });
      const values = (result as { values?: Record<string, string> }).values ?? {};
      expect(Object.keys(values).every((key) => (WHITE_LABEL_FORM_FIELDS as readonly string[]).includes(key))).toBe(
        true,
      );
      expect(values).toEqual(typed);
    });
  });

  describe("staff portal switch", () => {
    const setStaffLogin = async (enabled: boolean) => {
      const result = await runAction(
        saveWhiteLabel,
        await ownerUser(),
        form({ enableStaffLogin: enabled ? "on" : undefined }),
        database.db,
      );
      expect(result).toMatchObject({ ok: true });
    };

    it("with the portal off, staff are told so after the right password and their sessions end; owners and managers are unaffected", async () => {
      const staffId = (await userByEmail(STAFF.email))!.id;
      await setStaffLogin(false);
      expect((await businessRow(demoId)).staffAccess).toMatchObject({ enableStaffLogin: false });

      expect(await verifySignIn(database.db, { email: STAFF.email, password: STAFF.password }, "10.40.0.1")).toEqual({
        ok: false,
        reason: "staff-portal-off",
      });
      expect(
        await verifySignIn(
          database.db,
          { email: STAFF.email, password: STAFF.password, portal: "staff", tenantSlug: DEMO_BUSINESS_SLUG },
          "10.40.0.1",
        ),
      ).toEqual({
        ok: false,
        reason: "staff-portal-off",
      });
      expect(await verifySignIn(database.db, { email: STAFF.email, password: "wrong-password" }, "10.40.0.2")).toEqual({
        ok: false,
        reason: "invalid",
      });
      expect(
        await verifySignIn(
          database.db,
          { email: STAFF.email, password: STAFF.password, portal: "staff", tenantSlug: "other" },
          "10.40.0.3",
        ),
      ).toEqual({ ok: false, reason: "invalid" });

      expect(await loadUser(database.db, staffId)).toBeNull();
      expect(await userByEmail(OWNER.email)).toMatchObject({
        role: "owner",
        business: { id: demoId, staffAccess: { enableStaffLogin: false } },
      });
      expect(await userByEmail(MANAGER.email)).toMatchObject({ role: "manager", business: { id: demoId } });
      expect(
        await verifySignIn(database.db, { email: OWNER.email, password: OWNER.password }, "10.40.0.4"),
      ).toMatchObject({ ok: true, user: { email: OWNER.email } });
      expect(
        await verifySignIn(database.db, { email: MANAGER.email, password: MANAGER.password }, "10.40.0.4"),
      ).toMatchObject({ ok: true, user: { email: MANAGER.email } });

      // Another business's staff portal stays open.
      expect(
        await verifySignIn(
          database.db,
          { email: OTHER_STAFF.email, password: OTHER_STAFF.password, portal: "staff", tenantSlug: "other" },
          "10.40.0.5",
        ),
      ).toMatchObject({ ok: true });
      expect(await userByEmail(OTHER_STAFF.email)).toMatchObject({ role: "staff", business: { id: otherId } });

      // Back on: sign-in and the session work again.
      await setStaffLogin(true);
      expect(
        await verifySignIn(
          database.db,
          { email: STAFF.email, password: STAFF.password, portal: "staff", tenantSlug: DEMO_BUSINESS_SLUG },
          "10.40.0.6",
        ),
      ).toMatchObject({
        ok: true,
        user: { id: staffId, email: STAFF.email },
      });
      expect(await loadUser(database.db, staffId)).toMatchObject({
        id: staffId,
        role: "staff",
        business: { id: demoId, staffAccess: { enableStaffLogin: true } },
      });
    });

    it("does not count 'portal off' answers as failed sign-ins (no lock-out of the right password)", async () => {
      await setStaffLogin(false);
      for (let i = 0; i < 8; i++) {
        expect(await verifySignIn(database.db, { email: STAFF.email, password: STAFF.password }, "10.41.0.1")).toEqual({
          ok: false,
          reason: "staff-portal-off",
        });
      }
      await setStaffLogin(true);
      expect(
        await verifySignIn(database.db, { email: STAFF.email, password: STAFF.password }, "10.41.0.1"),
      ).toMatchObject({ ok: true });
    });

    it("applies to the business's staff only once the owner saved it off, and from the stored value", async () => {
      // Written directly (as an older row might be): the same rule applies.
      await database.db
        .update(businesses)
        .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: false }) })
        .where(eq(businesses.id, otherId));
      expect(
        await verifySignIn(database.db, { email: OTHER_STAFF.email, password: OTHER_STAFF.password }, "10.42.0.1"),
      ).toEqual({ ok: false, reason: "staff-portal-off" });
      expect(await userByEmail(OTHER_STAFF.email)).toBeNull();
      expect(await userByEmail(OTHER_OWNER.email)).toMatchObject({ role: "owner", business: { id: otherId } });
      // The demo business is unaffected.
      expect(
        await verifySignIn(database.db, { email: STAFF.email, password: STAFF.password }, "10.42.0.2"),
      ).toMatchObject({ ok: true });
      expect(await userByEmail(STAFF.email)).toMatchObject({ role: "staff", business: { id: demoId } });
    });

    it("leaves a staff user without a business to the usual rules (no portal to switch off)", async () => {
      const [row] = await database.db
        .insert(users)
        .values({
          email: "loose-staff@example.com",
          name: "Lou",
          role: "staff",
          passwordHash: await hashPassword("lou-pass"),
          businessId: null,
        })
        .returning();
      try {
        expect(
          await verifySignIn(database.db, { email: "loose-staff@example.com", password: "lou-pass" }, "10.43.0.1"),
        ).toMatchObject({ ok: true });
        expect(await loadUser(database.db, row.id)).toMatchObject({ role: "staff", business: null });
      } finally {
        await database.db.delete(users).where(eq(users.id, row.id));
      }
    });
  });
});
