import { MAIL_DELIVERY_DEFAULTS } from "./outbox";

/** A whole number of seconds (1 or more) from the environment, or `fallback` when unset. */
export function readSeconds(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new Error(`${name} must be a whole number of seconds (1 or more), got "${raw}".`);
  }
  return Number(raw);
}

/**
 * MAIL_LEASE_SECONDS: how long a sender's claim holds before another process may take the mail over
 * (default 300). It must be well above one SMTP send (at most about 90 s with the transport's timeouts).
 */
export function readMailLeaseSeconds(env: Record<string, string | undefined> = process.env): number {
  return readSeconds(env, "MAIL_LEASE_SECONDS", MAIL_DELIVERY_DEFAULTS.leaseMs / 1000);
}
