/**
 * `npm run worker`: runs the job queue's jobs (mail delivery, reminders, personal calendar refreshes, purges)
 * in a process of its own, for WORKER=separate installations where the web servers only queue jobs. Any
 * number may run: each job runs once. Stops gracefully on SIGTERM / SIGINT (running jobs finish first).
 */
import { openDatabase, readDatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { createJobQueue } from "@/lib/jobs/boss";
import { startJobWorker } from "@/lib/jobs/worker";
import { parseEnv } from "@/lib/env";
import { createSmtpTransport } from "@/lib/mail/smtp-transport";
import { loadProjectEnv } from "./load-env";

async function main(): Promise<void> {
  loadProjectEnv();
  const env = parseEnv(process.env);
  if (!env.databaseUrl) {
    // The embedded database belongs to the one process that opened it: `npm start` runs the jobs there.
    throw new Error(
      "npm run worker needs DATABASE_URL (a PostgreSQL server); with the embedded database, npm start runs the jobs.",
    );
  }
  const handle = openDatabase(readDatabaseOptions(env));
  await runMigrations(handle);
  const boss = createJobQueue(handle);
  boss.on("error", (error) => console.error("[jobs]", error.message));
  await boss.start();
  const { smtpUrl } = env;
  const worker = await startJobWorker({
    boss,
    db: () => handle.db,
    transport: smtpUrl ? createSmtpTransport(smtpUrl) : null,
    mailDelivery: { leaseMs: env.mailLeaseSeconds * 1000 },
    pollingIntervalSeconds: env.jobPollSeconds,
  });
  console.log(
    `Worker running jobs (${smtpUrl ? "delivering mail by SMTP" : "no SMTP_URL: mail stays in the outbox"}).`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing running jobs…`);
    await worker.stop();
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
