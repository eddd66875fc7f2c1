import type { CurrentUser } from "@/lib/auth/load-user";
import type { Role } from "@/lib/auth/roles";
import type { StaffAccess } from "@/lib/business/settings-schema";

/*
 * Who may do what, in one table. A rule lists the roles that may do it; a rule with a staff switch
 * lets staff do it only while their business has that switch of the staff portal on (owners and
 * managers are not bound by it), so it also needs a business. Pages (requireUser), the navigation and its 403s
 * (lib/auth/roles.ts), server actions (their `roles`), route handlers (defineRoute's access), queries and exports
 * all ask here.
 */

type StaffSwitch = Exclude<keyof StaffAccess, "enableStaffLogin">;

type Rule = { roles: readonly Role[]; staffSwitch?: StaffSwitch; staffOwnOnly?: true };

const EVERYONE: Rule = { roles: ["owner", "manager", "staff"] };
const MANAGERS: Rule = { roles: ["owner", "manager"] };
const OWNER: Rule = { roles: ["owner"] };

const POLICY = {
  account: { manage: EVERYONE },
  analytics: { view: MANAGERS },
  blackouts: { manage: MANAGERS },
  bookings: {
    view: EVERYONE,
    // Everyone's, not only one's own (bookingScope).
    "view-all": { ...EVERYONE, staffSwitch: "staffCanViewAllBookings" },
    modify: { ...EVERYONE, staffSwitch: "staffCanModifyBookings" },
    // Quick Export: the whole business's bookings as one .ics file.
    export: MANAGERS,
  },
  // Business Setup, booking rules, Customize and its images.
  business: { manage: MANAGERS },
  // A personal calendar whose busy times block bookings: staff their own, owners and managers anyone's.
  "busy-calendars": { manage: { ...EVERYONE, staffSwitch: "staffCanManageAvailability", staffOwnOnly: true } },
  // Calendar Sync: the feeds' settings and secrets.
  calendar: { manage: MANAGERS },
  customers: { manage: MANAGERS, export: MANAGERS, erase: OWNER },
  feedback: { send: EVERYONE },
  // Intake forms: their questions and which service asks which (the answers are seen with the booking).
  intake: { manage: MANAGERS },
  // My Availability: a staff user's own weekly hours and time off (owners and managers use Staff and Block Dates).
  "my-availability": { manage: { roles: ["staff"], staffSwitch: "staffCanManageAvailability" } },
  notifications: { read: EVERYONE },
  // Data & Privacy: retention, the whole business's export, deleting the business.
  privacy: { manage: OWNER },
  // Rooms, chairs and equipment, their blocked dates, and who is told which one an appointment holds.
  resources: { manage: MANAGERS },
  services: { manage: MANAGERS },
  staff: { manage: MANAGERS },
  // The domain, the branding and the staff portal's switches.
  "white-label": { manage: OWNER },
} as const satisfies Record<string, Record<string, Rule>>;

type Policy = typeof POLICY;
export type Resource = keyof Policy;
export type Action<R extends Resource> = keyof Policy[R] & string;
/** An action on a resource, e.g. ["manage", "services"], as definitions declare it. */
export type Ability = { [R in Resource]: [Action<R>, R] }[Resource];

export type PolicyUser = Pick<CurrentUser, "role"> & {
  staffMemberId?: string | null;
  business?: { staffAccess: Pick<StaffAccess, StaffSwitch> } | null;
};

function ruleOf<R extends Resource>(action: Action<R>, resource: R): Rule {
  return (POLICY[resource] as Record<string, Rule>)[action];
}

/** The roles that may ever do it (under some setting of the staff portal). */
export function getAllowedRoles([action, resource]: Ability): readonly Role[] {
  return ruleOf(action as Action<typeof resource>, resource).roles;
}

/**
 * Whether the user may do it. `target.staffId` names the staff member it is done for, when the
 * rule limits staff to their own (their personal calendar).
 */
export function can<R extends Resource>(
  user: PolicyUser,
  action: Action<R>,
  resource: R,
  target?: { staffId: string },
): boolean {
  const rule = ruleOf(action, resource);
  if (!rule.roles.includes(user.role)) return false;
  if (!rule.staffSwitch) return true;
  if (!user.business) return false;
  if (user.role !== "staff") return true;
  if (!user.business.staffAccess[rule.staffSwitch]) return false;
  return !rule.staffOwnOnly || (Boolean(user.staffMemberId) && user.staffMemberId === target?.staffId);
}

/** `can` for an ability held as a value: what a page, an action or a route declares it needs. */
export function hasAbility(user: PolicyUser, [action, resource]: Ability, target?: { staffId: string }): boolean {
  return can(user, action as Action<typeof resource>, resource, target);
}

export type ScopeUser = Pick<CurrentUser, "role" | "staffMemberId"> & {
  business: { staffAccess: Pick<StaffAccess, StaffSwitch> } | null;
};

/**
 * The one rule of whose bookings a signed-in user sees — the bookings list and its counts, the schedule's
 * columns, New appointment's staff and customers, the calendar downloads: null for the whole business (owners,
 * managers, and staff when the business lets staff view all bookings), else the staff member ids they may see
 * (their own; none for a staff login without a member, or a user without a business).
 */
export function bookingScope(user: ScopeUser): string[] | null {
  if (!user.business) return [];
  if (can(user, "view-all", "bookings")) return null;
  return user.staffMemberId ? [user.staffMemberId] : [];
}
