import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingScope, canModifyBookings } from "@/lib/bookings/policy";
import type { Role } from "@/lib/auth/roles";

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
          expect(canModifyBookings(user)).toBe(role !== "staff" || modify);
        },
      ),
    );
  });
});
