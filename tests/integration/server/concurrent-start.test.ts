import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { createJobQueue, createQueues } from "@/lib/jobs/boss";
import { JOB_QUEUES } from "@/lib/jobs/queues";
import { postgresUrl, selectDatabaseKinds } from "../support/database-kinds";

/*
 * Several servers started together on a fresh PostgreSQL database (npm start on each instance): each migrates and
 * sets up the job queues on start. They must all come up, and the database must end up migrated once.
 */
const onPostgres = selectDatabaseKinds().includes("postgres");

describe.runIf(onPostgres)("servers starting together on a fresh PostgreSQL database", () => {
  const name = `bookingpro_start_${randomBytes(5).toString("hex")}`;
  let admin: postgres.Sql;
  let url: string;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const address = new URL(postgresUrl!);
    address.pathname = `/${name}`;
    url = address.toString();
    for (let i = 0; i < 3; i++) handles.push(openDatabase({ kind: "postgres", url, max: 3 }));
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("migrate one at a time: every start succeeds and each migration is applied once", async () => {
    await Promise.all(handles.map((handle) => runMigrations(handle)));
    const check = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const applied = await check`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`;
      expect(applied.length).toBeGreaterThan(10);
      expect(applied.every((row) => row.times === 1)).toBe(true);
    } finally {
      await check.end();
    }
  });

  it("set up the job queues together without one of them failing", async () => {
    const queues = handles.map((handle) => createJobQueue(handle, { supervise: false, schedule: false }));
    // The database is dropped with force at the end: a connection pg-boss is still closing may hear of it.
    for (const boss of queues) boss.on("error", () => {});
    try {
      await Promise.all(queues.map((boss) => boss.start()));
      await Promise.all(queues.map((boss) => createQueues(boss)));
      expect(await queues[0].getQueue(JOB_QUEUES.mail)).toMatchObject({ name: JOB_QUEUES.mail });
    } finally {
      await Promise.all(queues.map((boss) => boss.stop({ graceful: false, wait: true })));
    }
  });
});
