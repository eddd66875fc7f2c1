import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBookableBusiness } from "@/lib/availability/booking-context";
import { getPublicSite } from "@/lib/booking-page/public-site";
import { CACHED_READS, CHANGE_TRIGGER_FUNCTION, listCachedTables } from "@/lib/cache/cached-reads";
import { encodeSiteKey } from "@/lib/tenant/site-path";
import { setDatabaseHandle } from "@/db";
import { DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { rowsOf } from "@/db/rows";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

// pg_trigger.tgtype bits (PostgreSQL's pg_trigger.h).
const FOR_EACH_ROW = 1;
const BEFORE = 2;
const ON_INSERT = 4;
const ON_DELETE = 8;
const ON_UPDATE = 16;

type TriggerRow = { table_name: string; type: number; enabled: string };

/** The cached tables (lib/cache/cached-reads.ts) with no enabled AFTER … FOR EACH ROW trigger on insert, update and delete. */
async function findUntriggeredCachedTables(database: TestDatabase): Promise<string[]> {
  const result = await database.db.execute(sql`
    select c.relname as table_name, t.tgtype::int as type, t.tgenabled as enabled
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname = ${CHANGE_TRIGGER_FUNCTION}
  `);
  const triggers = rowsOf<TriggerRow>(result);
  const everyChange = ON_INSERT | ON_UPDATE | ON_DELETE;
  return listCachedTables().filter(
    (table) =>
      !triggers.some(
        (trigger) =>
          trigger.table_name === table &&
          trigger.enabled !== "D" &&
          (trigger.type & FOR_EACH_ROW) !== 0 &&
          (trigger.type & BEFORE) === 0 &&
          (trigger.type & everyChange) === everyChange,
      ),
  );
}

describe.each(databaseKinds)("cache invalidation triggers on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("every table a cached read takes rows from notifies on each row inserted, changed or deleted", async () => {
    expect(listCachedTables()).toEqual([
      "business_images",
      "businesses",
      "resource_blocked_dates",
      "resource_types",
      "resources",
      "service_resource_needs",
      "services",
      "staff_members",
      "staff_schedule_overrides",
      "staff_service_terms",
      "users",
    ]);
    expect(await findUntriggeredCachedTables(database)).toEqual([]);
  });

  it("names a cached table whose trigger is gone", async () => {
    await database.db.execute(sql`drop trigger services_notify_change on services`);
    expect(await findUntriggeredCachedTables(database)).toEqual(["services"]);
  });
});

describe("the cached reads name every table they read", () => {
  let database: TestDatabase;
  const statements: string[] = [];

  beforeAll(async () => {
    // PGlite: its one client runs every statement, so wrapping it records what a loader asks (in-memory database).
    database = await createTestDatabase("pglite");
    await seedDemoData(database.db);
    setDatabaseHandle(database);
    const client = database.pglite!;
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      statements.push(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof client.query;
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  /** The tables named after FROM or JOIN in the statements a read runs. */
  async function tablesReadBy(read: () => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    expect(await read()).not.toBeNull();
    // Quoted ("services", as drizzle writes) or not (users, in a hand-written subquery).
    const names = /\b(?:from|join)\s+(?!lateral\b)"?([a-z_]+)"?/gi;
    const tables = statements.flatMap((text) => [...text.matchAll(names)].map((match) => match[1]));
    expect(tables.length).toBeGreaterThan(0);
    return [...new Set(tables)].sort();
  }

  it("site and business: the public site's record, and the business's record by id", async () => {
    const siteKey = encodeSiteKey({ kind: "id", slug: DEMO_BUSINESS_SLUG });
    expect(CACHED_READS.site.tables).toEqual(expect.arrayContaining(await tablesReadBy(() => getPublicSite(siteKey))));
    const site = await getPublicSite(siteKey);
    const byId = await tablesReadBy(() => loadBookableBusiness(database.db, site!.id));
    expect(CACHED_READS.business.tables).toEqual(expect.arrayContaining(byId));
    // The page is rendered from the site's record alone.
    expect(CACHED_READS.page.tables).toEqual(CACHED_READS.site.tables);
  });
});
