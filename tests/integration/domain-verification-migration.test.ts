import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { MIGRATIONS_FOLDER } from "@/db/migrate";

/*
 * The domain-verification migration on a database with custom domains saved before verification existed:
 * each gets its own token and starts Pending (it stops resolving until verified); the rest is untouched.
 */
describe("migration domain_verification (custom domains start Pending)", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-migrations-"));
  let handle: DatabaseHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("gives every existing custom domain a distinct random token, unverified", async () => {
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const full = [...journal.entries];
    const ours = full.findIndex((entry) => entry.tag.endsWith("_domain_verification"));
    expect(ours).toBeGreaterThan(0);
    journal.entries = full.slice(0, ours);
    fs.writeFileSync(journalPath, JSON.stringify(journal));

    handle = openDatabase({ kind: "pglite", dir: null });
    const db = handle.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: folder });
    await db.execute(sql`
      insert into businesses (slug, name, custom_domain, hours, customization, calendar_settings, white_label, staff_access, ical_token)
      values ('one', 'One', 'book.one.example.com', '{}', '{}', '{}', '{}', '{}', 'token-1'),
             ('two', 'Two', 'book.two.example.com', '{}', '{}', '{}', '{}', '{}', 'token-2'),
             ('plain', 'Plain', null, '{}', '{}', '{}', '{}', '{}', 'token-3')`);

    journal.entries = full;
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: folder });

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
