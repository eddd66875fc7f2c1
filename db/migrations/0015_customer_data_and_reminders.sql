CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "customer_retention_months" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_business_created_at_idx" ON "audit_log" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("reminder_due_at") WHERE "bookings"."reminder_due_at" is not null and "bookings"."reminder_sent_at" is null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_customer_retention_range" CHECK ("businesses"."customer_retention_months" between 1 and 120);--> statement-breakpoint
-- Live appointments still ahead get their reminder planned: due their business's reminder hours before the
-- start, unless reminders are off, it was already sent, or that moment has passed.
UPDATE "bookings" AS b SET "reminder_due_at" = b."starts_at" - make_interval(hours => biz."reminder_hours")
FROM "businesses" AS biz
WHERE biz."id" = b."business_id"
  AND biz."reminder_hours" > 0
  AND b."status" IN ('pending', 'confirmed')
  AND b."reminder_sent_at" IS NULL
  AND b."starts_at" - make_interval(hours => biz."reminder_hours") > now();
