import { randomUUID } from "node:crypto";
import { getEnv } from "@/lib/env";

export const DEFAULT_MAIL_FROM = "BookingPro <no-reply@bookingpro.invalid>";

/** The From of every outgoing mail: MAIL_FROM, or the platform's no-reply address. */
export function mailFrom(env: Record<string, string | undefined> = process.env): string {
  return env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
}

/** The sender's domain ('bookingpro.co.uk' from 'BookingPro <no-reply@bookingpro.co.uk>'), else APP_URL's host. */
export function messageIdDomain(env: Record<string, string | undefined> = process.env): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom(env))?.[1];
  return (domain ?? new URL(getEnv().appUrl).hostname).toLowerCase();
}

/** A fresh Message-ID ('<uuid@domain>'), fixed when the mail is queued so every retry carries the same one. */
export function createMessageId(env: Record<string, string | undefined> = process.env): string {
  return `<${randomUUID()}@${messageIdDomain(env)}>`;
}
