import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** Applies every pending migration; safe to call on every start. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(handle.db, config);
  }
}
