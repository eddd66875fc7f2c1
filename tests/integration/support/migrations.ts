import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { MIGRATIONS_FOLDER } from "@/db/migrate";

export type PartlyMigratedDatabase = {
  handle: DatabaseHandle;
  /** The same database, typed for raw SQL against tables and columns the schema no longer has. */
  db: PgliteDatabase;
  /** Applies every migration from `tag` on, as a deploy would. */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A fresh in-memory PGlite database with the migrations before `tag` applied (a copy of the migrations folder with
 * its journal cut there), so a test can store data the way it was before that migration and then run it.
 */
export async function openDatabaseBefore(tag: string): Promise<PartlyMigratedDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-migrations-"));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  if (!journal.entries.some((entry) => entry.tag.startsWith(tag))) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  fs.writeFileSync(journalPath, JSON.stringify(journal));

  const handle = openDatabase({ kind: "pglite", dir: null });
  const db = handle.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: folder });
  return {
    handle,
    db,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await handle.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
