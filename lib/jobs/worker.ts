import type PgBoss from "pg-boss";
import type { Database } from "@/db/client";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { refreshDueBusyCalendars } from "@/lib/calendar/refresh-busy-calendar";
import {
  deliverPendingMail,
  MAIL_DELIVERY_DEFAULTS,
  type MailDeliveryOptions,
  type MailTransport,
} from "@/lib/mail/outbox";
import { purgeCustomerDetailsPastRetention } from "@/lib/privacy/retention";
import { purgeRateLimits } from "@/lib/rate-limit/limiter";
import { runWaitlistOffers, type MadeHold } from "@/lib/waitlist/offers";
import { createQueues, type QueueOverrides } from "./boss";
import { JOB_QUEUES, QUEUE_SETTINGS, type JobQueueName } from "./queues";

export type JobWorkerConfig = {
  boss: PgBoss;
  db: () => Database;
  /** SMTP; null leaves mail in the outbox (development: read it at /dev/mail) and runs no mail jobs. */
  transport: MailTransport | null;
  mailDelivery?: Partial<MailDeliveryOptions>;
  /** How often each queue is polled for new jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Other retry and expiry settings than QUEUE_SETTINGS' (tests). */
  queueOverrides?: QueueOverrides;
  /** Queue the cron jobs (on by default; tests send jobs themselves). */
  schedule?: boolean;
  logError?: (queue: JobQueueName, error: unknown) => void;
};

export type JobWorker = { stop: () => Promise<void> };

/** At most this many delivery passes of `limit` mails in one job; a longer backlog is the next job's. */
const MAIL_PASSES_PER_JOB = 10;
const REMINDER_BATCHES_PER_JOB = 20;
const PURGE_BATCHES_PER_JOB = 50;

/** Queues a mail delivery job now (at most one per second: later requests go into the next second's job). */
export async function requestMailDelivery(boss: PgBoss): Promise<void> {
  await boss.send(JOB_QUEUES.mail, {}, { singletonSeconds: 1, singletonNextSlot: true });
}

/** Queues a waitlist pass now (at most one per second, as mail delivery). */
export async function requestWaitlistOffers(boss: PgBoss): Promise<void> {
  await boss.send(JOB_QUEUES.waitlist, {}, { singletonSeconds: 1, singletonNextSlot: true });
}

/** Each new hold's expiry: a waitlist pass at its `expiresAt` (pg-boss keeps it across restarts). */
export async function scheduleHoldExpiries(boss: PgBoss, holds: readonly MadeHold[]): Promise<void> {
  for (const hold of holds) {
    await boss.send(JOB_QUEUES.waitlist, { holdId: hold.id }, { startAfter: hold.expiresAt });
  }
}

/**
 * Runs the jobs of every queue in this process: registers a handler per queue and, unless told not to,
 * the cron schedules (pg-boss queues one job per tick for the whole installation, so with several
 * workers each tick still runs once). A handler that throws fails its job, which pg-boss retries with
 * backoff and finally copies to the dead-letter queue.
 */
export async function startJobWorker(config: JobWorkerConfig): Promise<JobWorker> {
  const { boss } = config;
  const logError =
    config.logError ??
    ((queue: JobQueueName, error: unknown) =>
      console.error(`[jobs] ${queue} failed:`, error instanceof Error ? error.message : error));
  await createQueues(boss, config.queueOverrides);

  const handlers: Partial<Record<JobQueueName, () => Promise<void>>> = {
    [JOB_QUEUES.reminders]: async () => {
      let queued = 0;
      for (let batch = 0; batch < REMINDER_BATCHES_PER_JOB; batch++) {
        const count = await queueDueReminders(config.db());
        queued += count;
        if (count === 0) break;
      }
      if (queued > 0 && config.transport) await requestMailDelivery(boss);
    },
    [JOB_QUEUES.busyCalendars]: async () => {
      await refreshDueBusyCalendars(config.db(), new Date());
    },
    [JOB_QUEUES.purge]: async () => {
      for (let batch = 0; batch < PURGE_BATCHES_PER_JOB; batch++) {
        if ((await purgeRateLimits(config.db(), new Date())) === 0) break;
      }
      // UK GDPR retention: customer details of bookings older than each business's setting.
      await purgeCustomerDetailsPastRetention(config.db(), new Date());
    },
    [JOB_QUEUES.waitlist]: async () => {
      const made = await runWaitlistOffers(config.db());
      await scheduleHoldExpiries(boss, made);
      if (made.length > 0 && config.transport) await requestMailDelivery(boss);
    },
  };
  if (config.transport) {
    const transport = config.transport;
    const limit = config.mailDelivery?.limit ?? MAIL_DELIVERY_DEFAULTS.limit;
    handlers[JOB_QUEUES.mail] = async () => {
      for (let pass = 0; pass < MAIL_PASSES_PER_JOB; pass++) {
        const result = await deliverPendingMail(config.db(), transport, config.mailDelivery);
        if (result.claimed < limit) break;
      }
    };
  }

  const workerIds: string[] = [];
  for (const [queue, handler] of Object.entries(handlers) as [JobQueueName, () => Promise<void>][]) {
    const id = await boss.work(queue, { pollingIntervalSeconds: config.pollingIntervalSeconds ?? 2 }, async () => {
      try {
        await handler();
      } catch (error) {
        logError(queue, error);
        throw error;
      }
    });
    workerIds.push(id);
    if (config.schedule ?? true) await boss.schedule(queue, QUEUE_SETTINGS[queue].cron, {}, { tz: "UTC" });
  }

  // Without SMTP no server delivers mail, so no delivery jobs are queued to wait for one. With it, a pass at
  // once: mail left behind by a process that died goes out now rather than at the next minute.
  if ((config.schedule ?? true) && !config.transport) await boss.unschedule(JOB_QUEUES.mail);
  if (config.transport) await requestMailDelivery(boss);

  return {
    stop: async () => {
      await Promise.all(workerIds.map((id) => boss.offWork({ id })));
    },
  };
}
