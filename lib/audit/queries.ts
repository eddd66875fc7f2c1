import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { auditLog } from "@/db/schema";

/*
 * The Data protection log (UK GDPR accountability): who exported or erased personal data, and when.
 * Rows never hold the personal data itself: a count, a format, at most a SHA-256 of an email.
 */

export type AuditEntryInput = {
  businessId: string;
  /** Null for the system (the retention purge). */
  actorUserId: string | null;
  actorName: string;
  action: string;
  subject?: string;
  details?: Record<string, unknown>;
};

export type AuditEntry = {
  id: string;
  actorName: string;
  action: string;
  subject: string;
  details: Record<string, unknown>;
  createdAt: Date;
};

/** Writes one entry (inside the caller's transaction when `db` is one). */
export async function recordAuditEntry(db: Database, entry: AuditEntryInput): Promise<void> {
  await recordAuditEntries(db, [entry]);
}

/** Writes several entries in one statement. */
export async function recordAuditEntries(db: Database, entries: AuditEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      businessId: entry.businessId,
      actorUserId: entry.actorUserId,
      actorName: entry.actorName,
      action: entry.action,
      subject: entry.subject ?? "",
      details: entry.details ?? {},
    })),
  );
}

/** An entry as the log shows it and the business's data export takes it (the log adds its id). */
export const auditEntryColumns = {
  actorName: auditLog.actorName,
  action: auditLog.action,
  subject: auditLog.subject,
  details: auditLog.details,
  createdAt: auditLog.createdAt,
};

/** The business's latest entries, newest first. */
export async function listAuditEntries(db: Database, businessId: string, limit = 50): Promise<AuditEntry[]> {
  return db
    .select({ id: auditLog.id, ...auditEntryColumns })
    .from(auditLog)
    .where(eq(auditLog.businessId, businessId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(Math.max(1, Math.min(limit, 500)));
}
