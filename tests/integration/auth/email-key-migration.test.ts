import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailRateLimitKey } from "@/lib/rate-limit/email-key";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/** The migration that links mails to their booking and takes email addresses out of rate-limit keys. */
const MIGRATION = "0021_mail_booking_link";

describe(`migration ${MIGRATION}`, () => {
  let database: PartlyMigratedDatabase | undefined;

  afterAll(() => database?.close());

  it("replaces the address in every per-email counter's key with the key the app now makes, keeping its count", async () => {
    database = await openDatabaseBefore(MIGRATION);
    const { db } = database;
    await db.execute(sql`
      insert into rate_limits (key, window_started_at, expires_at, hits) values
        ('booking-email:jo.bloggs@example.com', now(), now() + interval '1 day', 3),
        ('sign-in-email:Owner@Example.com', now(), now() + interval '15 minutes', 2),
        ('register-email:new:colon@example.com', now(), now() + interval '1 hour', 1),
        ('reset-email:zoë@example.com', now(), now() + interval '1 hour', 4),
        ('booking:10.0.0.1', now(), now() + interval '1 hour', 5)`);

    await database.migrateRest();
    const rows = await db.execute<{ key: string; hits: number }>(sql`select key, hits from rate_limits order by hits`);
    expect(rows.rows).toEqual([
      { key: emailRateLimitKey("register-email", "new:colon@example.com"), hits: 1 },
      { key: emailRateLimitKey("sign-in-email", "owner@example.com"), hits: 2 },
      { key: emailRateLimitKey("booking-email", "jo.bloggs@example.com"), hits: 3 },
      { key: emailRateLimitKey("reset-email", "zoë@example.com"), hits: 4 },
      { key: "booking:10.0.0.1", hits: 5 },
    ]);
  });
});
