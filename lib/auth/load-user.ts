import { isUuid } from "@/lib/constants";
import type { Database } from "@/db/client";
import { parseWithDefaults, staffAccessSchema, type StaffAccess } from "@/lib/business/settings-schema";
import { normalizeRole, type Role } from "./roles";
import { findUserWithBusiness } from "./user-queries";

export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  staffMemberId: string | null;
  sessionVersion: number;
  business: { id: string; slug: string; name: string; timeZone: string; staffAccess: StaffAccess } | null;
};

/**
 * A user with their business, in one query. Inactive businesses count as none. With `sessionId`, null when
 * that session was signed out.
 */
export async function loadUser(
  db: Database,
  id: string,
  { sessionId = null }: { sessionId?: string | null } = {},
): Promise<CurrentUser | null> {
  if (!isUuid(id)) return null;
  const row = await findUserWithBusiness(db, id, sessionId);
  if (!row || row.sessionEnded) return null;
  const business = row.business?.isActive ? row.business : null;
  const role = normalizeRole(row.role);
  const staffAccess = parseWithDefaults(staffAccessSchema, business?.staffAccess);
  // Switching the staff portal off (White Label) ends staff sessions too, not only new sign-ins.
  if (role === "staff" && business && !staffAccess.enableStaffLogin) return null;
  // A staff user of a business needs an active staff member of that business behind it: deactivating or
  // deleting the member (or unlinking it) ends the session at its next request.
  if (role === "staff" && business && row.staffMemberActive !== true) return null;
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
