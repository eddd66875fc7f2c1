import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * Who did what to personal data, and when (UK GDPR accountability): customer exports and erasures,
 * retention purges, business exports. `actor_name` is copied so the record outlives the user.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    businessId: businessId(),
    /** Null for the system (retention purge) or once the user is deleted. */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** e.g. customer.export, customer.erase, business.export, retention.purge. */
    action: text("action").notNull(),
    /** What it was done to, never the erased personal data itself (e.g. a count or a booking reference). */
    subject: text("subject").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_business_created_at_idx").on(t.businessId, t.createdAt)],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
