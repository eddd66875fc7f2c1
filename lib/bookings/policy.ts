import type { CurrentUser } from "@/lib/auth/load-user";

type PolicyUser = Pick<CurrentUser, "role"> & {
  business: Pick<NonNullable<CurrentUser["business"]>, "staffAccess"> | null;
};

/**
 * Staff change bookings only when the business allows it (the staff portal's permissions); owners
 * and managers always may. Which bookings staff reach is `bookingVisibilityFilter`'s rule.
 */
export function canModifyBookings(user: PolicyUser): boolean {
  if (!user.business) return false;
  return user.role !== "staff" || user.business.staffAccess.staffCanModifyBookings;
}
