import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { postgresUrl, selectDatabaseKinds } from "./database-kinds";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tar file: each test database starts from a copy. */
    pgliteTemplateFile: string | null;
    /** A migrated, empty database on the PostgreSQL server: each test database is created from it. */
    postgresTemplateName: string | null;
  }
}

/**
 * Runs the migrations once per test run instead of once per test database: about 1.5 s saved on each of
 * the suite's fresh databases (PGlite's initdb plus every migration), for a copy that takes well under 0.5 s.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kinds = selectDatabaseKinds();
  const cleanups: Array<() => Promise<void>> = [];

  let pgliteTemplateFile: string | null = null;
  if (kinds.includes("pglite")) {
    const handle = openDatabase({ kind: "pglite", dir: null });
    await runMigrations(handle);
    const client = (handle.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await handle.close();
    pgliteTemplateFile = path.join(os.tmpdir(), `bookingpro-pglite-template-${process.pid}.tar`);
    fs.writeFileSync(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
    const file = pgliteTemplateFile;
    cleanups.push(async () => fs.rmSync(file, { force: true }));
  }

  let postgresTemplateName: string | null = null;
  if (kinds.includes("postgres") && postgresUrl) {
    const name = `bookingpro_template_${process.pid}`;
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase({ kind: "postgres", url: url.toString(), max: 1 });
    await runMigrations(handle);
    await handle.close();
    postgresTemplateName = name;
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
  }

  project.provide("pgliteTemplateFile", pgliteTemplateFile);
  project.provide("postgresTemplateName", postgresTemplateName);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
