import type { CurrentUser } from "@/lib/auth/load-user";

type PolicyUser = Pick<CurrentUser, "role"> & {
  business: Pick<NonNullable<CurrentUser["business"]>, "staffAccess"> | null;
};

type ScopeUser = Pick<CurrentUser, "role" | "staffMemberId"> & {
  business: Pick<NonNullable<CurrentUser["business"]>, "staffAccess"> | null;
};

/**
 * The one rule of whose bookings a signed-in user sees — the bookings list and its counts, the schedule's
 * columns, New appointment's staff and customers, the calendar downloads: null for the whole business (owners,
 * managers, and staff when the business lets staff view all bookings), else the staff member ids they may see
 * (their own; none for a staff login without a member, or a user without a business).
 */
export function bookingScope(user: ScopeUser): string[] | null {
  if (!user.business) return [];
  if (user.role !== "staff" || user.business.staffAccess.staffCanViewAllBookings) return null;
  return user.staffMemberId ? [user.staffMemberId] : [];
}

/**
 * Staff change bookings only when the business allows it (the staff portal's permissions); owners
 * and managers always may. Which bookings they reach is `bookingScope`'s rule.
 */
export function canModifyBookings(user: PolicyUser): boolean {
  if (!user.business) return false;
  return user.role !== "staff" || user.business.staffAccess.staffCanModifyBookings;
}
