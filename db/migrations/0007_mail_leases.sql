ALTER TYPE "public"."mail_status" ADD VALUE 'sending' BEFORE 'sent';--> statement-breakpoint
DROP INDEX "mail_outbox_status_created_at_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_lease_until_idx" ON "mail_outbox" USING btree ("status","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
-- hand-written: mail queued before this migration gets a Message-ID of its own (the column is then required);
-- it is due at once (next_attempt_at defaults to now()).
UPDATE "mail_outbox" SET "message_id" = '<' || "id" || '@bookingpro.invalid>' WHERE "message_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL;
