CREATE TYPE "public"."resource_name_audience" AS ENUM('dashboard', 'staff', 'customers');--> statement-breakpoint
CREATE TYPE "public"."resource_use" AS ENUM('whole', 'busy');--> statement-breakpoint
CREATE TABLE "resource_blocked_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_blocked_dates_end_not_before_start" CHECK ("resource_blocked_dates"."end_date" >= "resource_blocked_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "resource_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"whole" boolean DEFAULT true NOT NULL,
	"held" "tstzmultirange" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_resource_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "resource_names_shown_to" "resource_name_audience" DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "resource_use" "resource_use" DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_blocked_dates" ADD CONSTRAINT "resource_blocked_dates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_blocked_dates" ADD CONSTRAINT "resource_blocked_dates_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_holds" ADD CONSTRAINT "resource_holds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_holds" ADD CONSTRAINT "resource_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_holds" ADD CONSTRAINT "resource_holds_type_id_resource_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."resource_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_holds" ADD CONSTRAINT "resource_holds_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_types" ADD CONSTRAINT "resource_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_type_id_resource_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."resource_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource_needs" ADD CONSTRAINT "service_resource_needs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource_needs" ADD CONSTRAINT "service_resource_needs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource_needs" ADD CONSTRAINT "service_resource_needs_type_id_resource_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."resource_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_blocked_dates_resource_idx" ON "resource_blocked_dates" USING btree ("resource_id","end_date");--> statement-breakpoint
CREATE INDEX "resource_blocked_dates_business_idx" ON "resource_blocked_dates" USING btree ("business_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_holds_booking_type_key" ON "resource_holds" USING btree ("booking_id","type_id");--> statement-breakpoint
CREATE INDEX "resource_holds_business_idx" ON "resource_holds" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "resource_holds_resource_idx" ON "resource_holds" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_types_business_name_key" ON "resource_types" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resources_business_name_key" ON "resources" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "resources_business_type_idx" ON "resources" USING btree ("business_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_resource_needs_service_type_key" ON "service_resource_needs" USING btree ("service_id","type_id");--> statement-breakpoint
CREATE INDEX "service_resource_needs_business_idx" ON "service_resource_needs" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "service_resource_needs_type_idx" ON "service_resource_needs" USING btree ("type_id");--> statement-breakpoint
-- No resource is held twice at once: the database, not the app, keeps the promise (as bookings_no_overlap does for
-- staff).
ALTER TABLE resource_holds ADD CONSTRAINT resource_holds_no_overlap
  EXCLUDE USING gist (resource_id WITH =, held WITH &&) WHERE (active);
--> statement-breakpoint
CREATE INDEX resource_holds_resource_held_idx ON resource_holds USING gist (resource_id, held) WHERE active;
--> statement-breakpoint
-- A free, active resource of the type for `held`, not blocked on any of its dates (the business's zone): `prefer`
-- first (a moved booking keeps its room when it can), then the one held least that day, then by name. Writers of a
-- type take turns first, so two bookings racing for the last two rooms each get one.
CREATE FUNCTION bookingpro_pick_resource(p_business uuid, p_type uuid, p_held tstzmultirange, p_prefer uuid, p_booking uuid)
  RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  first_day date;
  last_day date;
  day_range tstzmultirange;
  chosen uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('bookingpro:resource-type:' || p_type::text, 0));
  SELECT time_zone INTO tz FROM businesses WHERE id = p_business;
  first_day := (lower(p_held) AT TIME ZONE tz)::date;
  last_day := ((upper(p_held) - interval '1 microsecond') AT TIME ZONE tz)::date;
  day_range := tstzmultirange(tstzrange(first_day::timestamp AT TIME ZONE tz, (first_day + 1)::timestamp AT TIME ZONE tz));
  SELECT r.id INTO chosen
  FROM resources r
  WHERE r.business_id = p_business AND r.type_id = p_type AND r.is_active
    AND NOT EXISTS (
      SELECT 1 FROM resource_holds h
      WHERE h.resource_id = r.id AND h.active AND h.booking_id <> p_booking AND h.held && p_held)
    AND NOT EXISTS (
      SELECT 1 FROM resource_blocked_dates b
      WHERE b.resource_id = r.id AND b.start_date <= last_day AND b.end_date >= first_day)
  ORDER BY r.id = p_prefer DESC,
    (SELECT count(*) FROM resource_holds h WHERE h.resource_id = r.id AND h.active AND h.held && day_range),
    lower(r.name), r.id
  LIMIT 1;
  RETURN chosen;
END $$;
--> statement-breakpoint
CREATE FUNCTION bookingpro_resource_taken(p_type uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING
    ERRCODE = 'exclusion_violation',
    CONSTRAINT = 'resource_holds_no_overlap',
    MESSAGE = format('No %s is free at this time.', (SELECT name FROM resource_types WHERE id = p_type));
END $$;
--> statement-breakpoint
-- A new live booking holds one free resource of each type its service needs, or is refused (the whole transaction
-- with it: a visit that cannot get all of them is not booked).
CREATE FUNCTION bookingpro_hold_resources() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  need record;
  new_held tstzmultirange;
  chosen uuid;
BEGIN
  FOR need IN
    SELECT n.type_id, s.resource_use FROM service_resource_needs n JOIN services s ON s.id = n.service_id
    WHERE n.service_id = NEW.service_id AND n.business_id = NEW.business_id ORDER BY n.type_id
  LOOP
    new_held := CASE WHEN need.resource_use = 'busy' THEN NEW.busy
      ELSE tstzmultirange(tstzrange(NEW.starts_at, NEW.ends_at, '[)')) END;
    chosen := bookingpro_pick_resource(NEW.business_id, need.type_id, new_held, NULL, NEW.id);
    IF chosen IS NULL THEN PERFORM bookingpro_resource_taken(need.type_id); END IF;
    INSERT INTO resource_holds (business_id, booking_id, type_id, resource_id, whole, held)
      VALUES (NEW.business_id, NEW.id, need.type_id, chosen, need.resource_use = 'whole', new_held);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_hold_resources AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.status <> 'cancelled' AND NEW.service_id IS NOT NULL)
  EXECUTE FUNCTION bookingpro_hold_resources();
--> statement-breakpoint
-- A booking moved, resized or made live again keeps its holds in step: its own resource when still free, else
-- another of the type, else the change is refused. A cancelled booking holds nothing.
CREATE FUNCTION bookingpro_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold record;
  new_held tstzmultirange;
  chosen uuid;
BEGIN
  IF NEW.status = 'cancelled' THEN
    UPDATE resource_holds SET active = false WHERE booking_id = NEW.id AND active;
    RETURN NULL;
  END IF;
  FOR hold IN SELECT * FROM resource_holds WHERE booking_id = NEW.id ORDER BY type_id LOOP
    new_held := CASE WHEN hold.whole THEN tstzmultirange(tstzrange(NEW.starts_at, NEW.ends_at, '[)')) ELSE NEW.busy END;
    CONTINUE WHEN hold.active AND hold.held = new_held;
    chosen := bookingpro_pick_resource(NEW.business_id, hold.type_id, new_held, hold.resource_id, NEW.id);
    IF chosen IS NULL THEN PERFORM bookingpro_resource_taken(hold.type_id); END IF;
    UPDATE resource_holds SET resource_id = chosen, held = new_held, active = true WHERE id = hold.id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_follow_resources AFTER UPDATE OF starts_at, ends_at, status, processing_after_minutes, processing_minutes
  ON bookings FOR EACH ROW
  WHEN ((OLD.busy, OLD.starts_at, OLD.ends_at, OLD.status = 'cancelled')
    IS DISTINCT FROM (NEW.busy, NEW.starts_at, NEW.ends_at, NEW.status = 'cancelled'))
  EXECUTE FUNCTION bookingpro_follow_booking();
--> statement-breakpoint
CREATE TRIGGER resource_types_notify_change AFTER INSERT OR UPDATE OR DELETE ON resource_types
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
--> statement-breakpoint
CREATE TRIGGER resources_notify_change AFTER INSERT OR UPDATE OR DELETE ON resources
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
--> statement-breakpoint
CREATE TRIGGER resource_blocked_dates_notify_change AFTER INSERT OR UPDATE OR DELETE ON resource_blocked_dates
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
--> statement-breakpoint
CREATE TRIGGER service_resource_needs_notify_change AFTER INSERT OR UPDATE OR DELETE ON service_resource_needs
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
