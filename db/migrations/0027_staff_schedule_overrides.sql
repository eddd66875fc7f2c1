CREATE TABLE "staff_schedule_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"date" date NOT NULL,
	"hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_schedule_overrides" ADD CONSTRAINT "staff_schedule_overrides_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedule_overrides" ADD CONSTRAINT "staff_schedule_overrides_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_schedule_overrides_staff_date_key" ON "staff_schedule_overrides" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "staff_schedule_overrides_business_date_idx" ON "staff_schedule_overrides" USING btree ("business_id","date");--> statement-breakpoint
-- The business record the cache keeps carries each member's changed days (lib/cache/cached-reads.ts).
CREATE TRIGGER staff_schedule_overrides_notify_change AFTER INSERT OR UPDATE OR DELETE ON staff_schedule_overrides
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
