CREATE TYPE "public"."intake_question_kind" AS ENUM('short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no', 'date');--> statement-breakpoint
CREATE TABLE "intake_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "intake_question_kind" NOT NULL,
	"label" text NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_questions_position_non_negative" CHECK ("intake_questions"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"question_id" uuid,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" "intake_question_kind" NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"answer" text,
	"sealed_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_answers_sealed_when_sensitive" CHECK (("booking_answers"."sensitive" and "booking_answers"."answer" is null and "booking_answers"."sealed_answer" is not null) or (not "booking_answers"."sensitive" and "booking_answers"."sealed_answer" is null and "booking_answers"."answer" is not null))
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "intake_form_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_questions" ADD CONSTRAINT "intake_questions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_questions" ADD CONSTRAINT "intake_questions_form_id_intake_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."intake_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_question_id_intake_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."intake_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_forms_business_name_key" ON "intake_forms" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "intake_questions_form_position_idx" ON "intake_questions" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "intake_questions_business_idx" ON "intake_questions" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "booking_answers_business_booking_idx" ON "booking_answers" USING btree ("business_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_answers_booking_question_key" ON "booking_answers" USING btree ("booking_id","question_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_intake_form_id_intake_forms_id_fk" FOREIGN KEY ("intake_form_id") REFERENCES "public"."intake_forms"("id") ON DELETE set null ON UPDATE no action;