ALTER TYPE "public"."booking_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"business_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "customer_notes_business_id_customer_email_pk" PRIMARY KEY("business_id","customer_email"),
	CONSTRAINT "customer_notes_email_lower_case" CHECK ("customer_notes"."customer_email" = lower("customer_notes"."customer_email")),
	CONSTRAINT "customer_notes_notes_length" CHECK (char_length("customer_notes"."notes") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_business_customer_email_idx" ON "bookings" USING btree ("business_id",lower("customer_email"));