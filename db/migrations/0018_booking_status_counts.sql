CREATE TABLE "booking_status_counts" (
	"business_id" uuid NOT NULL,
	"staff_id" uuid,
	"status" "booking_status" NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "booking_status_counts_key" UNIQUE NULLS NOT DISTINCT("business_id","staff_id","status")
);
--> statement-breakpoint
CREATE INDEX "booking_status_counts_zero_idx" ON "booking_status_counts" USING btree ("business_id") WHERE "booking_status_counts"."bookings" = 0;
--> statement-breakpoint
-- The counts follow every change to bookings, per statement (a bulk insert or a cascade is one upsert, not one per
-- row): the changed rows grouped by business, staff member and status, old rows subtracted and new rows added, in
-- key order (two statements lock the rows they share in the same order). Rows that reach zero are removed, so a
-- deleted business or staff member leaves none behind. The same transaction as the change: never out of step.
CREATE FUNCTION bookingpro_apply_booking_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_status_counts AS c (business_id, staff_id, status, bookings)
    SELECT business_id, staff_id, status, count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT booking_status_counts_key DO UPDATE SET bookings = c.bookings + excluded.bookings;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_status_counts AS c (business_id, staff_id, status, bookings)
    SELECT business_id, staff_id, status, -count(*)::int FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT booking_status_counts_key DO UPDATE SET bookings = c.bookings + excluded.bookings;
  ELSE
    INSERT INTO booking_status_counts AS c (business_id, staff_id, status, bookings)
    SELECT business_id, staff_id, status, sum(n)::int
    FROM (
      SELECT business_id, staff_id, status, 1 AS n FROM new_rows
      UNION ALL
      SELECT business_id, staff_id, status, -1 AS n FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3
    HAVING sum(n) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT booking_status_counts_key DO UPDATE SET bookings = c.bookings + excluded.bookings;
  END IF;
  DELETE FROM booking_status_counts WHERE bookings = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_status_counts_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookingpro_apply_booking_status_counts();
--> statement-breakpoint
CREATE TRIGGER bookings_status_counts_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookingpro_apply_booking_status_counts();
--> statement-breakpoint
CREATE TRIGGER bookings_status_counts_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookingpro_apply_booking_status_counts();
--> statement-breakpoint
CREATE FUNCTION bookingpro_clear_booking_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE booking_status_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_status_counts_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bookingpro_clear_booking_status_counts();
--> statement-breakpoint
-- The bookings already there (the triggers above hold writes back until this migration commits).
INSERT INTO booking_status_counts (business_id, staff_id, status, bookings)
SELECT business_id, staff_id, status, count(*)::int FROM bookings GROUP BY 1, 2, 3;
