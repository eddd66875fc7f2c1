-- Each booking mail (confirmation, reminder, the business's new-booking and cancellation notices) names its booking,
-- so erasing a customer deletes the business's notices about them, which are addressed to the business.
ALTER TABLE "mail_outbox" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_booking_id_idx" ON "mail_outbox" USING btree ("booking_id");--> statement-breakpoint
-- Rate-limit counters per email now carry the SHA-256 (hex) of the lower-case address, never the address:
-- the live counters keep their counts under their new keys (lib/rate-limit/email-key.ts makes the same).
UPDATE "rate_limits"
SET "key" = split_part("key", ':', 1) || ':' || encode(sha256(convert_to(lower(substr("key", strpos("key", ':') + 1)), 'UTF8')), 'hex')
WHERE split_part("key", ':', 1) IN ('booking-email', 'sign-in-email', 'register-email', 'reset-email');
