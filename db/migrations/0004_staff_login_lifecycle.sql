-- Staff logins left behind by staff members deleted or deactivated before this rule existed can no longer sign in;
-- delete them (their single-use links go with them) so their email addresses can be invited again.
DELETE FROM "users" WHERE "role" = 'staff' AND "business_id" IS NOT NULL AND NOT EXISTS (
	SELECT 1 FROM "staff_members" WHERE "staff_members"."id" = "users"."staff_member_id"
		AND "staff_members"."business_id" = "users"."business_id" AND "staff_members"."is_active"
);--> statement-breakpoint
UPDATE "users" SET "staff_member_id" = NULL WHERE "role" <> 'staff' AND "staff_member_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_staff_member_id_staff_members_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_member_only_staff" CHECK ("users"."staff_member_id" is null or "users"."role" = 'staff');
