import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { mailOutbox, type MailAttachment } from "@/db/schema";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  businessId?: string | null;
};

/** Every email is written to the outbox first, in the caller's transaction when there is one. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
      businessId: mail.businessId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

export type MailTransport = (mail: { to: string; subject: string; text: string; html?: string | null; attachments: MailAttachment[] }) => Promise<void>;

const MAX_ATTEMPTS = 5;

/**
 * Sends pending mail through the transport. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so any number of server processes can run this at once without sending twice.
 */
export async function deliverPendingMail(db: Database, transport: MailTransport, limit = 20): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const delivered = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      try {
        await transport({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, attachments: row.attachments });
        await tx.update(mailOutbox).set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1 }).where(eq(mailOutbox.id, row.id));
        return true;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(mailOutbox)
          .set({ attempts, lastError: String(error).slice(0, 1000), status: attempts >= MAX_ATTEMPTS ? "failed" : "pending" })
          .where(eq(mailOutbox.id, row.id));
        return false;
      }
    });
    if (delivered === null) break;
    if (delivered) sent++;
  }
  return sent;
}

/** Newest first, for the development mail viewer. */
export async function listRecentMail(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(sql`${mailOutbox.createdAt} desc`).limit(limit);
}
