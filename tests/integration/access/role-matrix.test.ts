import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAllowedRoles } from "@/lib/access/policy";
import { runAction } from "@/lib/actions/action";
import { ACTION_REGISTRY, type ActionName } from "@/lib/actions/registry";
import { BOOKING_NOT_FOUND_MESSAGE } from "@/lib/bookings/booking-actions";
import { MY_AVAILABILITY_OFF_MESSAGE } from "@/lib/staff/my-availability-actions";
import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/roles";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { setDatabaseHandle } from "@/db";
import type { StaffAccess } from "@/lib/business/settings-schema";
import { ACTION_CASES, inputFor, SIGNED_IN_ACTIONS, type SignedInCase } from "../support/action-cases";
import { EXPECTED, expectedOutcome, STAFF_ACCESS_FLAGS, type SignedInAction } from "../../support/role-expectations";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import {
  emailOf,
  IDS,
  PASSWORD,
  lazySeeder,
  PORTAL_ON,
  signedIn,
  snapshotAll,
  type Who,
} from "../support/two-businesses";

/*
 * Owner, manager and staff × every signed-in action of the registry, the staff user under each of
 * the 16 combinations of the staff portal's switches. What a salon owner expects is written once in
 * EXPECTED; a refusal must be FORBIDDEN_MESSAGE (or, with the portal off, the signed-out message)
 * and change nothing, an allowance must succeed on a valid input.
 */

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

// A portal switch (not the role) may say why in its own words; FORBIDDEN_MESSAGE otherwise.
const STAFF_REFUSAL: Partial<Record<SignedInAction, string>> = {
  saveMyAvailability: MY_AVAILABILITY_OFF_MESSAGE,
  addMyTimeOff: MY_AVAILABILITY_OFF_MESSAGE,
  deleteMyTimeOff: MY_AVAILABILITY_OFF_MESSAGE,
  saveMyDayChange: MY_AVAILABILITY_OFF_MESSAGE,
  deleteMyDayChange: MY_AVAILABILITY_OFF_MESSAGE,
};

const FLAGS = STAFF_ACCESS_FLAGS;

/** All 16 combinations of the staff portal's switches. */
const ACCESS_COMBINATIONS: StaffAccess[] = Array.from(
  { length: 16 },
  (_, bits) => Object.fromEntries(FLAGS.map((flag, i) => [flag, Boolean(bits & (1 << i))])) as StaffAccess,
);

const describeAccess = (access: StaffAccess) =>
  FLAGS.map((flag) => `${flag.replace(/^(enable|staffCan)/, "")}=${access[flag] ? "on" : "off"}`).join(" ");

const ROLE_OF: Record<Who, Role> = { owner: "owner", manager: "manager", staffUser: "staff" };

const expected = (name: SignedInAction, who: Who, access: StaffAccess) => expectedOutcome(name, ROLE_OF[who], access);

describe("the role table", () => {
  it("covers exactly the registry's signed-in actions", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SIGNED_IN_ACTIONS].sort());
  });

  it("allows each role, under some portal setting, exactly when the definition lists it", () => {
    for (const name of Object.keys(EXPECTED) as SignedInAction[]) {
      for (const who of Object.keys(ROLE_OF) as Who[]) {
        const everAllowed = ACCESS_COMBINATIONS.some((access) => expected(name, who, access) === "allowed");
        expect(everAllowed, `${name} for ${who}`).toBe(ACTION_REGISTRY[name].roles?.includes(ROLE_OF[who]));
      }
    }
  });

  it("takes each action's roles from the access policy's table", () => {
    for (const name of Object.keys(EXPECTED) as SignedInAction[]) {
      expect(ACTION_REGISTRY[name].roles, name).toEqual(getAllowedRoles(EXPECTED[name].ability));
    }
  });
});

describe.each(databaseKinds)("role matrix on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;
  // Reseeding only after a change keeps the 300-odd refusals cheap.
  const seeder = lazySeeder(
    () => database.db,
    () => passwordHash,
  );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const ownIds = (name: ActionName) =>
    Object.fromEntries(
      Object.entries((ACTION_CASES[name] as SignedInCase).ids).map(([field, idKind]) => [field, IDS.A[idKind]]),
    );

  async function check(name: SignedInAction, who: Who, access: StaffAccess, ids = ownIds(name)) {
    await seeder.fresh(access);
    const user = await signedIn(database.db, "A", who);
    const email = emailOf("A", who === "staffUser" ? "staff" : who);
    const input = inputFor(name, ids, "A", email);
    if (who === "staffUser" && !access.enableStaffLogin) {
      // With the portal off a staff session is no session at all (refused before anything is read).
      expect(user).toBeNull();
      const result = await runAction(ACTION_REGISTRY[name] as never, user, input, database.db);
      expect(result).toMatchObject({ ok: false, error: NOT_SIGNED_IN_MESSAGE });
      seeder.unchanged();
      return result;
    }
    const before = await snapshotAll(database.db);
    const result = await runAction(ACTION_REGISTRY[name] as never, user, input, database.db);
    if (expected(name, who, access) === "forbidden") {
      // The role refuses with the generic message; a portal switch may say why in its own words.
      const byRole = !ACTION_REGISTRY[name].roles?.includes(ROLE_OF[who]);
      const error = byRole ? FORBIDDEN_MESSAGE : (STAFF_REFUSAL[name] ?? FORBIDDEN_MESSAGE);
      expect(result, `${name} for ${who}`).toMatchObject({ ok: false, error });
    } else {
      expect(result, `${name} for ${who}`).toMatchObject({ ok: true });
      return result;
    }
    expect(await snapshotAll(database.db)).toEqual(before);
    seeder.unchanged();
    return result;
  }

  describe.each(["owner", "manager"] as const)("%s", (who) => {
    it.each(SIGNED_IN_ACTIONS as SignedInAction[])("%s", async (name) => {
      await check(name, who, PORTAL_ON);
    });
  });

  describe.each(ACCESS_COMBINATIONS.map((access) => [describeAccess(access), access] as const))(
    "staff with %s",
    (_label, access) => {
      it.each(SIGNED_IN_ACTIONS as SignedInAction[])("%s", async (name) => {
        await check(name, "staffUser", access);
      });

      // A colleague's booking: reachable only when staff may see every booking, else it does not exist for them.
      it.each(["updateBookingStatus", "undoBookingCancellation", "deleteBooking"] as const)(
        "%s on a colleague's booking",
        async (name) => {
          if (!access.enableStaffLogin || !access.staffCanModifyBookings) {
            await check(name, "staffUser", access, { id: IDS.A.otherBooking });
            return;
          }
          await seeder.fresh(access);
          const user = await signedIn(database.db, "A", "staffUser");
          const before = await snapshotAll(database.db);
          const input = inputFor(name, { id: IDS.A.otherBooking }, "A", emailOf("A", "staff"));
          const result = await runAction(ACTION_REGISTRY[name] as never, user, input, database.db);
          if (access.staffCanViewAllBookings) {
            expect(result).toMatchObject({ ok: true });
          } else {
            expect(result).toMatchObject({ ok: false, error: BOOKING_NOT_FOUND_MESSAGE });
            expect(await snapshotAll(database.db)).toEqual(before);
            seeder.unchanged();
          }
        },
      );
    },
  );
});
