import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { saveBusiness } from "@/lib/business/actions";
import { createService, reorderServices } from "@/lib/services/actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { findPublicBookingPage } from "@/lib/booking-page/queries";
import { listServices } from "@/lib/services/queries";
import { displayOrder } from "@/lib/services/reorder";
import { setDatabaseHandle } from "@/db";
import { services, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import { SERVICE_ORDER_CHANGED_MESSAGE } from "@/lib/services/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, , STAFF] = DEMO_ACCOUNTS;

const serviceForm = (name: string, category = "Haircut & Styling") => ({
  name,
  description: "",
  duration: "30",
  price: "20",
  category,
  color: "#10b981",
  isActive: "on",
});

describe.each(databaseKinds)("the order of services on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let otherOwner: CurrentUser;

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  /** Every service row of a business, by id: what a refused reorder must leave exactly as it was. */
  const rowsOf = (businessId: string) =>
    database.db.select().from(services).where(eq(services.businessId, businessId)).orderBy(asc(services.id));

  const namesInOrder = async (user: CurrentUser) =>
    (await listServices(database.db, user.business!.id)).map((service) => service.name);

  const idsInOrder = async (user: CurrentUser) =>
    (await listServices(database.db, user.business!.id)).map((service) => service.id);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    owner = await userByEmail(OWNER.email);

    const [row] = await database.db
      .insert(users)
      .values({ email: "other-owner@example.com", name: "Other", role: "owner", passwordHash: await hashPassword("x") })
      .returning();
    const created = await runAction(
      saveBusiness,
      (await loadUser(database.db, row.id))!,
      toBusinessFormFields({ ...EMPTY_BUSINESS_FORM, name: "Other Salon", type: "barber" }),
      database.db,
    );
    expect(created).toMatchObject({ ok: true });
    otherOwner = (await loadUser(database.db, row.id))!;
    expect(await runAction(createService, otherOwner, serviceForm("Other Cut"), database.db)).toMatchObject({
      ok: true,
    });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  it("lists the demo services in the seeded order", async () => {
    expect(await namesInOrder(owner)).toEqual([
      "Haircut & Style",
      "Full Colour",
      "Beard Trim",
      "Signature Facial",
      "Gel Manicure",
      "Deep Tissue Massage",
    ]);
  });

  it("writes each service's position and the booking page shows the new order", async () => {
    const reversed = (await idsInOrder(owner)).reverse();
    const result = await runAction(reorderServices, owner, { serviceIds: reversed }, database.db);
    expect(result).toMatchObject({ ok: true });

    const rows = await database.db
      .select({ id: services.id, sortOrder: services.sortOrder })
      .from(services)
      .where(eq(services.businessId, owner.business!.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.sortOrder]))).toEqual(
      Object.fromEntries(reversed.map((id, position) => [id, position])),
    );
    expect(await idsInOrder(owner)).toEqual(reversed);

    const page = await findPublicBookingPage({ kind: "id", slug: DEMO_BUSINESS_SLUG });
    expect(page?.services.map((service) => service.id)).toEqual(reversed);
    // Grouped as the page shows them: a category where its first service is.
    expect(displayOrder(page!.services).map((service) => service.name)).toEqual([
      "Deep Tissue Massage",
      "Gel Manicure",
      "Signature Facial",
      "Beard Trim",
      "Haircut & Style",
      "Full Colour",
    ]);
  });

  it("puts a new service last", async () => {
    const before = await idsInOrder(owner);
    const created = await runAction(createService, owner, serviceForm("Aaa First By Name"), database.db);
    expect(created).toMatchObject({ ok: true });
    const after = await idsInOrder(owner);
    expect(after.slice(0, -1)).toEqual(before);
    expect((await namesInOrder(owner)).at(-1)).toBe("Aaa First By Name");
    const [row] = await database.db.select().from(services).where(eq(services.name, "Aaa First By Name"));
    expect(row.sortOrder).toBe(before.length);
  });

  it("refuses a list with another business's service and changes nothing in either business", async () => {
    const own = await idsInOrder(owner);
    const foreign = await idsInOrder(otherOwner);
    const [mineBefore, theirsBefore] = await Promise.all([rowsOf(owner.business!.id), rowsOf(otherOwner.business!.id)]);

    for (const serviceIds of [
      [...own, foreign[0]],
      [...own.slice(1), foreign[0]],
      [foreign[0]],
      [...own.slice(1), "c0000000-0000-4000-8000-000000000000"],
    ]) {
      const result = await runAction(reorderServices, owner, { serviceIds }, database.db);
      expect(result).toEqual({ ok: false, code: "invalid", error: SERVICE_ORDER_CHANGED_MESSAGE });
    }
    expect(await rowsOf(owner.business!.id)).toEqual(mineBefore);
    expect(await rowsOf(otherOwner.business!.id)).toEqual(theirsBefore);
  });

  it("refuses a list missing one of the business's services, or naming one twice", async () => {
    const own = await idsInOrder(owner);
    const before = await rowsOf(owner.business!.id);
    const missing = await runAction(reorderServices, owner, { serviceIds: own.slice(1).reverse() }, database.db);
    expect(missing).toEqual({ ok: false, code: "invalid", error: SERVICE_ORDER_CHANGED_MESSAGE });
    const twice = await runAction(reorderServices, owner, { serviceIds: [...own.slice(1), own[1]] }, database.db);
    expect(twice).toMatchObject({ ok: false, error: expect.stringMatching(/listed twice/) });
    const notIds = await runAction(reorderServices, owner, { serviceIds: ["not-an-id"] }, database.db);
    expect(notIds).toMatchObject({ ok: false });
    const tooMany = Array.from({ length: 501 }, (_, i) => `c0000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(await runAction(reorderServices, owner, { serviceIds: tooMany }, database.db)).toMatchObject({ ok: false });
    expect(await rowsOf(owner.business!.id)).toEqual(before);
  });

  it("accepts upper-case ids and refuses staff", async () => {
    const own = await idsInOrder(owner);
    const staff = await userByEmail(STAFF.email);
    const before = await rowsOf(owner.business!.id);
    const refused = await runAction(reorderServices, staff, { serviceIds: [...own].reverse() }, database.db);
    expect(refused).toEqual({ ok: false, code: "forbidden", error: FORBIDDEN_MESSAGE });
    expect(await rowsOf(owner.business!.id)).toEqual(before);

    const upper = [...own].reverse().map((id) => id.toUpperCase());
    expect(await runAction(reorderServices, owner, { serviceIds: upper }, database.db)).toMatchObject({ ok: true });
    expect(await idsInOrder(owner)).toEqual([...own].reverse());
  });
});
