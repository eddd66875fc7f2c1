import "server-only";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { mailOutbox, type MailAttachment } from "@/db/schema";

/** The mail outbox: every email is a row here before it is sent. */
export type { MailAttachment };
export type NewOutboxMail = typeof mailOutbox.$inferInsert;

export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row.id;
}

/**
 * The oldest pending mail with attempts left, locked FOR UPDATE SKIP LOCKED for the rest of the
 * caller's transaction, so any number of server processes can deliver at once without sending twice.
 */
export async function claimPendingMail(db: Database, maxAttempts: number) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export const PURGED_BODY = "[content removed after delivery]";

/** Sent; a sensitive mail's bodies and attachments are emptied in the same update, so its link is not kept. */
export async function markMailSent(db: Database, id: string, attempts: number, sentAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt,
      attempts,
      textBody: sql`case when ${mailOutbox.sensitive} then ${PURGED_BODY} else ${mailOutbox.textBody} end`,
      htmlBody: sql`case when ${mailOutbox.sensitive} then null else ${mailOutbox.htmlBody} end`,
      attachments: sql`case when ${mailOutbox.sensitive} then '[]'::jsonb else ${mailOutbox.attachments} end`,
    })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: the mail stays pending for a retry unless `givenUp`. */
export async function markMailAttemptFailed(
  db: Database,
  failure: { id: string; attempts: number; error: string; givenUp: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: failure.attempts, lastError: failure.error, status: failure.givenUp ? "failed" : "pending" })
    .where(eq(mailOutbox.id, failure.id));
}

/** Newest first, for the development mail viewer. */
export async function listRecentMail(db: Database, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(limit);
}
