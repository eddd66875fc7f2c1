CREATE TYPE "public"."waitlist_entry_status" AS ENUM('waiting', 'offered', 'booked', 'left');--> statement-breakpoint
CREATE TYPE "public"."waitlist_hold_status" AS ENUM('live', 'used', 'expired', 'released');--> statement-breakpoint
CREATE TYPE "public"."waitlist_opening_status" AS ENUM('open', 'offered', 'booked', 'closed');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"staff_id" uuid,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_from" time DEFAULT '00:00' NOT NULL,
	"time_to" time DEFAULT '24:00' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" "waitlist_entry_status" DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_dates_in_order" CHECK ("waitlist_entries"."date_to" >= "waitlist_entries"."date_from"),
	CONSTRAINT "waitlist_entries_times_in_order" CHECK ("waitlist_entries"."time_to" > "waitlist_entries"."time_from"),
	CONSTRAINT "waitlist_entries_email_lower" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email"))
);
--> statement-breakpoint
CREATE TABLE "waitlist_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"status" "waitlist_opening_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_openings_ends_after_starts" CHECK ("waitlist_openings"."ends_at" > "waitlist_openings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"opening_id" uuid,
	"staff_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "waitlist_hold_status" DEFAULT 'live' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_holds_ends_after_starts" CHECK ("waitlist_holds"."ends_at" > "waitlist_holds"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_waitlist_hold_minutes_range" CHECK ("businesses"."waitlist_hold_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "waitlist_hold_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_openings" ADD CONSTRAINT "waitlist_openings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_openings" ADD CONSTRAINT "waitlist_openings_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_opening_id_waitlist_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."waitlist_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_waitlist_hold_id_waitlist_holds_id_fk" FOREIGN KEY ("waitlist_hold_id") REFERENCES "public"."waitlist_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_business_status_idx" ON "waitlist_entries" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_business_email_idx" ON "waitlist_entries" USING btree ("business_id","email");--> statement-breakpoint
CREATE INDEX "waitlist_openings_open_idx" ON "waitlist_openings" USING btree ("starts_at") WHERE "waitlist_openings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_openings_business_idx" ON "waitlist_openings" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_token_hash_key" ON "waitlist_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_holds_business_idx" ON "waitlist_holds" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "waitlist_holds_entry_idx" ON "waitlist_holds" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_holds_live_expiry_idx" ON "waitlist_holds" USING btree ("expires_at") WHERE "waitlist_holds"."status" = 'live';--> statement-breakpoint
-- One live offer per opening and per entry: two workers never make two holds for one freed time.
CREATE UNIQUE INDEX "waitlist_holds_live_opening_key" ON "waitlist_holds" USING btree ("opening_id") WHERE "waitlist_holds"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_live_entry_key" ON "waitlist_holds" USING btree ("entry_id") WHERE "waitlist_holds"."status" = 'live';--> statement-breakpoint
-- Two live holds of one staff member never overlap.
ALTER TABLE waitlist_holds ADD CONSTRAINT waitlist_holds_no_overlap
  EXCLUDE USING gist (staff_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (status = 'live');
--> statement-breakpoint
-- A new live hold takes the staff member's turn (the key bookTime's lockStaffSchedule takes) and is refused when a
-- live booking of theirs overlaps it.
CREATE FUNCTION bookingpro_hold_meets_no_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW.staff_id::text, 0));
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.staff_id = NEW.staff_id AND b.status <> 'cancelled'
      AND b.busy && tstzmultirange(tstzrange(NEW.starts_at, NEW.ends_at, '[)'))
  ) THEN
    RAISE EXCEPTION USING
      ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'waitlist_holds_no_overlap',
      MESSAGE = 'This time is already booked.';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER waitlist_holds_meet_no_booking BEFORE INSERT OR UPDATE OF starts_at, ends_at, staff_id, status
  ON waitlist_holds FOR EACH ROW WHEN (NEW.status = 'live')
  EXECUTE FUNCTION bookingpro_hold_meets_no_booking();
--> statement-breakpoint
-- A live booking of a staff member may not overlap a live, unexpired waitlist hold of theirs unless it carries that
-- hold's id (the holder booking it). Taken under the staff member's turn, as a hold is made under it.
CREATE FUNCTION bookingpro_refuse_held_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW.staff_id::text, 0));
  IF EXISTS (
    SELECT 1 FROM waitlist_holds h
    WHERE h.staff_id = NEW.staff_id AND h.status = 'live' AND h.expires_at > now()
      AND tstzrange(h.starts_at, h.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
      AND h.id IS DISTINCT FROM NEW.waitlist_hold_id
  ) THEN
    RAISE EXCEPTION USING
      ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'waitlist_holds_block_bookings',
      MESSAGE = 'This time is held for a customer on the waitlist.';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_refuse_held_time_insert AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.status <> 'cancelled' AND NEW.staff_id IS NOT NULL)
  EXECUTE FUNCTION bookingpro_refuse_held_time();
--> statement-breakpoint
CREATE TRIGGER bookings_refuse_held_time_update AFTER UPDATE OF starts_at, ends_at, staff_id, status ON bookings
  FOR EACH ROW WHEN (NEW.status <> 'cancelled' AND NEW.staff_id IS NOT NULL
    AND (OLD.starts_at, OLD.ends_at, OLD.staff_id, OLD.status = 'cancelled')
      IS DISTINCT FROM (NEW.starts_at, NEW.ends_at, NEW.staff_id, NEW.status = 'cancelled'))
  EXECUTE FUNCTION bookingpro_refuse_held_time();
--> statement-breakpoint
-- A future time a live booking gives up (cancelled, or moved to another time or staff member) is written down for
-- the waitlist. A staff member's or business's deletion (staff_id set null, cascaded deletes) writes nothing.
CREATE FUNCTION bookingpro_open_waitlist_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'cancelled' OR OLD.staff_id IS NULL OR NEW.staff_id IS NULL OR OLD.starts_at <= now() THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'cancelled' THEN
    INSERT INTO waitlist_openings (business_id, staff_id, starts_at, ends_at, reason)
      VALUES (OLD.business_id, OLD.staff_id, OLD.starts_at, OLD.ends_at, 'cancel');
  ELSIF (OLD.starts_at, OLD.ends_at, OLD.staff_id) IS DISTINCT FROM (NEW.starts_at, NEW.ends_at, NEW.staff_id) THEN
    INSERT INTO waitlist_openings (business_id, staff_id, starts_at, ends_at, reason)
      VALUES (OLD.business_id, OLD.staff_id, OLD.starts_at, OLD.ends_at, 'move');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_open_waitlist_time AFTER UPDATE OF starts_at, ends_at, staff_id, status ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookingpro_open_waitlist_time();
