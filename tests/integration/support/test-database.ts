import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";

export type DatabaseKind = "pglite" | "postgres";

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL names a server. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

/** `options` opens the same database again (a second connection; in-memory PGlite has none to reopen). */
export type TestDatabase = DatabaseHandle & { drop: () => Promise<void>; options: DatabaseOptions };

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL
 * server (created from the configured URL, dropped afterwards).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const options = { kind: "pglite", dir: null } as const;
    const handle = openDatabase(options);
    await runMigrations(handle);
    return { ...handle, drop: handle.close, options };
  }
  if (!postgresUrl) throw new Error("No PostgreSQL URL configured");
  const name = `bookingpro_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const options = { kind: "postgres", url: url.toString(), max: 60 } as const;
  const handle = openDatabase(options);
  await runMigrations(handle);
  return {
    ...handle,
    options,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export { getPgErrorCode } from "@/db/errors";
