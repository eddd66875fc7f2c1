-- Two live bookings of one staff member may never overlap; cancelled bookings free their slot.
-- drizzle-kit cannot express EXCLUDE constraints, hence this hand-written migration.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled' AND "staff_id" IS NOT NULL);
--> statement-breakpoint
-- The owner link is circular with users.business_id, so it is added after both tables exist.
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk"
  FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL;
