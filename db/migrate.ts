import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { getEnv } from "@/lib/env";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** Any fixed number: the advisory lock every server's start takes while it migrates. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies every pending migration; safe to call on every start. On PostgreSQL, servers starting together migrate one
 * at a time (a session advisory lock on a connection of its own; the others find nothing left to do). Not through
 * pgbouncer in transaction mode, where a session lock cannot be held: migrate once, before starting the servers.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  if (!handle.url || getEnv().throughPgbouncer) {
    await migratePostgres(handle.db, config);
    return;
  }
  const lock = postgres(handle.url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(handle.db, config);
  } finally {
    await lock.end({ timeout: 5 });
  }
}
