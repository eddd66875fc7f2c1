import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineAction, runAction } from "@/lib/actions/action";
import { changePassword, sendPasswordReset, updateProfile } from "@/lib/auth/account-actions";
import { verifySignIn } from "@/lib/auth/credentials";
import { loadUser } from "@/lib/auth/load-user";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { requestPasswordReset, setPasswordWithToken } from "@/lib/auth/password-reset";
import { ADDRESS_SIGN_IN_POLICY, EMAIL_SIGN_IN_POLICY } from "@/lib/auth/throttle";
import { consumeAuthToken, createAuthToken } from "@/lib/auth/tokens";
import { setDatabaseHandle } from "@/db";
import { mailOutbox, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { staffAccessSchema, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;

describe.each(databaseKinds)("accounts and sign-in on %s", (kind) => {
  let database: TestDatabase;
  let otherStaffEmail: string;
  let otherOwnerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    // A second business with its own owner and staff user.
    const other = await insertBusiness(database.db, {
      slug: "other",
      name: "Other Salon",
      staffAccess: staffAccessSchema.parse({ enableStaffLogin: true }),
    });
    const [member] = await database.db
      .insert(staffMembers)
      .values({ businessId: other.id, name: "Olly", availability: staffAvailabilitySchema.parse({}) })
      .returning();
    otherStaffEmail = "olly@other.example.com";
    const inserted = await database.db
      .insert(users)
      .values([
        {
          email: otherStaffEmail,
          name: "Olly",
          role: "staff",
          passwordHash: await hashPassword("olly-pass"),
          businessId: other.id,
          staffMemberId: member.id,
        },
        {
          email: "boss@other.example.com",
          name: "Boss",
          role: "owner",
          passwordHash: await hashPassword("boss-pass"),
          businessId: other.id,
        },
      ])
      .returning();
    otherOwnerId = inserted[1].id;
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string) {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  describe("verifySignIn", () => {
    it("accepts the right password, case-insensitively on the email", async () => {
      const outcome = await verifySignIn(
        database.db,
        { email: ` ${OWNER.email.toUpperCase()} `, password: OWNER.password },
        "10.0.0.1",
      );
      expect(outcome).toMatchObject({ ok: true, user: { email: OWNER.email } });
    });

    it("gives the same answer for a wrong password and an unknown email", async () => {
      expect(await verifySignIn(database.db, { email: OWNER.email, password: "nope" }, "10.0.0.2")).toEqual({
        ok: false,
        reason: "invalid",
      });
      expect(await verifySignIn(database.db, { email: "ghost@example.com", password: "nope" }, "10.0.0.2")).toEqual({
        ok: false,
        reason: "invalid",
      });
      expect(await verifySignIn(database.db, { email: "", password: "" }, "10.0.0.2")).toEqual({
        ok: false,
        reason: "invalid",
      });
    });

    it("delays an email after repeated failures, even for the right password, and lets it in after the delay", async () => {
      const now = new Date("2030-01-01T12:00:00Z");
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) {
        await verifySignIn(database.db, { email: MANAGER.email, password: "wrong" }, `10.1.0.${i}`, now);
      }
      expect(
        await verifySignIn(database.db, { email: MANAGER.email, password: MANAGER.password }, "10.1.1.1", now),
      ).toEqual({ ok: false, reason: "throttled", retryAfterMs: EMAIL_SIGN_IN_POLICY.firstDelayMs });
      const later = new Date(now.getTime() + EMAIL_SIGN_IN_POLICY.firstDelayMs);
      expect(
        await verifySignIn(database.db, { email: MANAGER.email, password: MANAGER.password }, "10.1.1.1", later),
      ).toMatchObject({ ok: true });
    });

    it("delays a client address that tries many emails", async () => {
      const now = new Date("2030-02-01T12:00:00Z");
      for (let i = 0; i < ADDRESS_SIGN_IN_POLICY.freeAttempts; i++) {
        await verifySignIn(database.db, { email: `guess${i}@example.com`, password: "x" }, "10.9.9.9", now);
      }
      expect(
        await verifySignIn(database.db, { email: OWNER.email, password: OWNER.password }, "10.9.9.9", now),
      ).toEqual({ ok: false, reason: "throttled", retryAfterMs: ADDRESS_SIGN_IN_POLICY.firstDelayMs });
      expect(
        await verifySignIn(database.db, { email: OWNER.email, password: OWNER.password }, "10.9.9.10", now),
      ).toMatchObject({ ok: true });
    });

    it("lets only staff of the portal's business through the staff portal", async () => {
      expect(
        await verifySignIn(
          database.db,
          { email: STAFF.email, password: STAFF.password, portal: "staff", tenantSlug: "demo" },
          "10.2.0.1",
        ),
      ).toMatchObject({ ok: true });
      expect(
        await verifySignIn(
          database.db,
          { email: STAFF.email, password: STAFF.password, portal: "staff", tenantSlug: "other" },
          "10.2.0.1",
        ),
      ).toEqual({ ok: false, reason: "invalid" });
      expect(
        await verifySignIn(
          database.db,
          { email: OWNER.email, password: OWNER.password, portal: "staff", tenantSlug: "demo" },
          "10.2.0.1",
        ),
      ).toEqual({ ok: false, reason: "invalid" });
      expect(
        await verifySignIn(
          database.db,
          { email: otherStaffEmail, password: "olly-pass", portal: "staff", tenantSlug: "other" },
          "10.2.0.1",
        ),
      ).toMatchObject({ ok: true });
    });
  });

  describe("the action wrapper", () => {
    const ownerOnly = defineAction({
      roles: ["owner"],
      requiresBusiness: true,
      schema: z.object({ value: z.string().min(1, "Value is required") }),
      keepFields: ["value"],
      handler: async (input) => ({ ok: true as const, message: `did ${input.value}` }),
    });

    it("refuses signed-out callers, other roles and users without a business before validating", async () => {
      expect(await runAction(ownerOnly, null, { value: "x" }, database.db)).toMatchObject({
        ok: false,
        error: "Your session has ended. Please sign in again.",
      });
      expect(await runAction(ownerOnly, await userByEmail(STAFF.email), { value: "x" }, database.db)).toMatchObject({
        ok: false,
        error: "You don't have permission to do that.",
      });
      expect(await runAction(ownerOnly, await userByEmail(MANAGER.email), { value: "x" }, database.db)).toMatchObject({
        ok: false,
        error: "You don't have permission to do that.",
      });
      const owner = await userByEmail(OWNER.email);
      expect(await runAction(ownerOnly, { ...owner, business: null }, { value: "x" }, database.db)).toMatchObject({
        ok: false,
        error: "Please complete your business setup first.",
      });
      expect(await runAction(ownerOnly, owner, { value: "x" }, database.db)).toEqual({ ok: true, message: "did x" });
    });

    it("returns field errors and what was typed for invalid input, from FormData too", async () => {
      const form = new FormData();
      form.set("value", "");
      expect(await runAction(ownerOnly, await userByEmail(OWNER.email), form, database.db)).toEqual({
        ok: false,
        code: "invalid",
        error: "Value is required",
        fieldErrors: { value: "Value is required" },
        values: { value: "" },
      });
    });

    it("treats an unknown role as staff", async () => {
      const owner = await userByEmail(OWNER.email);
      const { normalizeRole } = await import("@/lib/auth/roles");
      expect(
        await runAction(ownerOnly, { ...owner, role: normalizeRole("superadmin") }, { value: "x" }, database.db),
      ).toMatchObject({ ok: false });
    });
  });

  describe("account settings", () => {
    it("changes the password only when the current one is right", async () => {
      const user = await userByEmail("boss@other.example.com");
      expect(
        await runAction(
          changePassword,
          user,
          { currentPassword: "wrong", newPassword: "newpass1", confirmPassword: "newpass1" },
          database.db,
        ),
      ).toMatchObject({
        ok: false,
        fieldErrors: { currentPassword: "Current password is incorrect" },
      });
      expect(
        await runAction(
          changePassword,
          user,
          { currentPassword: "boss-pass", newPassword: "newpass1", confirmPassword: "newpass2" },
          database.db,
        ),
      ).toMatchObject({
        ok: false,
        fieldErrors: { confirmPassword: "New passwords do not match" },
      });
      expect(
        await runAction(
          changePassword,
          user,
          { currentPassword: "boss-pass", newPassword: "short", confirmPassword: "short" },
          database.db,
        ),
      ).toMatchObject({
        ok: false,
        fieldErrors: { newPassword: "New password must be at least 8 characters long" },
      });
      expect(
        await runAction(
          changePassword,
          user,
          { currentPassword: "boss-pass", newPassword: "newpass1", confirmPassword: "newpass1" },
          database.db,
        ),
      ).toMatchObject({ ok: true });
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row.passwordHash, "newpass1")).toBe(true);
    });

    it("updates only the caller's own profile, whatever id is sent, and refuses a taken email", async () => {
      const owner = await userByEmail(OWNER.email);
      const result = await runAction(
        updateProfile,
        owner,
        { id: otherOwnerId, userId: otherOwnerId, name: "Olivia Renamed", email: OWNER.email },
        database.db,
      );
      expect(result).toMatchObject({ ok: true, data: { emailChanged: false } });
      const [other] = await database.db.select().from(users).where(eq(users.id, otherOwnerId));
      expect(other.name).toBe("Boss");
      expect((await userByEmail(OWNER.email)).name).toBe("Olivia Renamed");

      expect(
        await runAction(updateProfile, owner, { name: "Olivia", email: "boss@other.example.com" }, database.db),
      ).toMatchObject({
        ok: false,
        fieldErrors: { email: "An account with this email already exists." },
        values: { name: "Olivia", email: "boss@other.example.com" },
      });
      expect(await runAction(updateProfile, owner, { name: "", email: "not-an-email" }, database.db)).toMatchObject({
        ok: false,
        fieldErrors: { name: "Full name is required", email: "Please enter a valid email address" },
      });
    });

    it("requires an email for the reset request", async () => {
      const owner = await userByEmail(OWNER.email);
      expect(await runAction(sendPasswordReset, owner, { email: "" }, database.db)).toMatchObject({
        ok: false,
        error: "Please enter your email address",
      });
    });
  });

  describe("password reset", () => {
    it("emails a single-use link through the outbox and signs other sessions out", async () => {
      const before = await userByEmail(MANAGER.email);
      expect(await requestPasswordReset(database.db, "nobody@example.com")).toEqual({
        queued: false,
      });
      expect(await requestPasswordReset(database.db, MANAGER.email.toUpperCase())).toEqual({
        queued: true,
      });
      const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, MANAGER.email));
      expect(mails).toHaveLength(1);
      const token = /reset-password\?token=([\w-]+)/.exec(mails[0].textBody)?.[1];
      expect(token).toBeTruthy();

      expect(await setPasswordWithToken(database.db, token!, "any", "brand-new-pass")).toEqual({
        email: MANAGER.email,
      });
      expect(await setPasswordWithToken(database.db, token!, "any", "another-pass")).toBeNull();
      const after = await userByEmail(MANAGER.email);
      expect(after.sessionVersion).toBe(before.sessionVersion + 1);
      expect(
        await verifySignIn(database.db, { email: MANAGER.email, password: "brand-new-pass" }, "10.3.0.1"),
      ).toMatchObject({ ok: true });
    });

    it("refuses expired and wrong-purpose tokens", async () => {
      const user = await userByEmail(OWNER.email);
      const past = new Date(Date.now() - 2 * 60 * 60_000);
      const expired = await createAuthToken(database.db, user.id, "password_reset", past);
      expect(await consumeAuthToken(database.db, expired, "password_reset")).toBeNull();
      const invite = await createAuthToken(database.db, user.id, "staff_invite");
      expect(await consumeAuthToken(database.db, invite, "password_reset")).toBeNull();
      expect(await consumeAuthToken(database.db, invite, "staff_invite")).toBe(user.id);
      expect(await consumeAuthToken(database.db, "", "staff_invite")).toBeNull();
    });
  });
});
