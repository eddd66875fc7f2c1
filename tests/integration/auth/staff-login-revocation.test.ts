import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  createStaffLogin,
  createStaffMember,
  deleteStaffMember,
  revokeStaffLogin,
  updateStaffMember,
} from "@/lib/staff/actions";
import { verifySignIn } from "@/lib/auth/credentials";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { requestPasswordReset, setPasswordWithToken } from "@/lib/auth/password-reset";
import { setDatabaseHandle } from "@/db";
import { authTokens, businesses, mailOutbox, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { getStaffScreen } from "@/lib/staff/queries";
import { staffAccessSchema, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { EMPTY_STAFF_FORM, toStaffFormFields, type StaffFormValues } from "@/lib/staff/schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, getPgErrorCode, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;

const NOT_FOUND = { ok: false, code: "not_found", error: "Staff member not found" };
const FORBIDDEN = { ok: false, code: "forbidden", error: "You don't have permission to do that." };

/*
 * A staff login lives only as long as an active staff member of the same business stands behind it:
 * deactivating, deleting or revoking ends its sessions at once and its password stops working.
 */
describe.each(databaseKinds)("staff login revocation on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;
  let otherMemberId: string;
  let otherOwner: CurrentUser;
  let address = 0;
  let restoreEnv = () => {};

  /** A fresh client address per sign-in, so the throttle never gets in the way. */
  const nextAddress = () => `10.90.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    restoreEnv = setTestEnv({ SMTP_URL: undefined });
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;

    const other = await insertBusiness(database.db, {
      slug: "other",
      name: "Other Salon",
      staffAccess: staffAccessSchema.parse({ enableStaffLogin: true }),
    });
    otherId = other.id;
    const [member] = await database.db
      .insert(staffMembers)
      .values({
        businessId: other.id,
        name: "Olly",
        email: "olly@other.example.com",
        availability: staffAvailabilitySchema.parse({}),
      })
      .returning();
    otherMemberId = member.id;
    const [boss] = await database.db
      .insert(users)
      .values({
        email: "boss@other.example.com",
        name: "Boss",
        role: "owner",
        passwordHash: await hashPassword("boss-pass"),
        businessId: other.id,
      })
      .returning();
    await database.db.insert(users).values({
      email: "olly@other.example.com",
      name: "Olly",
      role: "staff",
      passwordHash: await hashPassword("olly-pass"),
      businessId: other.id,
      staffMemberId: member.id,
    });
    otherOwner = (await loadUser(database.db, boss.id))!;
  });

  afterAll(async () => {
    restoreEnv();
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  const signIn = (email: string, password: string) =>
    verifySignIn(database.db, { email, password, portal: "staff", tenantSlug: DEMO_BUSINESS_SLUG }, nextAddress());

  const form = (name: string, email: string, overrides: Partial<StaffFormValues> = {}) =>
    toStaffFormFields({ ...EMPTY_STAFF_FORM, name, email, ...overrides });

  /** The newest invitation token sent to this address. */
  async function invitationToken(email: string): Promise<string> {
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const body = mails.at(-1)!.textBody;
    return /reset-password\?invite=1&token=([\w-]+)/.exec(body)![1];
  }

  /** A new member of the demo business with an accepted invitation: signed in and working. */
  async function invitedStaff(name: string, email: string, password = "staff-pass-1") {
    const owner = await userByEmail(OWNER.email);
    const created = await runAction(createStaffMember, owner, form(name, email), database.db);
    const memberId = (created as { data: { id: string } }).data.id;
    expect(await runAction(createStaffLogin, owner, { id: memberId }, database.db)).toMatchObject({ ok: true });
    expect(await setPasswordWithToken(database.db, await invitationToken(email), "any", password)).toEqual({ email });
    const outcome = await signIn(email, password);
    expect(outcome).toMatchObject({ ok: true });
    const userId = (outcome as { user: { id: string } }).user.id;
    expect(await loadUser(database.db, userId)).toMatchObject({ role: "staff", staffMemberId: memberId });
    return { memberId, userId, email, password, name };
  }

  async function expectLoginGone(staff: { userId: string; email: string; password: string }) {
    expect(await loadUser(database.db, staff.userId)).toBeNull();
    expect(await signIn(staff.email, staff.password)).toMatchObject({ ok: false });
    expect(await database.db.select().from(users).where(eq(users.id, staff.userId))).toHaveLength(0);
    expect(await database.db.select().from(authTokens).where(eq(authTokens.userId, staff.userId))).toHaveLength(0);
  }

  async function hasLogin(memberId: string): Promise<boolean | undefined> {
    return (await getStaffScreen(database.db, demoId))?.staff.find((member) => member.id === memberId)?.hasLogin;
  }

  describe("deactivating a staff member", () => {
    it("ends its sessions and its password stops working; reactivating does not bring the login back", async () => {
      const staff = await invitedStaff("Dana Deact", "dana@example.com");
      const manager = await userByEmail(MANAGER.email);

      const result = await runAction(
        updateStaffMember,
        manager,
        { ...form(staff.name, staff.email, { isActive: false }), id: staff.memberId },
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { id: staff.memberId } });
      await expectLoginGone(staff);
      expect(await hasLogin(staff.memberId)).toBe(false);

      // Active again: still no login until the owner sends a new invitation.
      expect(
        await runAction(
          updateStaffMember,
          manager,
          { ...form(staff.name, staff.email, { isActive: true }), id: staff.memberId },
          database.db,
        ),
      ).toMatchObject({ ok: true });
      await expectLoginGone(staff);
      expect(await hasLogin(staff.memberId)).toBe(false);

      expect(await runAction(createStaffLogin, manager, { id: staff.memberId }, database.db)).toMatchObject({
        ok: true,
      });
      expect(await signIn(staff.email, staff.password)).toMatchObject({ ok: false, reason: "invalid" });
      expect(await setPasswordWithToken(database.db, await invitationToken(staff.email), "any", "new-pass-2")).toEqual({
        email: staff.email,
      });
      const again = await signIn(staff.email, "new-pass-2");
      expect(again).toMatchObject({ ok: true });
      expect((again as { user: { id: string } }).user.id).not.toBe(staff.userId);
    });

    it("leaves other staff logins alone, and saving an active member keeps its login", async () => {
      const staff = await invitedStaff("Kim Keep", "kim@example.com");
      const owner = await userByEmail(OWNER.email);
      expect(
        await runAction(
          updateStaffMember,
          owner,
          { ...form(staff.name, staff.email, { jobTitle: "Stylist" }), id: staff.memberId },
          database.db,
        ),
      ).toEqual({ ok: true, message: '"Kim Keep" has been updated.', data: { id: staff.memberId, name: "Kim Keep" } });
      expect(await loadUser(database.db, staff.userId)).toMatchObject({ id: staff.userId });
      expect(await userByEmail(STAFF.email)).toMatchObject({ role: "staff" });
    });

    it("refuses to create a login for an inactive member", async () => {
      const owner = await userByEmail(OWNER.email);
      const created = await runAction(
        createStaffMember,
        owner,
        form("Ina Active", "ina@example.com", { isActive: false }),
        database.db,
      );
      const id = (created as { data: { id: string } }).data.id;
      expect(await runAction(createStaffLogin, owner, { id }, database.db)).toMatchObject({
        ok: false,
        error: "Activate this staff member before creating a login account.",
      });
      expect(await database.db.select().from(users).where(eq(users.email, "ina@example.com"))).toHaveLength(0);
    });
  });

  describe("deleting a staff member", () => {
    it("deletes its login: sessions end, the password and any pending link stop working, the email is free", async () => {
      const staff = await invitedStaff("Del Gone", "del@example.com");
      // A pending reset link must die with the login.
      await requestPasswordReset(database.db, staff.email);
      const manager = await userByEmail(MANAGER.email);
      expect(await runAction(deleteStaffMember, manager, { id: staff.memberId }, database.db)).toMatchObject({
        ok: true,
      });
      await expectLoginGone(staff);
      expect(await database.db.select().from(users).where(eq(users.email, staff.email))).toHaveLength(0);
    });

    it("deletes the login even when the row goes by another way (the foreign key cascades)", async () => {
      const staff = await invitedStaff("Raw Delete", "raw@example.com");
      await database.db.delete(staffMembers).where(eq(staffMembers.id, staff.memberId));
      await expectLoginGone(staff);
    });
  });

  describe("revokeStaffLogin", () => {
    it("lets owners and managers revoke a login: sessions end and the password stops working", async () => {
      const owner = await userByEmail(OWNER.email);
      const manager = await userByEmail(MANAGER.email);
      for (const [caller, name, email] of [
        [owner, "Rev Owner", "rev-owner@example.com"],
        [manager, "Rev Manager", "rev-manager@example.com"],
      ] as const) {
        const staff = await invitedStaff(name, email);
        expect(
          await runAction(revokeStaffLogin, caller, { id: staff.memberId, businessId: otherId }, database.db),
        ).toEqual({
          ok: true,
          message: `The login account of "${name}" has been revoked.`,
          data: { id: staff.memberId, name },
        });
        await expectLoginGone(staff);
        expect(await hasLogin(staff.memberId)).toBe(false);
        // The member stays, active and bookable.
        expect(
          (await database.db.select().from(staffMembers).where(eq(staffMembers.id, staff.memberId)))[0],
        ).toMatchObject({ isActive: true, name });
        expect(await runAction(revokeStaffLogin, caller, { id: staff.memberId }, database.db)).toMatchObject({
          ok: false,
          error: "This staff member has no login account.",
        });
      }
    });

    it("kills a pending invitation before it is accepted", async () => {
      const owner = await userByEmail(OWNER.email);
      const created = await runAction(createStaffMember, owner, form("Pending Pat", "pat@example.com"), database.db);
      const id = (created as { data: { id: string } }).data.id;
      expect(await runAction(createStaffLogin, owner, { id }, database.db)).toMatchObject({ ok: true });
      const token = await invitationToken("pat@example.com");
      expect(await runAction(revokeStaffLogin, owner, { id }, database.db)).toMatchObject({ ok: true });
      expect(await setPasswordWithToken(database.db, token, "any", "pat-pass-1")).toBeNull();
      expect(await signIn("pat@example.com", "pat-pass-1")).toEqual({ ok: false, reason: "invalid" });
    });

    it("refuses staff users and answers another business's id like a missing one", async () => {
      const staff = await userByEmail(STAFF.email);
      expect(await runAction(revokeStaffLogin, staff, { id: staff.staffMemberId! }, database.db)).toEqual(FORBIDDEN);
      expect(await userByEmail(STAFF.email)).toMatchObject({ id: staff.id });

      const owner = await userByEmail(OWNER.email);
      for (const id of [otherMemberId, "00000000-0000-4000-8000-000000000000", "not-a-uuid", ""]) {
        expect(await runAction(revokeStaffLogin, owner, { id }, database.db)).toMatchObject(NOT_FOUND);
      }
      expect(await runAction(revokeStaffLogin, owner, {}, database.db)).toMatchObject(NOT_FOUND);
      // Nor can the other business's owner reach the demo business's staff.
      expect(await runAction(revokeStaffLogin, otherOwner, { id: staff.staffMemberId! }, database.db)).toMatchObject(
        NOT_FOUND,
      );
      expect(await userByEmail(STAFF.email)).toMatchObject({ id: staff.id });
      const [olly] = await database.db.select().from(users).where(eq(users.email, "olly@other.example.com"));
      expect(await loadUser(database.db, olly.id)).toMatchObject({ role: "staff", staffMemberId: otherMemberId });
    });
  });

  describe("a staff user without an active linked staff member (changed outside the actions)", () => {
    it("is signed out, and told so only after the right password", async () => {
      const staff = await userByEmail(STAFF.email);
      const memberId = staff.staffMemberId!;
      const setActive = (isActive: boolean) =>
        database.db.update(staffMembers).set({ isActive }).where(eq(staffMembers.id, memberId));
      await setActive(false);
      try {
        expect(await loadUser(database.db, staff.id)).toBeNull();
        expect(await signIn(STAFF.email, STAFF.password)).toEqual({ ok: false, reason: "staff-revoked" });
        expect(
          await verifySignIn(database.db, { email: STAFF.email, password: STAFF.password }, nextAddress()),
        ).toEqual({ ok: false, reason: "staff-revoked" });
        expect(await signIn(STAFF.email, "wrong-password")).toEqual({ ok: false, reason: "invalid" });
      } finally {
        await setActive(true);
      }
      expect(await loadUser(database.db, staff.id)).toMatchObject({ id: staff.id });
      expect(await signIn(STAFF.email, STAFF.password)).toMatchObject({ ok: true });
    });

    it("is signed out when unlinked or linked to another business's member", async () => {
      const staff = await userByEmail(STAFF.email);
      const memberId = staff.staffMemberId!;
      const link = (staffMemberId: string | null) =>
        database.db.update(users).set({ staffMemberId }).where(eq(users.id, staff.id));
      try {
        for (const staffMemberId of [null, otherMemberId]) {
          await link(staffMemberId);
          expect(await loadUser(database.db, staff.id)).toBeNull();
          expect(await signIn(STAFF.email, STAFF.password)).toEqual({ ok: false, reason: "staff-revoked" });
        }
      } finally {
        await link(memberId);
      }
      expect(await loadUser(database.db, staff.id)).toMatchObject({ id: staff.id, staffMemberId: memberId });
    });
  });

  describe("schema", () => {
    it("links only staff users to a staff member", async () => {
      const [emma] = await database.db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.businessId, demoId), eq(staffMembers.name, "Emma Wilson")));
      const error = await database.db
        .insert(users)
        .values({
          email: "linked-manager@example.com",
          name: "Linked",
          role: "manager",
          passwordHash: "x",
          businessId: demoId,
          staffMemberId: emma.id,
        })
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(getPgErrorCode(error)).toBe("23514");
    });
  });
});
