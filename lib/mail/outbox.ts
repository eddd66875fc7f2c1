import type { Database } from "@/db/client";
import {
  claimPendingMail,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailSent,
  type MailAttachment,
} from "./outbox-queries";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  businessId?: string | null;
  /**
   * The mail carries a credential (a password-reset or invitation link): once delivered its bodies are
   * removed from the outbox. Until then the development mail viewer can show it (without SMTP_URL
   * nothing is ever delivered, so local and browser tests still read their links).
   */
  sensitive?: boolean;
};

/** Every email is written to the outbox first, in the caller's transaction when there is one. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  return insertOutboxMail(db, {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? [],
    businessId: mail.businessId ?? null,
    sensitive: mail.sensitive ?? false,
  });
}

export type MailTransport = (mail: {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments: MailAttachment[];
}) => Promise<void>;

const MAX_ATTEMPTS = 5;

/**
 * Sends pending mail through the transport, one row per transaction. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of server processes can run this at once without sending twice.
 */
export async function deliverPendingMail(db: Database, transport: MailTransport, limit = 20): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const delivered = await db.transaction(async (tx) => {
      const row = await claimPendingMail(tx, MAX_ATTEMPTS);
      if (!row) return null;
      const attempts = row.attempts + 1;
      try {
        await transport({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: row.attachments,
        });
        await markMailSent(tx, row.id, attempts, new Date());
        return true;
      } catch (error) {
        await markMailAttemptFailed(tx, {
          id: row.id,
          attempts,
          error: String(error).slice(0, 1000),
          givenUp: attempts >= MAX_ATTEMPTS,
        });
        return false;
      }
    });
    if (delivered === null) break;
    if (delivered) sent++;
  }
  return sent;
}
