/*
 * The job queue's queues: what runs later, how often, and what happens when a run fails.
 * Each job's work is safe to run twice or on two servers at once (rows are claimed with leases or
 * conditional updates), so the queue only has to make sure it runs: retried after a failure or after
 * its worker died (an active job expires), and kept in the dead-letter queue once its retries are spent.
 */

export const JOB_QUEUES = {
  /** Delivers due mail from the outbox: kicked when mail is queued, and every minute for retries. */
  mail: "mail-delivery",
  /** Queues the reminder emails whose time has come. */
  reminders: "booking-reminders",
  /** Fetches staff members' personal calendars that are due a refresh. */
  busyCalendars: "busy-calendar-refresh",
  /** Deletes what is kept only for a while: spent rate-limit counters, customer details past retention. */
  purge: "data-purge",
  /**
   * The waitlist's pass: expires holds whose time ran out and offers freed times to the waitlist. Kicked when a
   * booking is cancelled or moved, at each hold's expiry (a job with startAfter, kept across restarts), and every
   * minute as the safety net.
   */
  waitlist: "waitlist-offers",
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

/** Jobs whose retries are spent are copied here, for an operator to read. */
export const DEAD_LETTER_QUEUE = "failed-jobs";

export type QueueSettings = {
  /** Cron (UTC) on which one job is queued for the whole installation, whatever the number of servers. */
  cron: string;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (retryBackoff). */
  retryDelay: number;
  /** An active job older than this is taken to have lost its worker and is retried. */
  expireInSeconds: number;
};

export const QUEUE_SETTINGS: Record<JobQueueName, QueueSettings> = {
  [JOB_QUEUES.mail]: { cron: "* * * * *", retryLimit: 5, retryDelay: 10, expireInSeconds: 10 * 60 },
  [JOB_QUEUES.reminders]: { cron: "* * * * *", retryLimit: 5, retryDelay: 10, expireInSeconds: 5 * 60 },
  [JOB_QUEUES.busyCalendars]: { cron: "* * * * *", retryLimit: 2, retryDelay: 30, expireInSeconds: 10 * 60 },
  [JOB_QUEUES.purge]: { cron: "17 * * * *", retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 },
  [JOB_QUEUES.waitlist]: { cron: "* * * * *", retryLimit: 5, retryDelay: 5, expireInSeconds: 5 * 60 },
};
