import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import * as schema from "@/db/schema";
import { postgresUrl, selectDatabaseKinds, type DatabaseKind } from "./database-kinds";

export type { DatabaseKind } from "./database-kinds";

export const databaseKinds: DatabaseKind[] = selectDatabaseKinds();

/** `options` opens the same database again (a second connection; in-memory PGlite has none to reopen). */
export type TestDatabase = DatabaseHandle & { drop: () => Promise<void>; options: DatabaseOptions };

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server (dropped
 * afterwards). Both start from the template the global setup migrated once (support/global-setup.ts).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const options = { kind: "pglite", dir: null } as const;
    const templateFile = inject("pgliteTemplateFile");
    if (!templateFile) {
      const handle = openDatabase(options);
      await runMigrations(handle);
      return { ...handle, drop: handle.close, options };
    }
    const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(templateFile)]), extensions: { btree_gist } });
    const handle: DatabaseHandle = {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      kind: "pglite",
      pglite: client,
      close: () => client.close(),
    };
    return { ...handle, drop: handle.close, options };
  }
  if (!postgresUrl) throw new Error("No PostgreSQL URL configured");
  const name = `bookingpro_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplateName");
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const options = { kind: "postgres", url: url.toString(), max: 60 } as const;
  const handle = openDatabase(options);
  if (!template) await runMigrations(handle);
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
