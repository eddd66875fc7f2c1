-- The Bookings screen's Upcoming and Past tabs split on ends_at: their counts and the earliest start of
-- the bookings not over yet (the list's starting point in the starts_at index) are read from here.
CREATE INDEX IF NOT EXISTS "bookings_business_ends_at_idx" ON "bookings" USING btree ("business_id", "ends_at") INCLUDE ("starts_at");
