CREATE TABLE "staff_busy_calendars" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"lock_token" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_busy_intervals" (
	"business_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_busy_intervals_end_after_start" CHECK ("staff_busy_intervals"."ends_at" > "staff_busy_intervals"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "staff_busy_calendars" ADD CONSTRAINT "staff_busy_calendars_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_busy_calendars" ADD CONSTRAINT "staff_busy_calendars_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_busy_intervals" ADD CONSTRAINT "staff_busy_intervals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_busy_intervals" ADD CONSTRAINT "staff_busy_intervals_staff_id_staff_busy_calendars_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_busy_calendars"("staff_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_busy_calendars_business_id_idx" ON "staff_busy_calendars" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "staff_busy_calendars_last_attempt_at_idx" ON "staff_busy_calendars" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "staff_busy_intervals_business_staff_starts_at_idx" ON "staff_busy_intervals" USING btree ("business_id","staff_id","starts_at");