import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { DEFAULT_MAIL_LEASE_SECONDS } from "@/lib/env";
import {
  claimDueMail,
  insertOutboxMails,
  markMailAttemptFailed,
  markMailSent,
  releaseMailClaim,
  type MailAttachment,
  type OutboxMail,
} from "./outbox-queries";
import { createMessageId } from "./sender";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  businessId?: string | null;
  /** The booking the mail is about: erasing its customer deletes the mail, whoever it was sent to. */
  bookingId?: string | null;
  /**
   * The mail carries a credential (a password-reset or invitation link): once delivered its bodies are
   * removed from the outbox. Until then the development mail viewer can show it (without SMTP_URL
   * nothing is ever delivered, so local and browser tests still read their links).
   */
  sensitive?: boolean;
  /** Not sent before this time: a notice the user can still take back (a moved appointment's Undo). */
  notBefore?: Date;
};

/** Every email is written to the outbox first, in the caller's transaction when there is one. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, [mail]);
  return id;
}

/** `enqueueMail` for several mails in one statement (e.g. a booking's confirmation and the business's notice). */
export async function enqueueMails(db: Database, mails: OutgoingMail[]): Promise<string[]> {
  return insertOutboxMails(
    db,
    mails.map((mail) => ({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
      businessId: mail.businessId ?? null,
      bookingId: mail.bookingId ?? null,
      sensitive: mail.sensitive ?? false,
      messageId: createMessageId(),
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })),
  );
}

/** Sends one mail or throws; called outside any database transaction. */
export type MailTransport = (mail: {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments: MailAttachment[];
}) => Promise<void>;

export type MailDeliveryOptions = {
  /** At most this many mails per call. */
  limit: number;
  /** Mails claimed per statement. */
  batchSize: number;
  /**
   * How long a claim holds. It must outlast the sends of a whole batch; a sender stops starting sends
   * from a batch once half of it has gone, and gives the rest back.
   */
  leaseMs: number;
  /** After this many attempts a mail is 'failed' for good. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles with each further one, up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
};

export const MAIL_DELIVERY_DEFAULTS: MailDeliveryOptions = {
  limit: 100,
  batchSize: 10,
  leaseMs: DEFAULT_MAIL_LEASE_SECONDS * 1000,
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: an SMTP outage of about three hours loses nothing.
  maxAttempts: 10,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
};

/** The wait before the next attempt after `attempts` failed ones: base · 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, options: Pick<MailDeliveryOptions, "backoffBaseMs" | "backoffMaxMs">) {
  return Math.min(options.backoffBaseMs * 2 ** Math.max(0, attempts - 1), options.backoffMaxMs);
}

export type DeliveryResult = { claimed: number; sent: number; failed: number };

/**
 * Delivers due outbox mail: claims a batch with a lease (one short statement), sends each mail with no
 * transaction open, then marks it sent or schedules its retry, only while the claim is still ours. Any
 * number of senders (processes, or the periodic worker and an after() kick) can run this at once: SKIP
 * LOCKED hands each a different batch, and a crashed sender's rows come back when its lease runs out.
 * A mail can go out twice only if a sender dies between the SMTP server accepting it and the mark;
 * it then carries the same Message-ID.
 */
export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  overrides: Partial<MailDeliveryOptions> = {},
): Promise<DeliveryResult> {
  const options = { ...MAIL_DELIVERY_DEFAULTS, ...overrides };
  const result: DeliveryResult = { claimed: 0, sent: 0, failed: 0 };
  while (result.claimed < options.limit) {
    const leaseToken = randomUUID();
    const claimedAt = performance.now();
    const rows = await claimDueMail(db, {
      leaseToken,
      leaseMs: options.leaseMs,
      limit: Math.min(options.batchSize, options.limit - result.claimed),
    });
    if (rows.length === 0) break;
    result.claimed += rows.length;
    for (const row of rows) {
      if (performance.now() - claimedAt > options.leaseMs / 2) {
        await releaseMailClaim(db, row.id, leaseToken);
        continue;
      }
      const sent = await attemptDelivery(db, transport, row, leaseToken, options);
      result[sent ? "sent" : "failed"]++;
    }
  }
  return result;
}

async function attemptDelivery(
  db: Database,
  transport: MailTransport,
  row: OutboxMail,
  leaseToken: string,
  options: MailDeliveryOptions,
): Promise<boolean> {
  if (row.attempts > options.maxAttempts) {
    // Its last attempt's sender died mid-way (the lease ran out): no attempts left.
    await markMailAttemptFailed(db, {
      id: row.id,
      leaseToken,
      error: row.lastError ?? "The sender stopped during the last attempt.",
      retryInMs: null,
    });
    return false;
  }
  try {
    await transport({
      messageId: row.messageId,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments,
    });
  } catch (error) {
    await markMailAttemptFailed(db, {
      id: row.id,
      leaseToken,
      error: String(error).slice(0, 1000),
      retryInMs: row.attempts >= options.maxAttempts ? null : retryDelayMs(row.attempts, options),
    });
    return false;
  }
  if (!(await markMailSent(db, row.id, leaseToken))) {
    console.warn(`[mail] ${row.messageId} was sent after its claim had been taken over; it may arrive twice.`);
  }
  return true;
}
