CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_user_id_idx" ON "ended_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");--> statement-breakpoint
-- A password reset or invitation link is a credential of its own. It must die with the credentials it was issued
-- against, whatever path changes them (action, script, psql): a link sent before an email change would otherwise
-- let whoever holds the old mailbox take the account. Every outstanding link of the user ends when the email or
-- the password changes (a reset or an accepted invitation included), and when a newer link is issued.
CREATE FUNCTION bookingpro_end_links_on_credential_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_tokens SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_end_links_on_credential_change
  AFTER UPDATE OF email, password_hash ON users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION bookingpro_end_links_on_credential_change();
--> statement-breakpoint
CREATE FUNCTION bookingpro_end_older_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_tokens SET used_at = now() WHERE user_id = NEW.user_id AND id <> NEW.id AND used_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_end_older_links
  AFTER INSERT ON auth_tokens
  FOR EACH ROW
  EXECUTE FUNCTION bookingpro_end_older_links();
--> statement-breakpoint
-- Switching the staff portal off ends every staff session of the business for good: their session version moves
-- on, so switching it back on later does not bring the old cookies back (they sign in again).
CREATE FUNCTION bookingpro_end_staff_sessions_on_portal_off() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET session_version = session_version + 1 WHERE business_id = NEW.id AND role = 'staff';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_end_staff_sessions_on_portal_off
  AFTER UPDATE OF staff_access ON businesses
  FOR EACH ROW
  WHEN ((OLD.staff_access ->> 'enableStaffLogin') = 'true'
    AND (NEW.staff_access ->> 'enableStaffLogin') IS DISTINCT FROM 'true')
  EXECUTE FUNCTION bookingpro_end_staff_sessions_on_portal_off();
