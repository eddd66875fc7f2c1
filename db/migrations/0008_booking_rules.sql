ALTER TABLE "businesses" ADD COLUMN "booking_window_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_cancellation_notice_range" CHECK ("businesses"."cancellation_notice_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_reminder_hours_range" CHECK ("businesses"."reminder_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_booking_window_range" CHECK ("businesses"."booking_window_days" between 1 and 365);