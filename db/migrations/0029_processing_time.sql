ALTER TABLE "services" ADD COLUMN "processing_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "processing_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy" "tstzmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_processing_within" CHECK ("services"."processing_after_minutes" >= 0 and "services"."processing_minutes" >= 0 and "services"."processing_after_minutes" + "services"."processing_minutes" <= "services"."duration_minutes" and "services"."processing_minutes" < "services"."duration_minutes");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_processing_non_negative" CHECK ("bookings"."processing_after_minutes" >= 0 and "bookings"."processing_minutes" >= 0);--> statement-breakpoint
-- A booking's busy parts: all of its time, less the processing part it was booked with (the client stays, the staff
-- member is free). Minutes are added as elapsed time, so a part is right across a clock change.
CREATE FUNCTION bookingpro_set_booking_busy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ends_at <= NEW.starts_at THEN
    -- No time at all: the check bookings_ends_after_starts refuses the row.
    NEW.busy := '{}';
  ELSIF NEW.processing_minutes > 0 THEN
    NEW.busy := tstzmultirange(
      tstzrange(NEW.starts_at, least(NEW.ends_at, NEW.starts_at + make_interval(mins => NEW.processing_after_minutes)), '[)'),
      tstzrange(
        least(NEW.ends_at, NEW.starts_at + make_interval(mins => NEW.processing_after_minutes + NEW.processing_minutes)),
        NEW.ends_at,
        '[)'
      )
    );
  ELSE
    NEW.busy := tstzmultirange(tstzrange(NEW.starts_at, NEW.ends_at, '[)'));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_set_busy BEFORE INSERT OR UPDATE OF starts_at, ends_at, processing_after_minutes, processing_minutes, busy
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookingpro_set_booking_busy();
--> statement-breakpoint
UPDATE bookings SET busy = tstzmultirange(tstzrange(starts_at, ends_at, '[)'));
--> statement-breakpoint
-- Only the staff member's busy parts may not overlap: a booking may sit inside another's processing.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (staff_id WITH =, busy WITH &&)
  WHERE (status <> 'cancelled' AND staff_id IS NOT NULL);
