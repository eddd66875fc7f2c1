import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { businesses } from "./businesses";
import { createdAt, id } from "./columns";
import { mailStatusEnum } from "./enums";

export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every email is written here first. A sender claims due rows with a lease (status 'sending',
 * `lease_until`, `lease_token`) in one short statement, sends outside any transaction, then marks the
 * row sent or schedules the next attempt; a lease that runs out (crashed sender) makes the row claimable again.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    /**
     * The booking the mail is about (confirmation, reminder, the business's notices), so erasing a customer
     * finds the business's notices about them too, whoever they were sent to.
     */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /** Holds a sign-in credential (reset or invitation link): the bodies are emptied once it is sent. */
    sensitive: boolean("sensitive").notNull().default(false),
    /** Set when queued, so every retry of the mail carries the same Message-ID and receivers can drop a repeat. */
    messageId: text("message_id").notNull(),
    status: mailStatusEnum("status").notNull().default("pending"),
    /** Attempts started (counted when a row is claimed, so a mail that kills its sender is not retried forever). */
    attempts: integer("attempts").notNull().default(0),
    /** A pending mail is not claimed before this time (backoff after a failed attempt). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': the claim holds until then; afterwards any sender may claim the row again. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Whose claim it is: a sender only marks a row whose token is still its own. */
    leaseToken: uuid("lease_token"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_status_next_attempt_at_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_status_lease_until_idx").on(t.status, t.leaseUntil),
    uniqueIndex("mail_outbox_message_id_idx").on(t.messageId),
    index("mail_outbox_business_id_idx").on(t.businessId),
    index("mail_outbox_to_address_idx").on(t.toAddress),
    index("mail_outbox_booking_id_idx").on(t.bookingId),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
