import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingScope, can, getAllowedRoles, hasAbility } from "@/lib/access/policy";
import type { Role } from "@/lib/auth/roles";
import type { StaffAccess } from "@/lib/business/settings-schema";
import { EXPECTED, expectedOutcome, STAFF_ACCESS_FLAGS, type SignedInAction } from "../../support/role-expectations";

const access = (staffCanViewAllBookings: boolean, staffCanModifyBookings = false) => ({
  enableStaffLogin: true,
  staffCanViewAllBookings,
  staffCanModifyBookings,
  staffCanManageAvailability: false,
});

describe("bookingScope: whose bookings a user sees", () => {
  it("owners and managers see the whole business, whatever the staff portal allows", () => {
    for (const role of ["owner", "manager"] as const) {
      for (const viewAll of [true, false]) {
        expect(bookingScope({ role, staffMemberId: null, business: { staffAccess: access(viewAll) } })).toBeNull();
      }
    }
  });

  it("staff see everyone's only when the business lets them; otherwise their own member's", () => {
    const staff = { role: "staff" as const, staffMemberId: "member-1" };
    expect(bookingScope({ ...staff, business: { staffAccess: access(true) } })).toBeNull();
    expect(bookingScope({ ...staff, business: { staffAccess: access(false) } })).toEqual(["member-1"]);
  });

  it("a staff login without a member, or a user without a business, sees nothing", () => {
    expect(bookingScope({ role: "staff", staffMemberId: null, business: { staffAccess: access(false) } })).toEqual([]);
    expect(bookingScope({ role: "owner", staffMemberId: null, business: null })).toEqual([]);
  });

  it("never widens past one's own member for staff limited to their own, and never limits who may modify (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Role>("owner", "manager", "staff"),
        fc.option(fc.uuid(), { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (role, staffMemberId, viewAll, modify) => {
          const user = { role, staffMemberId, business: { staffAccess: access(viewAll, modify) } };
          const scope = bookingScope(user);
          if (scope !== null) {
            expect(role).toBe("staff");
            expect(scope).toEqual(staffMemberId ? [staffMemberId] : []);
          }
          // Modifying is a separate switch: seeing everyone's does not grant it.
          expect(can(user, "modify", "bookings")).toBe(role !== "staff" || modify);
        },
      ),
    );
  });
});

const ROLES: Role[] = ["owner", "manager", "staff"];
const ACTIONS = Object.keys(EXPECTED) as SignedInAction[];
const staffAccess = fc.record(
  Object.fromEntries(STAFF_ACCESS_FLAGS.map((flag) => [flag, fc.boolean()])) as Record<
    (typeof STAFF_ACCESS_FLAGS)[number],
    fc.Arbitrary<boolean>
  >,
);

describe("can: the policy table against the role matrix's expectations", () => {
  it("allows exactly what the role matrix expects, for every role and setting of the staff portal (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIONS),
        fc.constantFrom(...ROLES),
        staffAccess,
        fc.uuid(),
        (name, role, access, staffMemberId) => {
          // The matrix acts for the caller's own staff member (a personal calendar is one's own).
          const user = { role, staffMemberId, business: { staffAccess: access } };
          const allowed = hasAbility(user, EXPECTED[name].ability, { staffId: staffMemberId });
          expect(allowed, `${name} for ${role}`).toBe(expectedOutcome(name, role, access) === "allowed");
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("lists as allowed roles exactly those the matrix allows under some setting", () => {
    for (const name of ACTIONS) {
      for (const role of ROLES) {
        const everAllowed = [true, false].some((on) => {
          const access = Object.fromEntries(STAFF_ACCESS_FLAGS.map((flag) => [flag, on])) as StaffAccess;
          return expectedOutcome(name, role, access) === "allowed";
        });
        expect(getAllowedRoles(EXPECTED[name].ability).includes(role), `${name} for ${role}`).toBe(everAllowed);
      }
    }
  });

  it("lets staff act on another member's personal calendar never, and refuses switch-bound abilities without a business", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), staffAccess, fc.uuid(), fc.uuid(), (role, access, own, other) => {
        fc.pre(own !== other);
        const user = { role, staffMemberId: own, business: { staffAccess: access } };
        const mayOther = can(user, "manage", "busy-calendars", { staffId: other });
        expect(mayOther).toBe(role !== "staff");
        const noBusiness = { role, staffMemberId: own, business: null };
        expect(can(noBusiness, "modify", "bookings")).toBe(false);
        expect(can(noBusiness, "manage", "my-availability")).toBe(false);
        // Abilities without a portal switch need only the role.
        expect(can(noBusiness, "manage", "services")).toBe(role !== "staff");
      }),
    );
  });
});
