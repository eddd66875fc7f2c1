import { and, eq, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@/lib/auth/load-user";
import { bookings } from "@/db/schema";

/**
 * Which bookings a signed-in user may see: their business's, and for staff only their own
 * unless the business lets staff view all bookings (PRODUCT.md, staff portal permissions).
 */
export function bookingVisibilityFilter(user: CurrentUser & { business: NonNullable<CurrentUser["business"]> }): SQL {
  const ofBusiness = eq(bookings.businessId, user.business.id);
  if (user.role !== "staff" || user.business.staffAccess.staffCanViewAllBookings) return ofBusiness;
  if (!user.staffMemberId) return and(ofBusiness, sql`false`)!;
  return and(ofBusiness, eq(bookings.staffId, user.staffMemberId))!;
}
