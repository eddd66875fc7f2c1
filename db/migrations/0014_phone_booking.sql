ALTER TABLE "services" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "services_business_sort_order_idx" ON "services" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_business_idempotency_key_idx" ON "bookings" USING btree ("business_id","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
-- Existing services keep the order the booking page showed them in until now: by category, then name.
UPDATE "services" AS s SET "sort_order" = ranked.position
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "business_id" ORDER BY "category", "name", "id"))::int AS position
  FROM "services"
) AS ranked
WHERE s."id" = ranked."id";
