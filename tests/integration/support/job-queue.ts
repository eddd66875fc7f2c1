import type PgBoss from "pg-boss";
import { createJobQueue } from "@/lib/jobs/boss";
import { startJobWorker, type JobWorker, type JobWorkerConfig } from "@/lib/jobs/worker";
import type { TestDatabase } from "./test-database";

export type TestWorker = { boss: PgBoss; worker: JobWorker; stop: () => Promise<void> };

/**
 * A worker as a server runs it (its own pg-boss instance on the test database: on PostgreSQL its own pool,
 * on PGlite the same single connection), polling every half second, expiring jobs every second, no cron.
 */
export async function startTestWorker(
  database: TestDatabase,
  config: Omit<JobWorkerConfig, "boss" | "db"> & { db?: JobWorkerConfig["db"]; clearJobs?: boolean },
): Promise<TestWorker> {
  const boss = createJobQueue(database, { maintenanceIntervalSeconds: 1 });
  boss.on("error", () => {});
  await boss.start();
  // Jobs an earlier test left queued would run here too.
  if (config.clearJobs) await boss.clearStorage();
  const worker = await startJobWorker({
    pollingIntervalSeconds: 0.5,
    schedule: false,
    db: () => database.db,
    ...config,
    boss,
  });
  return {
    boss,
    worker,
    stop: async () => {
      await worker.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: database.kind === "postgres" });
    },
  };
}

/** A worker that dies: stops polling at once, leaving its jobs active and its claims in place. */
export async function killTestWorker(worker: TestWorker): Promise<void> {
  await worker.boss.stop({ graceful: false, wait: false, close: false });
}
