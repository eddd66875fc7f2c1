import "server-only";
import { after } from "next/server";
import { getDb } from "@/db";
import { createSmtpTransport } from "./smtp-transport";
import { readMailLeaseSeconds, readMailPollSeconds, startMailWorker, type MailWorker } from "./worker";

// One worker per server process, even when Next loads this module in more than one bundle.
const globalForMail = globalThis as typeof globalThis & { __bookingproMailWorker?: MailWorker };

/**
 * Starts this process's mail worker when SMTP_URL is set (instrumentation.ts, on server start);
 * returns the running one on later calls. Without SMTP_URL nothing is delivered: mail stays in the
 * outbox, readable in the development mail viewer.
 */
export function startMailDelivery(): MailWorker | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  globalForMail.__bookingproMailWorker ??= startMailWorker({
    db: getDb,
    transport: createSmtpTransport(url),
    intervalMs: readMailPollSeconds() * 1000,
    delivery: { leaseMs: readMailLeaseSeconds() * 1000 },
  });
  return globalForMail.__bookingproMailWorker;
}

/** After the response is sent, runs a delivery pass at once rather than at the worker's next tick. */
export function scheduleMailDelivery(summary: { to: string; subject: string }): void {
  if (!process.env.SMTP_URL) {
    console.info(`[mail] outbox: "${summary.subject}" to ${summary.to} (no SMTP_URL; see /dev/mail)`);
    return;
  }
  after(() => startMailDelivery()?.kick());
}
