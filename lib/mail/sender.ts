import { randomUUID } from "node:crypto";
import { getEnv } from "@/lib/env";

/** The sender's domain ('bookingpro.co.uk' from 'BookingPro <no-reply@bookingpro.co.uk>'), else APP_URL's host. */
export function messageIdDomain(from = getEnv().mailFrom): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return (domain ?? new URL(getEnv().appUrl).hostname).toLowerCase();
}

/** A fresh Message-ID ('<uuid@domain>'), fixed when the mail is queued so every retry carries the same one. */
export function createMessageId(from = getEnv().mailFrom): string {
  return `<${randomUUID()}@${messageIdDomain(from)}>`;
}
