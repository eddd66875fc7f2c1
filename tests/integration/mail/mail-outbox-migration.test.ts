import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/db/schema";
import { deliverPendingMail } from "@/lib/mail/outbox";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/* Migration 0007 on an outbox queued before leases: every row gets a Message-ID, and pending mail is due at once. */
describe("migration 0007 (mail leases)", () => {
  let database: PartlyMigratedDatabase | undefined;

  afterAll(() => database?.close());

  it("gives queued mail a Message-ID and delivers it", async () => {
    database = await openDatabaseBefore("0007");
    const { db } = database;
    await db.execute(sql`
      insert into mail_outbox (id, to_address, subject, text_body, status, attempts)
      values ('30000000-0000-4000-8000-000000000001', 'waiting@example.com', 'Queued', 'Body', 'pending', 1),
             ('30000000-0000-4000-8000-000000000002', 'done@example.com', 'Sent', 'Body', 'sent', 1)`);

    await database.migrateRest();
    const rows = await database.handle.db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
    expect(rows.map((row) => row.messageId)).toEqual([
      "<30000000-0000-4000-8000-000000000002@bookingpro.invalid>",
      "<30000000-0000-4000-8000-000000000001@bookingpro.invalid>",
    ]);

    const delivered: string[] = [];
    const result = await deliverPendingMail(database.handle.db, async (mail) => {
      delivered.push(`${mail.to} ${mail.messageId}`);
    });
    expect(result).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(delivered).toEqual(["waiting@example.com <30000000-0000-4000-8000-000000000001@bookingpro.invalid>"]);
  });
});
