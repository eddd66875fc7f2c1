import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { hashEmailForKey } from "@/lib/rate-limit/email-key";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/** The migration that makes `rate_limits` the one limiter table (and drops `login_throttle`). */
const MIGRATION = "0006_one_rate_limiter";

describe(`migration ${MIGRATION}`, () => {
  let database: PartlyMigratedDatabase | undefined;

  afterAll(() => database?.close());

  it("keeps each booking counter's window and drops the old sign-in table", async () => {
    database = await openDatabaseBefore(MIGRATION);
    const { db } = database;
    await db.execute(sql`
      insert into rate_limits (key, window_started_at, hits) values
        ('booking:10.0.0.1', '2030-01-01T10:00:00Z', 3),
        ('booking-email:a@example.com', '2030-01-01T10:00:00Z', 2),
        ('booking-slot:s:2030-01-02T09:00', '2030-01-01T10:00:00Z', 1)`);

    await database.migrateRest();
    const rows = await db.execute<{ key: string; hits: number; expires_at: string; blocked_until: string | null }>(
      sql`select key, hits, to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as expires_at, blocked_until
          from rate_limits order by key`,
    );
    // Migration 0021, applied too, puts the email's SHA-256 in its key.
    expect(rows.rows).toEqual([
      {
        key: `booking-email:${hashEmailForKey("a@example.com")}`,
        hits: 2,
        expires_at: "2030-01-02 10:00",
        blocked_until: null,
      },
      { key: "booking-slot:s:2030-01-02T09:00", hits: 1, expires_at: "2030-01-01 10:10", blocked_until: null },
      { key: "booking:10.0.0.1", hits: 3, expires_at: "2030-01-01 11:00", blocked_until: null },
    ]);
    const tables = await db.execute<{ name: string | null }>(sql`select to_regclass('login_throttle')::text as name`);
    expect(tables.rows).toEqual([{ name: null }]);
  });
});
