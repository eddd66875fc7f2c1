CREATE TABLE "released_slugs" (
	"slug" text NOT NULL,
	"business_id" uuid NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "released_slugs_slug_pk" PRIMARY KEY("slug")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "custom_domain_token" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "released_slugs_released_at_idx" ON "released_slugs" USING btree ("released_at");--> statement-breakpoint
-- hand-written: a domain saved before verification existed gets a token and starts Pending (it stops
-- resolving until its owner verifies it). The two generated checks were moved after this update so existing rows pass.
UPDATE "businesses" SET "custom_domain_token" = 'bookingpro-verify=' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "custom_domain" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_custom_domain_token" CHECK (("businesses"."custom_domain" is null) = ("businesses"."custom_domain_token" is null));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_custom_domain_verified" CHECK ("businesses"."custom_domain_verified_at" is null or "businesses"."custom_domain" is not null);
