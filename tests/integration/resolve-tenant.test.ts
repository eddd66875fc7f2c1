import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabaseHandle } from "@/db";
import { getPublicBookingPage } from "@/lib/booking-page/queries";
import { seedDemoData } from "@/db/seed";
import { parseHost } from "@/lib/tenant/parse-host";
import { resolveTenant } from "@/lib/tenant/resolve-tenant";
import { insertBusiness } from "./support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/test-database";


describe.each(databaseKinds)("tenant resolution on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    await insertBusiness(database.db, { slug: "acme", name: "Acme Hair", customDomain: "book.acmehair.co.uk" });
    // 'book' is also a slug: the custom domain match must win for book.acmehair.co.uk.
    await insertBusiness(database.db, { slug: "book", name: "Book Barbers" });
    await insertBusiness(database.db, { slug: "closed", name: "Closed Spa", isActive: false, customDomain: "closedspa.co.uk" });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function tenantFor(host: string) {
    const parsed = parseHost(host);
    if (parsed.kind !== "tenant") return null;
    return (await resolveTenant(parsed.hostname, parsed.subdomain))?.name ?? null;
  }

  it("matches the custom domain first, then the first label as slug", async () => {
    expect(await tenantFor("book.acmehair.co.uk")).toBe("Acme Hair");
    expect(await tenantFor("BOOK.ACMEHAIR.CO.UK:443")).toBe("Acme Hair");
    expect(await tenantFor("acme.localhost:3000")).toBe("Acme Hair");
    expect(await tenantFor("book.localhost")).toBe("Book Barbers");
    expect(await tenantFor("demo.localhost:3000")).toBe("Bella Beauty Studio");
  });

  it("ignores inactive businesses and unknown hosts", async () => {
    expect(await tenantFor("closedspa.co.uk")).toBeNull();
    expect(await tenantFor("closed.localhost")).toBeNull();
    expect(await tenantFor("nobody.localhost")).toBeNull();
    expect(await tenantFor("www.localhost")).toBeNull();
    expect(await tenantFor("localhost")).toBeNull();
  });

  it("loads a public booking page in one call, only for active businesses", async () => {
    const page = await getPublicBookingPage("demo");
    expect(page?.name).toBe("Bella Beauty Studio");
    expect(page?.services.length).toBeGreaterThan(0);
    expect(page?.staffMembers.length).toBeGreaterThan(0);
    expect(page?.customization.showPricing).toBe(true);
    expect(await getPublicBookingPage("closed")).toBeNull();
    expect(await getPublicBookingPage("missing")).toBeNull();
  });
});
