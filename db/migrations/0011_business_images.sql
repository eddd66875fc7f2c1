CREATE TABLE "business_images" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_images_business_id_kind_pk" PRIMARY KEY("business_id","kind"),
	CONSTRAINT "business_images_kind" CHECK ("business_images"."kind" in ('logo', 'header')),
	CONSTRAINT "business_images_content_type" CHECK ("business_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "business_images_byte_size" CHECK ("business_images"."byte_size" between 1 and 2097152),
	CONSTRAINT "business_images_sha256" CHECK ("business_images"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "business_images" ADD CONSTRAINT "business_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;