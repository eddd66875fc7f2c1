import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabaseHandle } from "@/db";
import type { Database } from "@/db/client";
import { getPublicSite } from "@/lib/booking-page/public-site";
import { findPublicBookingPage } from "@/lib/booking-page/queries";
import { seedDemoData } from "@/db/seed";
import { parseHost } from "@/lib/tenant/parse-host";
import { resolveTenant } from "@/lib/tenant/resolve-tenant";
import { toInternalSitePath } from "@/lib/tenant/site-path";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const getPublicBookingPage = (slug: string) => findPublicBookingPage({ kind: "id", slug });

describe.each(databaseKinds)("tenant resolution on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    await insertBusiness(database.db, {
      slug: "acme",
      name: "Acme Hair",
      customDomain: "book.acmehair.co.uk",
      customDomainVerifiedAt: new Date(),
    });
    // Saved but never verified: the domain must not lead anywhere.
    await insertBusiness(database.db, { slug: "pending", name: "Pending Nails", customDomain: "nails.pending.co.uk" });
    // 'book' is also a slug: the custom domain match must win for book.acmehair.co.uk.
    await insertBusiness(database.db, { slug: "book", name: "Book Barbers" });
    await insertBusiness(database.db, {
      slug: "closed",
      name: "Closed Spa",
      isActive: false,
      customDomain: "closedspa.co.uk",
      customDomainVerifiedAt: new Date(),
    });
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

  it("ignores a custom domain until it is verified (the subdomain still works)", async () => {
    expect(await tenantFor("nails.pending.co.uk")).toBeNull();
    expect(await tenantFor("pending.localhost")).toBe("Pending Nails");
    expect(await findPublicBookingPage({ kind: "host", hostname: "nails.pending.co.uk", subdomain: null })).toBeNull();
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

  /** The business a public request shows: host and path → internal path → its {site} segment → one lookup. */
  async function siteFor(host: string, path: string) {
    const target = toInternalSitePath(parseHost(host), path);
    if (!target) return undefined;
    return getPublicSite(target.pathname.split("/")[2]);
  }

  /** Counts the statements the lookup sends (relational queries and plain selects). */
  function countQueries() {
    const counter = { count: 0 };
    const db = database.db;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "select" || property === "execute") counter.count++;
        if (property === "query") {
          return new Proxy(target.query, {
            get: (tables, table) =>
              new Proxy(Reflect.get(tables, table) as object, {
                get: (methods, method) => {
                  counter.count++;
                  const value = Reflect.get(methods, method);
                  return typeof value === "function" ? value.bind(methods) : value;
                },
              }),
          });
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Database;
    setDatabaseHandle({ ...database, db: counting });
    return counter;
  }

  it("finds a tenant host's booking page in one query: custom domain first, then the first label", async () => {
    const counter = countQueries();
    try {
      const page = await siteFor("book.acmehair.co.uk", "/");
      expect(counter.count).toBe(1);
      expect(page?.name).toBe("Acme Hair");
      expect((await siteFor("book.localhost:3000", "/embed"))?.name).toBe("Book Barbers");
      const demo = await siteFor("DEMO.localhost:3000", "/");
      expect(demo?.name).toBe("Bella Beauty Studio");
      expect(demo?.services.length).toBeGreaterThan(0);
      expect(demo?.staffMembers.length).toBeGreaterThan(0);
      expect(counter.count).toBe(3);
    } finally {
      setDatabaseHandle(database);
    }
  });

  it("finds /book/{id} and /embed/{id} on any host by the public id, active businesses only", async () => {
    expect((await siteFor("localhost:3000", "/book/DEMO"))?.name).toBe("Bella Beauty Studio");
    expect((await siteFor("acme.localhost:3000", "/embed/demo"))?.name).toBe("Bella Beauty Studio");
    expect(await siteFor("localhost", "/book/closed")).toBeNull();
    expect(await siteFor("localhost", "/book/no-such-business")).toBeNull();
    expect(await siteFor("localhost", "/embed/not%20an%20id")).toBeNull();
    expect(await siteFor("closedspa.co.uk", "/")).toBeNull();
    expect(await siteFor("nobody.localhost", "/embed")).toBeNull();
    expect(await siteFor("localhost", "/")).toBeUndefined();
  });

  it("brands a tenant's sign-in pages from the same lookup", async () => {
    const tenant = await resolveTenant("book.acmehair.co.uk", "book");
    const page = await getPublicSite("host:book.acmehair.co.uk:book");
    expect(tenant).toMatchObject({ id: page?.id, slug: "acme", name: "Acme Hair" });
    expect(tenant?.branding.companyName).toBe("Acme Hair");
  });
});
