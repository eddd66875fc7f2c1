-- Every change to what a business's public pages and availability read (the business row, its services, staff
-- and images) tells every app server on commit, so each can drop its cached copy (lib/cache/). A trigger rather
-- than the app: no write path (action, job, script, psql) can forget it. NOTIFY is delivered only on commit and
-- repeats of one payload in a transaction are sent once. A change to how a business is found (its public id, custom
-- domain, or whether it is active) sends an empty payload: drop everything, since a host cached as one business may
-- now belong to another.
CREATE FUNCTION bookingpro_notify_business_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_business uuid;
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    changed_business := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
    IF TG_OP = 'UPDATE' THEN
      IF (OLD.slug, OLD.custom_domain, OLD.custom_domain_verified_at, OLD.is_active)
          IS DISTINCT FROM (NEW.slug, NEW.custom_domain, NEW.custom_domain_verified_at, NEW.is_active) THEN
        PERFORM pg_notify('bookingpro_business_changed', '');
      END IF;
    END IF;
  ELSE
    changed_business := CASE WHEN TG_OP = 'DELETE' THEN OLD.business_id ELSE NEW.business_id END;
    -- Nested, not AND-ed: plpgsql may evaluate both sides, and a businesses row has no business_id.
    IF TG_OP = 'UPDATE' THEN
      IF OLD.business_id IS DISTINCT FROM NEW.business_id THEN
        PERFORM pg_notify('bookingpro_business_changed', OLD.business_id::text);
      END IF;
    END IF;
  END IF;
  PERFORM pg_notify('bookingpro_business_changed', changed_business::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_notify_change AFTER INSERT OR UPDATE OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
--> statement-breakpoint
CREATE TRIGGER services_notify_change AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
--> statement-breakpoint
CREATE TRIGGER staff_members_notify_change AFTER INSERT OR UPDATE OR DELETE ON staff_members
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
--> statement-breakpoint
CREATE TRIGGER business_images_notify_change AFTER INSERT OR UPDATE OR DELETE ON business_images
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
