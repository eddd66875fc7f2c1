ALTER TABLE "login_throttle" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_throttle" CASCADE;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
-- hand-written:
-- Counters written before this migration keep their window (booking limits: email per day, slot per 10 minutes, others per hour).
UPDATE "rate_limits" SET "expires_at" = "window_started_at" + CASE
  WHEN "key" LIKE 'booking-email:%' THEN interval '24 hours'
  WHEN "key" LIKE 'booking-slot:%' THEN interval '10 minutes'
  ELSE interval '1 hour'
END;
