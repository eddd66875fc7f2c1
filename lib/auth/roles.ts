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
    | "customize"
    | "white-label"
    | "analytics"
    | "privacy";
  roles: readonly Role[];
};

const ALL: readonly Role[] = ["owner", "manager", "staff"];
const MANAGERS: readonly Role[] = ["owner", "manager"];

/** Dashboard navigation in the spec's order, with the roles that may open each screen. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/dashboard", label: "Overview", icon: "overview", roles: ALL },
  // Ours, not the spec's: the day and week calendar (staff see their own column unless they may see all).
  { href: "/dashboard/schedule", label: "Schedule", icon: "schedule", roles: ALL },
  { href: "/dashboard/bookings", label: "Bookings", icon: "bookings", roles: ALL },
  // Ours (not in the spec's navigation): the customer list is the business's, so not for staff.
  { href: "/dashboard/customers", label: "Customers", icon: "customers", roles: MANAGERS },
  { href: "/dashboard/setup", label: "Business Setup", icon: "setup", roles: MANAGERS },
  { href: "/dashboard/services", label: "Services", icon: "services", roles: MANAGERS },
  { href: "/dashboard/staff", label: "Staff", icon: "staff", roles: MANAGERS },
  { href: "/dashboard/blackouts", label: "Block Dates", icon: "blackouts", roles: MANAGERS },
  { href: "/dashboard/calendar", label: "Calendar Sync", icon: "calendar", roles: MANAGERS },
  // Staff get the same address for their own feed and personal calendar (not in the spec's navigation).
  { href: "/dashboard/calendar", label: "My Calendar", icon: "calendar", roles: ["staff"] },
  { href: "/dashboard/customize", label: "Customize", icon: "customize", roles: MANAGERS },
  { href: "/dashboard/white-label", label: "White Label", icon: "white-label", roles: ["owner"] },
  { href: "/dashboard/analytics", label: "Analytics", icon: "analytics", roles: MANAGERS },
  // Ours (UK GDPR): retention, the whole business's export and deletion, the data protection log.
  { href: "/dashboard/privacy", label: "Data & Privacy", icon: "privacy", roles: ["owner"] },
];

export function getNavItemsForRole(role: string | null | undefined): NavItem[] {
  const normalized = normalizeRole(role);
  return NAV_ITEMS.filter((item) => item.roles.includes(normalized));
}

/** Whether a role may open a dashboard path: the screen's nav item decides; unknown paths are left to 404. */
export function canRoleOpenPath(role: string | null | undefined, pathname: string): boolean {
  const items = NAV_ITEMS.filter((candidate) =>
    candidate.href === "/dashboard"
      ? pathname === candidate.href
      : pathname === candidate.href || pathname.startsWith(`${candidate.href}/`),
  );
  return items.length === 0 || items.some((item) => item.roles.includes(normalizeRole(role)));
}
