-- The business record the cache keeps (lib/cache/cached-reads.ts) carries its owner's email, read from users: a change
-- of a user's email (or business) now notifies like a change to the business itself. Only those columns: sign-ins,
-- password changes and the like leave the cache alone. A row without a business (an owner before their first
-- business) notifies nothing, where a NULL payload would have meant "drop everything".
CREATE OR REPLACE FUNCTION bookingpro_notify_business_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
      IF OLD.business_id IS DISTINCT FROM NEW.business_id AND OLD.business_id IS NOT NULL THEN
        PERFORM pg_notify('bookingpro_business_changed', OLD.business_id::text);
      END IF;
    END IF;
  END IF;
  IF changed_business IS NOT NULL THEN
    PERFORM pg_notify('bookingpro_business_changed', changed_business::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OF email, business_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bookingpro_notify_business_change();
