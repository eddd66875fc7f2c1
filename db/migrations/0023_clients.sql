CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_lower_case" CHECK ("clients"."email" = lower("clients"."email") and char_length("clients"."email") between 3 and 254),
	CONSTRAINT "clients_name_length" CHECK (char_length(btrim("clients"."name")) between 1 and 120),
	CONSTRAINT "clients_phone_length" CHECK (char_length("clients"."phone") <= 40),
	CONSTRAINT "clients_source" CHECK ("clients"."source" in ('manual', 'import')),
	CONSTRAINT "clients_marketing_consent_at" CHECK ("clients"."marketing_consent" = ("clients"."marketing_consent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_business_email_idx" ON "clients" USING btree ("business_id","email");