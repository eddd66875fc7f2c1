CREATE TABLE "calendar_feed_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"staff_id" uuid,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feed_hits" ADD CONSTRAINT "calendar_feed_hits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_hits_business_fetched_at_idx" ON "calendar_feed_hits" USING btree ("business_id","fetched_at");--> statement-breakpoint
-- hand-written: existing staff members get a feed token (the generated ADD COLUMN ... NOT NULL was moved
-- here, after the backfill, so existing rows pass). 244 random bits from two random UUIDs, as 0009 does.
ALTER TABLE "staff_members" ADD COLUMN "ical_token" text;--> statement-breakpoint
UPDATE "staff_members" SET "ical_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "staff_members" ALTER COLUMN "ical_token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_ical_token_key" ON "staff_members" USING btree ("ical_token");
