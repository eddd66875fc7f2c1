import "server-only";
import type PgBoss from "pg-boss";
import { getDatabaseHandle, getDb } from "@/db";
import { getEnv } from "@/lib/env";
import { createSmtpTransport } from "@/lib/mail/smtp-transport";
import { createJobQueue } from "./boss";
import { requestMailDelivery, requestWaitlistOffers, startJobWorker, type JobWorker } from "./worker";

type JobRuntime = { boss: PgBoss; worker: JobWorker | null };

// One queue per server process, even when Next loads this module in more than one bundle.
const globalForJobs = globalThis as typeof globalThis & { __bookingproJobs?: Promise<JobRuntime> };

/**
 * Starts this process's job queue (instrumentation.ts, on server start; `npm run worker`); later calls get the
 * same one. By default (WORKER unset or inline) the process also runs the jobs; with WORKER=separate a web
 * server only queues them and `npm run worker` runs them. Without SMTP_URL no mail is delivered: it stays in
 * the outbox, readable in the development mail viewer.
 */
export function startJobs(options: { runJobs?: boolean } = {}): Promise<JobRuntime> {
  globalForJobs.__bookingproJobs ??= (async () => {
    const env = getEnv();
    const runJobs = options.runJobs ?? env.worker === "inline";
    const boss = createJobQueue(getDatabaseHandle(), { supervise: runJobs, schedule: runJobs });
    boss.on("error", (error) => console.error("[jobs]", error.message));
    await boss.start();
    const worker = runJobs
      ? await startJobWorker({
          boss,
          db: getDb,
          transport: env.smtpUrl ? createSmtpTransport(env.smtpUrl) : null,
          mailDelivery: { leaseMs: env.mailLeaseSeconds * 1000 },
          pollingIntervalSeconds: env.jobPollSeconds,
        })
      : null;
    return { boss, worker };
  })();
  return globalForJobs.__bookingproJobs;
}

/** Stops the worker (its running jobs finish) and closes the queue's connections. */
export async function stopJobs(): Promise<void> {
  const runtime = await globalForJobs.__bookingproJobs;
  if (!runtime) return;
  await runtime.worker?.stop();
  await runtime.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
  globalForJobs.__bookingproJobs = undefined;
}

/** Queues a delivery job for mail just put in the outbox (no SMTP_URL: nothing to deliver). Never throws. */
export async function requestMailDeliveryNow(): Promise<void> {
  if (!getEnv().smtpUrl) return;
  try {
    await requestMailDelivery((await startJobs()).boss);
  } catch (error) {
    // The minute's scheduled delivery job picks the mail up anyway.
    console.error("[jobs] could not queue mail delivery:", error instanceof Error ? error.message : error);
  }
}

/** Queues a waitlist pass for a time just freed (a cancel or a move). Never throws: the minute's pass runs anyway. */
export async function requestWaitlistOffersNow(): Promise<void> {
  try {
    await requestWaitlistOffers((await startJobs()).boss);
  } catch (error) {
    console.error("[jobs] could not queue a waitlist pass:", error instanceof Error ? error.message : error);
  }
}
