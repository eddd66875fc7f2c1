import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { MIGRATIONS_FOLDER } from "@/db/migrate";
import { postgresUrl, type DatabaseKind } from "./database-kinds";

export type PartlyMigratedDatabase = {
  handle: DatabaseHandle;
  /** The same database, typed for raw SQL against tables and columns the schema no longer has. */
  db: PgliteDatabase;
  /** Applies every migration from `tag` on, as a deploy would. */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A fresh database with the migrations before `tag` applied (a copy of the migrations folder with its journal cut
 * there), so a test can store data the way it was before that migration and then run it: in-memory PGlite, or a new
 * database on the PostgreSQL server (dropped on close).
 */
export async function openDatabaseBefore(tag: string, kind: DatabaseKind = "pglite"): Promise<PartlyMigratedDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-migrations-"));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  if (!journal.entries.some((entry) => entry.tag.startsWith(tag))) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  fs.writeFileSync(journalPath, JSON.stringify(journal));

  if (kind === "postgres") return openPostgresBefore(folder);
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

async function openPostgresBefore(folder: string): Promise<PartlyMigratedDatabase> {
  if (!postgresUrl) throw new Error("No PostgreSQL URL configured");
  const name = `bookingpro_migration_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: "postgres", url: url.toString(), max: 2 });
  await migratePostgres(handle.db, { migrationsFolder: folder });
  return {
    handle,
    db: handle.db as unknown as PgliteDatabase,
    migrateRest: () => migratePostgres(handle.db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
