import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/*
 * The domain-verification migration on a database with custom domains saved before verification existed:
 * each gets its own token and starts Pending (it stops resolving until verified); the rest is untouched.
 */
describe("migration domain_verification (custom domains start Pending)", () => {
  let database: PartlyMigratedDatabase | undefined;

  afterAll(() => database?.close());

  it("gives every existing custom domain a distinct random token, unverified", async () => {
    database = await openDatabaseBefore("0009_domain_verification");
    const { db } = database;
    await db.execute(sql`
      insert into businesses (slug, name, custom_domain, hours, customization, calendar_settings, white_label, staff_access, ical_token)
      values ('one', 'One', 'book.one.example.com', '{}', '{}', '{}', '{}', '{}', 'token-1'),
             ('two', 'Two', 'book.two.example.com', '{}', '{}', '{}', '{}', '{}', 'token-2'),
             ('plain', 'Plain', null, '{}', '{}', '{}', '{}', '{}', 'token-3')`);

    await database.migrateRest();

    const rows = (
      await db.execute<{ slug: string; token: string | null; verified: string | null }>(
        sql`select slug, custom_domain_token as token, custom_domain_verified_at as verified from businesses order by slug`,
      )
    ).rows;
    expect(rows.map((row) => [row.slug, row.verified])).toEqual([
      ["one", null],
      ["plain", null],
      ["two", null],
    ]);
    const [one, plain, two] = rows;
    expect(plain.token).toBeNull();
    for (const row of [one, two]) expect(row.token).toMatch(/^bookingpro-verify=[0-9a-f]{64}$/);
    expect(one.token).not.toBe(two.token);
  });
});
