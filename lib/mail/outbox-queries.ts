import "server-only";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { mailOutbox, type MailAttachment, type OutboxMail } from "@/db/schema";

/** The mail outbox: every email is a row here before it is sent. */
export type { MailAttachment, OutboxMail };
export type NewOutboxMail = typeof mailOutbox.$inferInsert;

/** Several mails in one statement; their ids in the same order. */
export async function insertOutboxMails(db: Database, mails: NewOutboxMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes a mail about a booking of the business that no sender has tried yet (still held back by its
 * `next_attempt_at`, or simply not picked up); true when it was withdrawn in time.
 */
export async function withdrawUnsentMail(
  db: Database,
  mail: { id: string; businessId: string; bookingId: string },
): Promise<boolean> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, mail.id),
        eq(mailOutbox.businessId, mail.businessId),
        eq(mailOutbox.bookingId, mail.bookingId),
        eq(mailOutbox.status, "pending"),
        eq(mailOutbox.attempts, 0),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

const inMs = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

/** Still this claim's: the row is 'sending' under the token the claim set (nobody took it over after expiry). */
const heldBy = (id: string, leaseToken: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sending"), eq(mailOutbox.leaseToken, leaseToken));

/**
 * Claims up to `limit` due mails in one statement (its own short transaction): pending rows whose
 * `next_attempt_at` has come, and 'sending' rows whose lease ran out (their sender died). Each becomes
 * 'sending' under `leaseToken` until now + `leaseMs`, and its attempt is counted. SKIP LOCKED lets
 * concurrent senders claim disjoint rows without waiting for each other.
 */
export async function claimDueMail(
  db: Database,
  claim: { leaseToken: string; leaseMs: number; limit: number },
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, "sending"), lte(mailOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      status: "sending",
      leaseToken: claim.leaseToken,
      leaseUntil: inMs(claim.leaseMs),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

export const PURGED_BODY = "[content removed after delivery]";

/**
 * Sent, if the claim is still ours; a sensitive mail's bodies and attachments are emptied in the same
 * update, so its link is not kept. False: another sender took the row over after our lease ran out.
 */
export async function markMailSent(db: Database, id: string, leaseToken: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      leaseUntil: null,
      leaseToken: null,
      lastError: null,
      textBody: sql`case when ${mailOutbox.sensitive} then ${PURGED_BODY} else ${mailOutbox.textBody} end`,
      htmlBody: sql`case when ${mailOutbox.sensitive} then null else ${mailOutbox.htmlBody} end`,
      attachments: sql`case when ${mailOutbox.sensitive} then '[]'::jsonb else ${mailOutbox.attachments} end`,
    })
    .where(heldBy(id, leaseToken))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/**
 * A failed attempt, if the claim is still ours: back to pending until now + `retryInMs`, or 'failed'
 * for good when `retryInMs` is null (no attempts left).
 */
export async function markMailAttemptFailed(
  db: Database,
  failure: { id: string; leaseToken: string; error: string; retryInMs: number | null },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: failure.retryInMs === null ? "failed" : "pending",
      nextAttemptAt: failure.retryInMs === null ? undefined : inMs(failure.retryInMs),
      leaseUntil: null,
      leaseToken: null,
      lastError: failure.error,
    })
    .where(heldBy(failure.id, failure.leaseToken))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Gives back a claimed mail that was not attempted after all: pending and due now, its attempt uncounted. */
export async function releaseMailClaim(db: Database, id: string, leaseToken: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      leaseUntil: null,
      leaseToken: null,
      attempts: sql`${mailOutbox.attempts} - 1`,
    })
    .where(heldBy(id, leaseToken));
}

/** Newest first, for the development mail viewer. */
export async function listRecentMail(db: Database, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(limit);
}
