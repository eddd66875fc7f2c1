import "server-only";
import { after } from "next/server";
import { getEnv } from "@/lib/env";
import { requestMailDeliveryNow } from "@/lib/jobs/runtime";

/**
 * After the response is sent, queues a mail delivery job so the mail just put in the outbox goes out at
 * once rather than with the minute's scheduled delivery.
 */
export function scheduleMailDelivery(summary: { to: string; subject: string }): void {
  if (!getEnv().smtpUrl) {
    console.info(`[mail] outbox: "${summary.subject}" to ${summary.to} (no SMTP_URL; see /dev/mail)`);
    return;
  }
  after(() => requestMailDeliveryNow());
}
