import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { MIGRATIONS_FOLDER } from "@/db/migrate";
import { mailOutbox } from "@/db/schema";
import { deliverPendingMail } from "@/lib/mail/outbox";

/* Migration 0007 on an outbox queued before leases: every row gets a Message-ID, and pending mail is due at once. */
describe("migration 0007 (mail leases)", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-migrations-"));
  let handle: DatabaseHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("gives queued mail a Message-ID and delivers it", async () => {
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0007");
    fs.writeFileSync(journalPath, JSON.stringify(journal));

    handle = openDatabase({ kind: "pglite", dir: null });
    const db = handle.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: folder });
    await db.execute(sql`
      insert into mail_outbox (id, to_address, subject, text_body, status, attempts)
      values ('30000000-0000-4000-8000-000000000001', 'waiting@example.com', 'Queued', 'Body', 'pending', 1),
             ('30000000-0000-4000-8000-000000000002', 'done@example.com', 'Sent', 'Body', 'sent', 1)`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
    expect(rows.map((row) => row.messageId)).toEqual([
      "<30000000-0000-4000-8000-000000000002@bookingpro.invalid>",
      "<30000000-0000-4000-8000-000000000001@bookingpro.invalid>",
    ]);

    const delivered: string[] = [];
    const result = await deliverPendingMail(handle.db, async (mail) => {
      delivered.push(`${mail.to} ${mail.messageId}`);
    });
    expect(result).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(delivered).toEqual(["waiting@example.com <30000000-0000-4000-8000-000000000001@bookingpro.invalid>"]);
  });
});
