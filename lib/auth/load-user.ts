import { isUuid } from "@/lib/constants";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { parseWithDefaults, staffAccessSchema, type StaffAccess } from "@/lib/validations/business-settings";
import { normalizeRole, type Role } from "./roles";

export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  staffMemberId: string | null;
  sessionVersion: number;
  business: { id: string; slug: string; name: string; timeZone: string; staffAccess: StaffAccess } | null;
};

/** A user with their business, in one query. Inactive businesses count as none. */
export async function loadUser(db: Database, id: string): Promise<CurrentUser | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.users.findFirst({
    where: eq(users.id, id),
    columns: { id: true, email: true, name: true, role: true, staffMemberId: true, sessionVersion: true },
    with: { business: { columns: { id: true, slug: true, name: true, timeZone: true, staffAccess: true, isActive: true } } },
  });
  if (!row) return null;
  const business = row.business?.isActive ? row.business : null;
  const role = normalizeRole(row.role);
  const staffAccess = parseWithDefaults(staffAccessSchema, business?.staffAccess);
  // Switching the staff portal off (White Label) ends staff sessions too, not only new sign-ins.
  if (role === "staff" && business && !staffAccess.enableStaffLogin) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    staffMemberId: row.staffMemberId,
    sessionVersion: row.sessionVersion,
    business: business
      ? {
          id: business.id,
          slug: business.slug,
          name: business.name,
          timeZone: business.timeZone,
          staffAccess,
        }
      : null,
  };
}
