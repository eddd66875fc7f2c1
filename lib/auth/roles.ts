import { getAllowedRoles } from "@/lib/access/policy";
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
    | "staff"
    | "blackouts"
    | "calendar"
    | "availability"
    | "customize"
    | "white-label"
    | "analytics"
    | "privacy";
  roles: readonly Role[];
  /** A business switch the item also needs (the business's staff access), e.g. only while staff may manage availability. */
  requires?: keyof NavPermissions;
};

/** The business's switches some screens depend on; without a business every one is off. */
export type NavPermissions = { staffCanManageAvailability: boolean };

export const NO_NAV_PERMISSIONS: NavPermissions = { staffCanManageAvailability: false };

/** The switches of a business's staff access that the navigation needs. */
export function navPermissionsOf(staffAccess: NavPermissions | null | undefined): NavPermissions {
  return { staffCanManageAvailability: staffAccess?.staffCanManageAvailability === true };
}

const ALL: readonly Role[] = USER_ROLES;

/** Dashboard navigation in the spec's order, with the roles that may open each screen (lib/access/policy.ts). */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/dashboard", label: "Overview", icon: "overview", roles: ALL },
  // Ours, not the spec's: the day and week calendar (staff see their own column unless they may see all).
  { href: "/dashboard/schedule", label: "Schedule", icon: "schedule", roles: getAllowedRoles(["view", "bookings"]) },
  { href: "/dashboard/bookings", label: "Bookings", icon: "bookings", roles: getAllowedRoles(["view", "bookings"]) },
  // Ours (not in the spec's navigation): the customer list is the business's, so not for staff.
  {
    href: "/dashboard/customers",
    label: "Customers",
    icon: "customers",
    roles: getAllowedRoles(["manage", "customers"]),
  },
  { href: "/dashboard/setup", label: "Business Setup", icon: "setup", roles: getAllowedRoles(["manage", "business"]) },
  { href: "/dashboard/services", label: "Services", icon: "services", roles: getAllowedRoles(["manage", "services"]) },
  { href: "/dashboard/staff", label: "Staff", icon: "staff", roles: getAllowedRoles(["manage", "staff"]) },
  {
    href: "/dashboard/blackouts",
    label: "Block Dates",
    icon: "blackouts",
    roles: getAllowedRoles(["manage", "blackouts"]),
  },
  {
    href: "/dashboard/calendar",
    label: "Calendar Sync",
    icon: "calendar",
    roles: getAllowedRoles(["manage", "calendar"]),
  },
  // Staff get the same address for their own feed and personal calendar (not in the spec's navigation).
  { href: "/dashboard/calendar", label: "My Calendar", icon: "calendar", roles: ["staff"] },
  // A staff user's own weekly hours and time off, only while the owner lets staff manage their availability.
  {
    href: "/dashboard/availability",
    label: "My Availability",
    icon: "availability",
    roles: getAllowedRoles(["manage", "my-availability"]),
    requires: "staffCanManageAvailability",
  },
  {
    href: "/dashboard/customize",
    label: "Customize",
    icon: "customize",
    roles: getAllowedRoles(["manage", "business"]),
  },
  {
    href: "/dashboard/white-label",
    label: "White Label",
    icon: "white-label",
    roles: getAllowedRoles(["manage", "white-label"]),
  },
  {
    href: "/dashboard/analytics",
    label: "Analytics",
    icon: "analytics",
    roles: getAllowedRoles(["view", "analytics"]),
  },
  // Ours (UK GDPR): retention, the whole business's export and deletion, the data protection log.
  {
    href: "/dashboard/privacy",
    label: "Data & Privacy",
    icon: "privacy",
    roles: getAllowedRoles(["manage", "privacy"]),
  },
];

/** The one rule for the navigation and the 403s: the role is listed and the item's business switch (if any) is on. */
function isItemOpen(item: NavItem, role: Role, permissions: NavPermissions): boolean {
  return item.roles.includes(role) && (item.requires === undefined || permissions[item.requires]);
}

export function getNavItemsForRole(
  role: string | null | undefined,
  permissions: NavPermissions = NO_NAV_PERMISSIONS,
): NavItem[] {
  const normalized = normalizeRole(role);
  return NAV_ITEMS.filter((item) => isItemOpen(item, normalized, permissions));
}

/** Whether a role may open a dashboard path: the screen's nav item decides; unknown paths are left to 404. */
export function canRoleOpenPath(
  role: string | null | undefined,
  pathname: string,
  permissions: NavPermissions = NO_NAV_PERMISSIONS,
): boolean {
  const items = NAV_ITEMS.filter((candidate) =>
    candidate.href === "/dashboard"
      ? pathname === candidate.href
      : pathname === candidate.href || pathname.startsWith(`${candidate.href}/`),
  );
  return items.length === 0 || items.some((item) => isItemOpen(item, normalizeRole(role), permissions));
}
