CREATE TABLE "staff_service_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"duration_minutes" integer,
	"price_pence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_service_terms_duration_step" CHECK ("staff_service_terms"."duration_minutes" is null or ("staff_service_terms"."duration_minutes" >= 15 and "staff_service_terms"."duration_minutes" % 15 = 0)),
	CONSTRAINT "staff_service_terms_price_non_negative" CHECK ("staff_service_terms"."price_pence" is null or "staff_service_terms"."price_pence" >= 0),
	CONSTRAINT "staff_service_terms_some_term" CHECK ("staff_service_terms"."duration_minutes" is not null or "staff_service_terms"."price_pence" is not null)
);
--> statement-breakpoint
ALTER TABLE "staff_service_terms" ADD CONSTRAINT "staff_service_terms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_service_terms" ADD CONSTRAINT "staff_service_terms_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_service_terms" ADD CONSTRAINT "staff_service_terms_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_service_terms_staff_service_key" ON "staff_service_terms" USING btree ("staff_id","service_id");--> statement-breakpoint
CREATE INDEX "staff_service_terms_business_service_idx" ON "staff_service_terms" USING btree ("business_id","service_id");--> statement-breakpoint
-- The business record the cache keeps carries each member's own terms (lib/cache/cached-reads.ts).
CREATE TRIGGER staff_service_terms_notify_change AFTER INSERT OR UPDATE OR DELETE ON staff_service_terms
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
