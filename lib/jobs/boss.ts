import PgBoss from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "@/db/client";
import { DEAD_LETTER_QUEUE, QUEUE_SETTINGS, type JobQueueName, type QueueSettings } from "./queues";

/** pg-boss's own tables live in this schema, beside the app's. */
export const JOB_SCHEMA = "pgboss";

export type JobQueueOptions = {
  /** Installs or upgrades pg-boss's schema on start (every process may: it takes an advisory lock). */
  migrate?: boolean;
  /** Expires and archives jobs; queues cron jobs. Off in a server that only queues jobs (WORKER=separate). */
  supervise?: boolean;
  schedule?: boolean;
  maintenanceIntervalSeconds?: number;
};

/**
 * pg-boss over PGlite: the embedded database has one connection, so the queue shares the app's
 * instance. pg-boss sends its install and migration plans as one parameterless multi-statement text
 * (PGlite's `exec`), everything else as one parameterised statement (`query`).
 */
function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** A pg-boss instance on the process's database (not started). On PostgreSQL it has its own small pool. */
export function createJobQueue(handle: DatabaseHandle, options: JobQueueOptions = {}): PgBoss {
  const common = {
    schema: JOB_SCHEMA,
    migrate: options.migrate ?? true,
    supervise: options.supervise ?? true,
    schedule: options.schedule ?? true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    // Finished jobs are history only: keep a week of it.
    deleteAfterDays: 7,
  };
  if (handle.kind === "pglite") {
    if (!handle.pglite) throw new Error("The embedded database handle has no PGlite instance for the job queue.");
    return new PgBoss({ ...common, db: pgliteExecutor(handle.pglite) });
  }
  if (!handle.url) throw new Error("The PostgreSQL database handle has no URL for the job queue.");
  return new PgBoss({ ...common, connectionString: handle.url, max: 3, application_name: "bookingpro-jobs" });
}

export type QueueOverrides = Partial<Record<JobQueueName, Partial<QueueSettings>>>;

/**
 * Creates (or updates) every queue with its retry and expiry settings, and the dead-letter queue. Servers starting
 * together on a fresh database race to create the same queues (PostgreSQL then reports a deadlock or a duplicate):
 * the loser waits a moment and goes again, by which time the queues exist.
 */
export async function createQueues(boss: PgBoss, overrides: QueueOverrides = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await createQueuesOnce(boss, overrides);
      return;
    } catch (error) {
      if (attempt >= QUEUE_SETUP_ATTEMPTS || !isStartupRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

const QUEUE_SETUP_ATTEMPTS = 5;

/** Deadlock, unique violation or a concurrent DDL: what two servers creating one queue at once run into. */
function isStartupRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40P01" || code === "23505" || code === "42P07";
}

async function createQueuesOnce(boss: PgBoss, overrides: QueueOverrides): Promise<void> {
  if (!(await boss.getQueue(DEAD_LETTER_QUEUE))) await boss.createQueue(DEAD_LETTER_QUEUE);
  for (const name of Object.keys(QUEUE_SETTINGS) as JobQueueName[]) {
    const settings = { ...QUEUE_SETTINGS[name], ...overrides[name] };
    const queue = {
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelay,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }
}
