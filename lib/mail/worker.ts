import type { Database } from "@/db/client";
import { deliverPendingMail, MAIL_DELIVERY_DEFAULTS, type MailDeliveryOptions, type MailTransport } from "./outbox";

export const DEFAULT_MAIL_POLL_SECONDS = 5;

function readSeconds(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new Error(`${name} must be a whole number of seconds (1 or more), got "${raw}".`);
  }
  return Number(raw);
}

/** MAIL_POLL_SECONDS: how often each server process looks for due mail (default 5). */
export function readMailPollSeconds(env: Record<string, string | undefined> = process.env): number {
  return readSeconds(env, "MAIL_POLL_SECONDS", DEFAULT_MAIL_POLL_SECONDS);
}

/**
 * MAIL_LEASE_SECONDS: how long a sender's claim holds before another process may take the mail over
 * (default 300). It must be well above one SMTP send (at most about 90 s with the transport's timeouts).
 */
export function readMailLeaseSeconds(env: Record<string, string | undefined> = process.env): number {
  return readSeconds(env, "MAIL_LEASE_SECONDS", MAIL_DELIVERY_DEFAULTS.leaseMs / 1000);
}

export type MailWorker = {
  /** Runs a delivery pass now (or right after the running one); resolves when it is done. Never rejects. */
  kick: () => Promise<void>;
  /** No further passes; resolves once the running one has finished. */
  stop: () => Promise<void>;
};

/**
 * Delivers due mail every `intervalMs` and on `kick()`, one pass at a time, starting with one at once
 * (mail left behind by a process that died is picked up on start). Errors are logged, never thrown:
 * a broken SMTP server or database must not take the web server down. The timer does not keep the
 * process alive; a send cut short by exit is retried by any process once its lease runs out.
 */
export function startMailWorker(config: {
  db: () => Database;
  transport: MailTransport;
  intervalMs: number;
  delivery?: Partial<MailDeliveryOptions>;
  logError?: (error: unknown) => void;
}): MailWorker {
  const logError = config.logError ?? ((error) => console.error("[mail] delivery pass failed:", error));
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function passes(): Promise<void> {
    do {
      again = false;
      try {
        await deliverPendingMail(config.db(), config.transport, config.delivery);
      } catch (error) {
        logError(error);
      }
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = passes().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      void kick().then(() => {
        if (!stopped) schedule();
      });
    }, config.intervalMs);
    timer.unref();
  }

  void kick();
  schedule();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
