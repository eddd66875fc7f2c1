import { describe, expect, it } from "vitest";
import type { PolicyUser } from "@/lib/access/policy";
import { canOpenPath, getNavItemsFor, normalizeRole } from "@/lib/auth/roles";

/** A user of this role (an unknown one is staff), with a business whose staff may manage availability or not. */
function userOf(role: string, staffCanManageAvailability: boolean | null = false): PolicyUser {
  const staffAccess = { staffCanViewAllBookings: false, staffCanModifyBookings: true, staffCanManageAvailability };
  return {
    role: normalizeRole(role),
    business:
      staffCanManageAvailability === null ? null : { staffAccess: { ...staffAccess, staffCanManageAvailability } },
  };
}
const canRoleOpenPath = (role: string, path: string, staffCanManageAvailability: boolean | null = false) =>
  canOpenPath(userOf(role, staffCanManageAvailability), path);
import { sanitizeReturnPath } from "@/lib/auth/return-path";

describe("roles", () => {
  it("treats unknown roles as staff", () => {
    expect(normalizeRole("owner")).toBe("owner");
    expect(normalizeRole("manager")).toBe("manager");
    expect(normalizeRole("admin")).toBe("staff");
    expect(normalizeRole(undefined)).toBe("staff");
    expect(normalizeRole("")).toBe("staff");
  });

  it("filters navigation by role", () => {
    const labels = (role: string) => getNavItemsFor(userOf(role)).map((item) => item.label);
    expect(labels("owner")).toEqual([
      "Overview",
      "Schedule",
      "Bookings",
      "Customers",
      "Business Setup",
      "Services",
      "Resources",
      "Staff",
      "Block Dates",
      "Calendar Sync",
      "Customize",
      "White Label",
      "Analytics",
      "Data & Privacy",
    ]);
    expect(labels("manager")).not.toContain("White Label");
    expect(labels("manager")).not.toContain("Data & Privacy");
    expect(labels("manager")).toHaveLength(12);
    expect(labels("staff")).toEqual(["Overview", "Schedule", "Bookings", "My Calendar"]);
    expect(labels("something-else")).toEqual(["Overview", "Schedule", "Bookings", "My Calendar"]);
  });

  it("decides which dashboard paths a role may open", () => {
    expect(canRoleOpenPath("staff", "/dashboard")).toBe(true);
    expect(canRoleOpenPath("staff", "/dashboard/bookings")).toBe(true);
    expect(canRoleOpenPath("staff", "/dashboard/services")).toBe(false);
    expect(canRoleOpenPath("staff", "/dashboard/services/new")).toBe(false);
    expect(canRoleOpenPath("staff", "/dashboard/resources")).toBe(false);
    expect(canRoleOpenPath("manager", "/dashboard/resources")).toBe(true);
    expect(canRoleOpenPath("staff", "/dashboard/unknown")).toBe(true); // no such screen: 404, not 403
    expect(canRoleOpenPath("manager", "/dashboard/white-label")).toBe(false);
    expect(canRoleOpenPath("manager", "/dashboard/analytics")).toBe(true);
    expect(canRoleOpenPath("owner", "/dashboard/white-label")).toBe(true);
    expect(canRoleOpenPath("manager", "/dashboard/privacy")).toBe(false);
    expect(canRoleOpenPath("owner", "/dashboard/privacy")).toBe(true);
    expect(canRoleOpenPath("staff", "/dashboard/customers")).toBe(false);
    expect(canRoleOpenPath("staff", "/dashboard/customers/ann%40example.com")).toBe(false);
    expect(canRoleOpenPath("manager", "/dashboard/customers/ann%40example.com")).toBe(true);
    expect(canRoleOpenPath("staff", "/dashboard/bookingsX")).toBe(true);
    // One address, two screens: Calendar Sync for owner and manager, My Calendar for staff.
    expect(canRoleOpenPath("staff", "/dashboard/calendar")).toBe(true);
    expect(canRoleOpenPath("manager", "/dashboard/calendar")).toBe(true);
  });

  it("shows My Availability to staff only while the business lets staff manage their availability", () => {
    const [on, off] = [true, false];
    const labels = (role: string, switchOn = on) => getNavItemsFor(userOf(role, switchOn)).map((item) => item.label);
    expect(labels("staff")).toEqual(["Overview", "Schedule", "Bookings", "My Calendar", "My Availability"]);
    expect(labels("staff", off)).toEqual(["Overview", "Schedule", "Bookings", "My Calendar"]);
    expect(labels("owner")).not.toContain("My Availability");
    expect(labels("manager")).not.toContain("My Availability");
    // The same rule decides the 403: off (or no business at all) refuses the screen, as for owners and managers.
    expect(canRoleOpenPath("staff", "/dashboard/availability", on)).toBe(true);
    expect(canRoleOpenPath("staff", "/dashboard/availability", off)).toBe(false);
    expect(canRoleOpenPath("staff", "/dashboard/availability", null)).toBe(false);
    expect(canRoleOpenPath("staff", "/dashboard/availability")).toBe(false);
    expect(canRoleOpenPath("owner", "/dashboard/availability", on)).toBe(false);
    expect(canRoleOpenPath("manager", "/dashboard/availability", on)).toBe(false);
    // Other screens do not depend on the switch.
    expect(canRoleOpenPath("staff", "/dashboard/calendar", off)).toBe(true);
  });
});

describe("sanitizeReturnPath", () => {
  it.each([
    ["/dashboard/bookings", "/dashboard/bookings"],
    ["/dashboard?x=1", "/dashboard?x=1"],
    ["//evil.com/dashboard", "/dashboard"],
    ["https://evil.com", "/dashboard"],
    ["/\\evil.com", "/dashboard"],
    ["/login", "/dashboard"],
    ["", "/dashboard"],
    [null, "/dashboard"],
  ])("%j → %s", (value, expected) => expect(sanitizeReturnPath(value)).toBe(expected));
});
