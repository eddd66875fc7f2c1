import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";
import { createdAt, id } from "./columns";
import { mailStatusEnum } from "./enums";

export type MailAttachment = { filename: string; contentType: string; content: string };

/** Every email is written here first; a sender claims pending rows with FOR UPDATE SKIP LOCKED. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /** Holds a sign-in credential (reset or invitation link): the bodies are emptied once it is sent. */
    sensitive: boolean("sensitive").notNull().default(false),
    status: mailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_status_created_at_idx").on(t.status, t.createdAt),
    index("mail_outbox_business_id_idx").on(t.businessId),
    index("mail_outbox_to_address_idx").on(t.toAddress),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
