import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { changePassword, updateProfile } from "@/lib/auth/account-actions";
import { saveWhiteLabel } from "@/lib/business/white-label-actions";
import { loadUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { requestPasswordReset, setPasswordWithToken } from "@/lib/auth/password-reset";
import { loadSessionUser } from "@/lib/auth/session-check";
import { endSession } from "@/lib/auth/sign-out";
import { createAuthToken, isAuthTokenUsable } from "@/lib/auth/tokens";
import { setDatabaseHandle } from "@/db";
import { endedSessions, mailOutbox, staffMembers, users } from "@/db/schema";
import { staffAccessSchema, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * Links and sessions end with the credentials they were issued against (security issue: an old reset link
 * took over an account after an email change; a signed-out cookie kept working for 30 days; switching the
 * staff portal off and on brought staff cookies back).
 */
describe.each(databaseKinds)("links and sessions that must end, on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function insertOwner(email: string, password: string, businessId?: string) {
    const [row] = await database.db
      .insert(users)
      .values({ email, name: "Sam Owner", role: "owner", passwordHash: await hashPassword(password), businessId })
      .returning({ id: users.id });
    return (await loadUser(database.db, row.id))!;
  }

  /** The newest reset link mailed to the address, as its token. */
  async function resetTokenMailedTo(email: string): Promise<string> {
    await requestPasswordReset(database.db, email);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.textBody)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  describe("reset links", () => {
    it("an outstanding reset link dies when the email changes: the old mailbox cannot take the account", async () => {
      const user = await insertOwner("old-mailbox@example.com", "first-pass-word");
      const token = await resetTokenMailedTo(user.email);
      const changed = await runAction(
        updateProfile,
        user,
        { name: user.name, email: "new-mailbox@example.com", currentPassword: "first-pass-word" },
        database.db,
      );
      expect(changed).toMatchObject({ ok: true, data: { emailChanged: true } });
      expect(await isAuthTokenUsable(database.db, token, "password_reset")).toBe(false);
      expect(await setPasswordWithToken(database.db, token, "any", "attacker-chosen-pass")).toBeNull();
    });

    it("an outstanding reset link dies when the password is changed", async () => {
      const user = await insertOwner("pw-change-link@example.com", "first-pass-word");
      const token = await resetTokenMailedTo(user.email);
      const changed = await runAction(
        changePassword,
        user,
        { currentPassword: "first-pass-word", newPassword: "second-pass-word", confirmPassword: "second-pass-word" },
        database.db,
      );
      expect(changed).toMatchObject({ ok: true });
      expect(await setPasswordWithToken(database.db, token, "any", "attacker-chosen-pass")).toBeNull();
    });

    it("a newer reset link ends the older one; the newer works once, then neither does", async () => {
      const user = await insertOwner("two-links@example.com", "first-pass-word");
      const older = await resetTokenMailedTo(user.email);
      const newer = await resetTokenMailedTo(user.email);
      expect(older).not.toBe(newer);
      expect(await isAuthTokenUsable(database.db, older, "password_reset")).toBe(false);
      expect(await setPasswordWithToken(database.db, older, "any", "attacker-chosen-pass")).toBeNull();
      expect(await setPasswordWithToken(database.db, newer, "any", "owner-chosen-pass")).toEqual({
        email: user.email,
      });
      expect(await setPasswordWithToken(database.db, newer, "any", "again-chosen-pass")).toBeNull();
    });

    it("a newer link of the other kind (an invitation after a reset) ends the older one too", async () => {
      const user = await insertOwner("reset-then-invite@example.com", "first-pass-word");
      const reset = await resetTokenMailedTo(user.email);
      const invite = await createAuthToken(database.db, user.id, "staff_invite");
      expect(await isAuthTokenUsable(database.db, reset, "password_reset")).toBe(false);
      expect(await setPasswordWithToken(database.db, invite, "any", "owner-chosen-pass")).toEqual({
        email: user.email,
      });
      expect(await setPasswordWithToken(database.db, reset, "any", "attacker-chosen-pass")).toBeNull();
    });
  });

  describe("sessions", () => {
    it("signing out ends that session on the server, and only that one", async () => {
      const user = await insertOwner("signs-out@example.com", "first-pass-word");
      const laptop = { userId: user.id, sessionVersion: user.sessionVersion, sessionId: randomUUID() };
      const phone = { userId: user.id, sessionVersion: user.sessionVersion, sessionId: randomUUID() };
      expect(await loadSessionUser(database.db, laptop)).toMatchObject({ id: user.id });

      const exp = Math.floor(Date.now() / 1000) + 3600;
      expect(await endSession(database.db, { sub: user.id, sid: laptop.sessionId, exp })).toBe(true);
      // Twice (a double click, two tabs) is harmless.
      expect(await endSession(database.db, { sub: user.id, sid: laptop.sessionId, exp })).toBe(true);

      expect(await loadSessionUser(database.db, laptop)).toBeNull();
      expect(await loadSessionUser(database.db, phone)).toMatchObject({ id: user.id });
    });

    it("refuses a session without an id (issued before sessions could be ended) and ignores junk tokens", async () => {
      const user = await insertOwner("no-session-id@example.com", "first-pass-word");
      expect(
        await loadSessionUser(database.db, { userId: user.id, sessionVersion: user.sessionVersion, sessionId: null }),
      ).toBeNull();
      expect(await endSession(database.db, { sub: user.id, sid: "not-a-uuid" })).toBe(false);
      expect(await endSession(database.db, { sub: randomUUID(), sid: randomUUID() })).toBe(false);
    });

    it("forgets ended sessions once their cookies would have expired", async () => {
      const user = await insertOwner("old-ended@example.com", "first-pass-word");
      const expired = randomUUID();
      await endSession(database.db, { sub: user.id, sid: expired, exp: Math.floor(Date.now() / 1000) - 60 });
      await endSession(database.db, { sub: user.id, sid: randomUUID(), exp: Math.floor(Date.now() / 1000) + 60 });
      const rows = await database.db.select().from(endedSessions).where(eq(endedSessions.userId, user.id));
      expect(rows.map((row) => row.sessionId)).not.toContain(expired);
      expect(rows).toHaveLength(1);
    });

    it("switching the staff portal off ends staff sessions for good: switching it on again does not revive them", async () => {
      const business = await insertBusiness(database.db, {
        slug: `portal-${kind}`,
        name: "Portal Salon",
        staffAccess: staffAccessSchema.parse({ enableStaffLogin: true }),
      });
      const owner = await insertOwner(`portal-owner-${kind}@example.com`, "first-pass-word", business.id);
      const [member] = await database.db
        .insert(staffMembers)
        .values({ businessId: business.id, name: "Pat", availability: staffAvailabilitySchema.parse({}) })
        .returning();
      const [staffRow] = await database.db
        .insert(users)
        .values({
          email: `pat-${kind}@example.com`,
          name: "Pat",
          role: "staff",
          passwordHash: await hashPassword("pat-pass-word"),
          businessId: business.id,
          staffMemberId: member.id,
        })
        .returning();
      const staffSession = { userId: staffRow.id, sessionVersion: staffRow.sessionVersion, sessionId: randomUUID() };
      const ownerSession = { userId: owner.id, sessionVersion: owner.sessionVersion, sessionId: randomUUID() };
      expect(await loadSessionUser(database.db, staffSession)).toMatchObject({ id: staffRow.id });

      const form = (enableStaffLogin: boolean) => ({
        subdomain: business.slug,
        customDomain: "",
        companyName: "",
        logoUrl: "",
        primaryColor: "#0ea5e9",
        hideBookingProBranding: false,
        enableStaffLogin,
        staffCanViewAllBookings: false,
        staffCanModifyBookings: false,
        staffCanManageAvailability: false,
      });
      expect(await runAction(saveWhiteLabel, owner, form(false), database.db)).toMatchObject({ ok: true });
      expect(await loadSessionUser(database.db, staffSession)).toBeNull();
      expect(await runAction(saveWhiteLabel, owner, form(true), database.db)).toMatchObject({ ok: true });
      expect(await loadSessionUser(database.db, staffSession)).toBeNull();
      // The owner's own session is untouched.
      expect(await loadSessionUser(database.db, ownerSession)).toMatchObject({ id: owner.id });
      // Saving with the portal still on ends nothing.
      const [fresh] = await database.db
        .select()
        .from(users)
        .where(and(eq(users.id, staffRow.id), eq(users.role, "staff")));
      const newSession = { userId: fresh.id, sessionVersion: fresh.sessionVersion, sessionId: randomUUID() };
      expect(await runAction(saveWhiteLabel, owner, form(true), database.db)).toMatchObject({ ok: true });
      expect(await loadSessionUser(database.db, newSession)).toMatchObject({ id: staffRow.id });
    });
  });
});
