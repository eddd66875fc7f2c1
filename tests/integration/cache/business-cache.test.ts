import { eq } from "drizzle-orm";
import postgres from "postgres";
import { businessIdOf } from "../support/fixtures";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runAction } from "@/lib/actions/action";
import { updateService } from "@/lib/services/actions";
import { loadBookableBusiness } from "@/lib/availability/booking-context";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { getPublicSite } from "@/lib/booking-page/public-site";
import { getBusinessCache } from "@/lib/cache/business-cache";
import { startBusinessChangeListener, type BusinessChangeListener } from "@/lib/cache/business-change-listener";
import { encodeSiteKey } from "@/lib/tenant/site-path";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { setDatabaseHandle } from "@/db";
import { businesses, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const DEMO_SITE = encodeSiteKey({ kind: "id", slug: DEMO_BUSINESS_SLUG });

function serviceForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const values = { description: "", category: "Haircut & Styling", color: "#10b981", isActive: "on", ...fields };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe.each(databaseKinds)("the business cache on %s", (kind) => {
  let database: TestDatabase;
  /** Another server's connection: its writes reach this one only through the database's notifications. */
  let otherServer: DatabaseHandle;
  let listener: BusinessChangeListener;
  let owner: CurrentUser;
  const cache = getBusinessCache();

  const readDemo = () => loadBookableBusiness(database.db, demoId, { cached: true });

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    demoId = await businessIdOf(database.db, "demo");
    otherServer = kind === "postgres" ? openDatabase(database.options) : database;
    const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    owner = (await loadUser(database.db, row.id))!;
  });

  beforeEach(async () => {
    listener = await startBusinessChangeListener(database, cache, database.url ?? null);
  });

  afterEach(async () => {
    await listener.stop();
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    if (otherServer !== database) await otherServer.close();
    await database.drop();
  });

  it("serves the business from memory until it changes", async () => {
    expect(cache.enabled).toBe(true);
    const first = await readDemo();
    expect(first?.slug).toBe(DEMO_BUSINESS_SLUG);
    expect(await readDemo()).toBe(first);
    expect(await getPublicSite(DEMO_SITE)).toBe(await getPublicSite(DEMO_SITE));
  });

  it("sees another server's change to a service as soon as the database announces it", async () => {
    const before = await readDemo();
    const service = before!.services[0];
    await otherServer.db
      .update(services)
      .set({ durationMinutes: service.durationMinutes + 15 })
      .where(eq(services.id, service.id));
    await vi.waitFor(
      async () => {
        const after = await readDemo();
        expect(after?.services.find((s) => s.id === service.id)?.durationMinutes).toBe(service.durationMinutes + 15);
      },
      { timeout: 2_000, interval: 10 },
    );
  });

  it("sees the owner's new email (the owner's notices go there) once the database announces it", async () => {
    const before = await readDemo();
    const wait = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 10 });
    await otherServer.db.update(businesses).set({ ownerId: owner.id }).where(eq(businesses.id, before!.id));
    await wait(async () => expect((await readDemo())?.ownerEmail).toBe(owner.email));
    const newEmail = `owner-${Date.now()}@bella.example.com`;
    await otherServer.db.update(users).set({ email: newEmail }).where(eq(users.id, owner.id));
    await wait(async () => expect((await readDemo())?.ownerEmail).toBe(newEmail));
    // Signing in and the like write other columns of users, which leave the copy alone.
    // A late notification of the writes above may still drop the copy (a loaded server): take it once settled.
    let kept = await readDemo();
    await vi.waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const again = await readDemo();
        if (again !== kept) {
          kept = again;
          throw new Error("the copy was still being replaced");
        }
      },
      { timeout: 5_000, interval: 10 },
    );
    await otherServer.db.update(users).set({ sessionVersion: 7 }).where(eq(users.id, owner.id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readDemo()).toBe(kept);
    await otherServer.db.update(users).set({ email: owner.email }).where(eq(users.id, owner.id));
    await otherServer.db.update(businesses).set({ ownerId: before!.ownerId }).where(eq(businesses.id, before!.id));
  });

  it("drops this server's copy when one of its actions changes the business, before any notification", async () => {
    const before = await readDemo();
    const service = before!.services[0];
    const page = await getPublicSite(DEMO_SITE);
    const result = await runAction(
      updateService,
      owner,
      serviceForm({ id: service.id, name: "Cut and finish", duration: "60", price: "40" }),
      database.db,
    );
    expect(result.ok).toBe(true);
    // No waiting: the very next read is fresh.
    expect((await readDemo())?.services.find((s) => s.id === service.id)?.name).toBe("Cut and finish");
    const pageAfter = await getPublicSite(DEMO_SITE);
    expect(pageAfter).not.toBe(page);
    expect(pageAfter?.services.find((s) => s.id === service.id)?.name).toBe("Cut and finish");
  });

  it("stops offering times with a staff member made inactive elsewhere", async () => {
    const business = (await readDemo())!;
    const member = business.staffMembers[0];
    const serviceId = member.specialties.length > 0 ? member.specialties[0] : business.services[0].id;
    await getPublicAvailability(database.db, demoId, serviceId, member.id, new Date());
    await otherServer.db.update(staffMembers).set({ isActive: false }).where(eq(staffMembers.id, member.id));
    await vi.waitFor(
      () =>
        expect(getPublicAvailability(database.db, demoId, serviceId, member.id, new Date())).rejects.toThrow(
          "This staff member is not available",
        ),
      { timeout: 2_000, interval: 10 },
    );
    await otherServer.db.update(staffMembers).set({ isActive: true }).where(eq(staffMembers.id, member.id));
  });

  it("forgets every business when one changes how it is found (its public id or custom domain)", async () => {
    const [other] = await otherServer.db
      .insert(businesses)
      .values({
        slug: `cache-other-${kind}`,
        name: "Other",
        hours: businessHoursSchema.parse({}),
        customization: customizationSchema.parse({}),
        calendarSettings: calendarSettingsSchema.parse({}),
        whiteLabel: whiteLabelSchema.parse({}),
        staffAccess: staffAccessSchema.parse({}),
      })
      .returning({ id: businesses.id });
    // Its notification drops copies still loading (their business is not known yet): let it arrive first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const demo = await readDemo();
    await getPublicSite(DEMO_SITE);
    expect(cache.size).toBe(2);
    // A change to another business's details leaves the demo's copies alone...
    await otherServer.db.update(businesses).set({ name: "Other Salon" }).where(eq(businesses.id, other.id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readDemo()).toBe(demo);
    // ...a new public id drops them all.
    await otherServer.db
      .update(businesses)
      .set({ slug: `cache-moved-${kind}` })
      .where(eq(businesses.id, other.id));
    await vi.waitFor(() => expect(cache.size).toBe(0), { timeout: 2_000, interval: 10 });
  });

  it("does not serve a copy made before a change that arrived while it loaded", async () => {
    const reading = readDemo();
    cache.invalidateBusiness((await reading)!.id);
    const again = await readDemo();
    expect(again).not.toBe(await reading);
  });

  if (kind === "postgres") {
    it("turns itself off while its connection is down and back on, empty, once it listens again", async () => {
      await readDemo();
      expect(cache.size).toBeGreaterThan(0);
      const admin = postgres(database.url!, { max: 1, onnotice: () => {} });
      try {
        await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`;
        await vi.waitFor(() => expect(cache.enabled).toBe(false), { timeout: 2_000, interval: 5 });
        expect(cache.size).toBe(0);
        // Meanwhile every read goes to the database.
        const a = await readDemo();
        expect(await readDemo()).not.toBe(a);
        await vi.waitFor(() => expect(cache.enabled).toBe(true), { timeout: 5_000, interval: 20 });
        const b = await readDemo();
        expect(await readDemo()).toBe(b);
      } finally {
        await admin.end();
      }
    });

    it("stays off when it has nowhere to listen (PostgreSQL behind pgbouncer, no DATABASE_LISTEN_URL)", async () => {
      await listener.stop();
      listener = await startBusinessChangeListener(database, cache, null);
      expect(cache.enabled).toBe(false);
      const a = await readDemo();
      expect(await readDemo()).not.toBe(a);
    });
  }
});
