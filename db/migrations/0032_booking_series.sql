CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"every_weeks" integer NOT NULL,
	"occurrences" integer,
	"until_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_every_weeks_range" CHECK ("booking_series"."every_weeks" between 1 and 12),
	CONSTRAINT "booking_series_occurrences_range" CHECK ("booking_series"."occurrences" is null or "booking_series"."occurrences" between 2 and 52),
	CONSTRAINT "booking_series_count_or_until" CHECK (("booking_series"."occurrences" is null) <> ("booking_series"."until_date" is null))
);
--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_business_id_idx" ON "booking_series" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_id_idx" ON "bookings" USING btree ("series_id") WHERE "bookings"."series_id" is not null;
