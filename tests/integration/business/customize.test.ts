import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { CUSTOMIZATION_SAVED_MESSAGE, saveCustomization } from "@/lib/business/customize-actions";
import { loadUser } from "@/lib/auth/load-user";
import { findPublicBookingPage } from "@/lib/booking-page/queries";
import { setDatabaseHandle } from "@/db";
import { businesses, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE, NO_BUSINESS_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { customizationSchema } from "@/lib/business/settings-schema";
import { COLOR_INVALID_MESSAGE, IMAGE_URL_INVALID_MESSAGE } from "@/lib/business/customize-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;

/** The whole posted form: every tab's fields, ticked switches as 'on'. */
function form(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    primaryColor: "#7C3AED",
    secondaryColor: "#f59e0b",
    theme: "warm",
    fontFamily: "Playfair Display",
    borderRadius: "large",
    logo: "https://cdn.example.com/logo.png",
    headerImage: "",
    showBusinessInfo: undefined,
    showPricing: "on",
    showStaffSelection: undefined,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe.each(databaseKinds)("customize booking page on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;
  const userIds: Record<string, string> = {};

  const asUser = async (email: string) => loadUser(database.db, userIds[email]);
  const customizationOf = async (id: string) => {
    const [row] = await database.db
      .select({ customization: businesses.customization })
      .from(businesses)
      .where(eq(businesses.id, id));
    return row.customization;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;
    otherId = (await insertBusiness(database.db, { slug: "other", name: "Other Salon" })).id;
    for (const row of await database.db.select({ id: users.id, email: users.email }).from(users)) {
      userIds[row.email] = row.id;
    }
  });

  beforeEach(async () => {
    const defaults = customizationSchema.parse({});
    await database.db.update(businesses).set({ customization: defaults });
  });

  afterAll(async () => {
    await database.drop();
  });

  it("stores the owner's whole look, normalised, and the public page reads it", async () => {
    const result = await runAction(saveCustomization, await asUser(OWNER.email), form());
    expect(result).toMatchObject({ ok: true, message: CUSTOMIZATION_SAVED_MESSAGE });
    const expected = {
      primaryColor: "#7c3aed",
      secondaryColor: "#f59e0b",
      theme: "warm",
      fontFamily: "Playfair Display",
      borderRadius: "large",
      logo: "https://cdn.example.com/logo.png",
      headerImage: null,
      showBusinessInfo: false,
      showPricing: true,
      showStaffSelection: false,
    };
    expect(result.ok && result.data).toEqual(expected);
    expect(await customizationOf(demoId)).toEqual(expected);
    const page = await findPublicBookingPage({ kind: "id", slug: DEMO_BUSINESS_SLUG });
    expect(page?.customization).toEqual(expected);
    // The other business is untouched.
    expect(await customizationOf(otherId)).toEqual(customizationSchema.parse({}));
  });

  it("lets a manager save too", async () => {
    const result = await runAction(saveCustomization, await asUser(MANAGER.email), form({ theme: "minimal" }));
    expect(result.ok).toBe(true);
    expect(await customizationOf(demoId)).toMatchObject({ theme: "minimal" });
  });

  it("refuses staff, signed-out callers and owners without a business, changing nothing", async () => {
    expect(await runAction(saveCustomization, await asUser(STAFF.email), form())).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN_MESSAGE,
    });
    expect(await runAction(saveCustomization, null, form())).toEqual({
      ok: false,
      code: "unauthenticated",
      error: NOT_SIGNED_IN_MESSAGE,
    });
    const [homeless] = await database.db
      .insert(users)
      .values({
        email: `homeless-${kind}@example.com`,
        name: "Hal",
        role: "owner",
        passwordHash: "x",
        businessId: null,
      })
      .returning();
    const result = await runAction(saveCustomization, await loadUser(database.db, homeless.id), form());
    expect(result).toMatchObject({ ok: false, error: NO_BUSINESS_MESSAGE });
    expect(await customizationOf(demoId)).toEqual(customizationSchema.parse({}));
  });

  it("changes only the signed-in user's business, whatever ids the request carries", async () => {
    const result = await runAction(
      saveCustomization,
      await asUser(OWNER.email),
      form({ businessId: otherId, id: otherId } as Record<string, string>),
    );
    expect(result.ok).toBe(true);
    expect(await customizationOf(otherId)).toEqual(customizationSchema.parse({}));
  });

  it("answers bad colours, themes and image addresses field by field, keeping what was typed", async () => {
    const typed = form({
      primaryColor: "purple",
      secondaryColor: "#12345",
      theme: "neon",
      fontFamily: "Comic Sans",
      borderRadius: "huge",
      logo: "http://cdn.example.com/logo.png",
      headerImage: "javascript:alert(1)",
    });
    const result = await runAction(saveCustomization, await asUser(OWNER.email), typed);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      primaryColor: COLOR_INVALID_MESSAGE,
      secondaryColor: COLOR_INVALID_MESSAGE,
      theme: "Choose a theme",
      fontFamily: "Choose a font",
      borderRadius: "Choose a corner style",
      logo: IMAGE_URL_INVALID_MESSAGE,
      headerImage: IMAGE_URL_INVALID_MESSAGE,
    });
    expect(result.values).toMatchObject({ primaryColor: "purple", logo: "http://cdn.example.com/logo.png" });
    expect(await customizationOf(demoId)).toEqual(customizationSchema.parse({}));
  });
});
