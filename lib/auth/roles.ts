import { hasAbility, type Ability, type PolicyUser } from "@/lib/access/policy";
import { USER_ROLES, type UserRole } from "@/lib/constants";

export type Role = UserRole;

/** An unknown role is treated as staff. */
export function normalizeRole(role: string | null | undefined): Role {
  return (USER_ROLES as readonly string[]).includes(role ?? "") ? (role as Role) : "staff";
}

export type NavItem = {
  href: string;
  label: string;
  icon:
    | "overview"
    | "schedule"
    | "bookings"
    | "customers"
    | "setup"
    | "services"
    | "resources"
    | "staff"
    | "blackouts"
    | "calendar"
    | "availability"
    | "customize"
    | "white-label"
    | "analytics"
    | "privacy";
  /** What opening the screen takes, as the page itself checks it (lib/access/policy.ts); none: everyone's. */
  ability?: Ability;
  /** Instead: the roles whose own view of an address it is (My Calendar is staff's view of Calendar Sync's). */
  roles?: readonly Role[];
};

const item = (href: string, label: string, icon: NavItem["icon"], ability?: Ability): NavItem => ({
  href,
  label,
  icon,
  ability,
});

/** Dashboard navigation in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  item("/dashboard", "Overview", "overview"),
  // Ours, not the spec's: the day and week calendar (staff see their own column unless they may see all).
  item("/dashboard/schedule", "Schedule", "schedule", ["view", "bookings"]),
  item("/dashboard/bookings", "Bookings", "bookings", ["view", "bookings"]),
  // Ours (not in the spec's navigation): the customer list is the business's, so not for staff.
  item("/dashboard/customers", "Customers", "customers", ["manage", "customers"]),
  item("/dashboard/setup", "Business Setup", "setup", ["manage", "business"]),
  item("/dashboard/services", "Services", "services", ["manage", "services"]),
  // Ours: the rooms, chairs and equipment a service may need.
  item("/dashboard/resources", "Resources", "resources", ["manage", "resources"]),
  item("/dashboard/staff", "Staff", "staff", ["manage", "staff"]),
  item("/dashboard/blackouts", "Block Dates", "blackouts", ["manage", "blackouts"]),
  item("/dashboard/calendar", "Calendar Sync", "calendar", ["manage", "calendar"]),
  // Staff get the same address for their own feed and personal calendar (not in the spec's navigation).
  { ...item("/dashboard/calendar", "My Calendar", "calendar"), roles: ["staff"] },
  // A staff user's own weekly hours and time off, only while the owner lets staff manage their availability.
  item("/dashboard/availability", "My Availability", "availability", ["manage", "my-availability"]),
  item("/dashboard/customize", "Customize", "customize", ["manage", "business"]),
  item("/dashboard/white-label", "White Label", "white-label", ["manage", "white-label"]),
  item("/dashboard/analytics", "Analytics", "analytics", ["view", "analytics"]),
  // Ours (UK GDPR): retention, the whole business's export and deletion, the data protection log.
  item("/dashboard/privacy", "Data & Privacy", "privacy", ["manage", "privacy"]),
];

/** The one rule for the navigation and the 403s: the policy's, so a business switch closes a screen in both. */
function isItemOpen(navItem: NavItem, user: PolicyUser): boolean {
  if (navItem.ability) return hasAbility(user, navItem.ability);
  return navItem.roles === undefined || navItem.roles.includes(user.role);
}

/** The screens the user may open, in the navigation's order. */
export function getNavItemsFor(user: PolicyUser): NavItem[] {
  return NAV_ITEMS.filter((navItem) => isItemOpen(navItem, user));
}

/** Whether the user may open a dashboard path: the screen's nav item decides; unknown paths are left to 404. */
export function canOpenPath(user: PolicyUser, pathname: string): boolean {
  const items = NAV_ITEMS.filter((candidate) =>
    candidate.href === "/dashboard"
      ? pathname === candidate.href
      : pathname === candidate.href || pathname.startsWith(`${candidate.href}/`),
  );
  return items.length === 0 || items.some((navItem) => isItemOpen(navItem, user));
}
