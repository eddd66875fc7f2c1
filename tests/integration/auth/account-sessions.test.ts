import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { changePassword, updateProfile } from "@/lib/auth/account-actions";
import { verifySignIn } from "@/lib/auth/credentials";
import { loadUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { loadSessionUser } from "@/lib/auth/session-check";
import { setDatabaseHandle } from "@/db";
import { mailOutbox, users } from "@/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/** A session as the cookie holds it: the user id, the session version it was issued with and its own id. */
function sessionOf(user: { id: string; sessionVersion: number }) {
  return { userId: user.id, sessionVersion: user.sessionVersion, sessionId: randomUUID() };
}

describe.each(databaseKinds)("password and email changes end other sessions on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function insertOwner(email: string, password: string) {
    const [row] = await database.db
      .insert(users)
      .values({ email, name: "Sam Owner", role: "owner", passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    return (await loadUser(database.db, row.id))!;
  }

  async function mailsTo(address: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  }

  it("a password change signs the other session out and re-issues the changer's", async () => {
    const user = await insertOwner("pw-change@example.com", "first-pass");
    const otherSession = sessionOf(user);
    const result = await runAction(
      changePassword,
      user,
      { currentPassword: "first-pass", newPassword: "second-pass", confirmPassword: "second-pass" },
      database.db,
    );
    expect(result).toMatchObject({ ok: true, data: { sessionVersion: user.sessionVersion + 1 } });
    expect(await loadSessionUser(database.db, otherSession)).toBeNull();
    const reissued = {
      userId: user.id,
      sessionId: randomUUID(),
      sessionVersion: result.ok ? result.data!.sessionVersion : -1,
    };
    expect(await loadSessionUser(database.db, reissued)).toMatchObject({ id: user.id });
  });

  it("a wrong current password changes nothing", async () => {
    const user = await insertOwner("pw-wrong@example.com", "first-pass");
    expect(
      await runAction(
        changePassword,
        user,
        { currentPassword: "not-it", newPassword: "second-pass", confirmPassword: "second-pass" },
        database.db,
      ),
    ).toMatchObject({ ok: false, fieldErrors: { currentPassword: "Current password is incorrect" } });
    expect(await loadSessionUser(database.db, sessionOf(user))).toMatchObject({ id: user.id });
  });

  it("an email change asks for the current password; a wrong one changes nothing and mails nobody", async () => {
    const user = await insertOwner("em-wrong@example.com", "first-pass");
    for (const currentPassword of [undefined, "not-it"]) {
      const result = await runAction(
        updateProfile,
        user,
        { name: "Sam Owner", email: "em-wrong-new@example.com", ...(currentPassword ? { currentPassword } : {}) },
        database.db,
      );
      expect(result).toMatchObject({ ok: false });
      expect(result.ok ? {} : result.fieldErrors).toHaveProperty("currentPassword");
      expect(JSON.stringify(result)).not.toContain("not-it");
    }
    expect(
      await runAction(
        updateProfile,
        user,
        { name: "Sam Owner", email: "em-wrong-new@example.com", currentPassword: "not-it" },
        database.db,
      ),
    ).toMatchObject({ ok: false, fieldErrors: { currentPassword: "Current password is incorrect" } });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe("em-wrong@example.com");
    expect(await loadSessionUser(database.db, sessionOf(user))).toMatchObject({ id: user.id });
    expect(await mailsTo("em-wrong@example.com")).toHaveLength(0);
  });

  it("an email change signs the other session out, re-issues the changer's and tells the old address", async () => {
    const user = await insertOwner("em-old@example.com", "first-pass");
    const otherSession = sessionOf(user);
    const result = await runAction(
      updateProfile,
      user,
      { name: "Sam Renamed", email: "EM-new@example.com", currentPassword: "first-pass" },
      database.db,
    );
    expect(result).toMatchObject({
      ok: true,
      data: { emailChanged: true, sessionVersion: user.sessionVersion + 1 },
    });
    expect(await loadSessionUser(database.db, otherSession)).toBeNull();
    const reissued = {
      userId: user.id,
      sessionId: randomUUID(),
      sessionVersion: result.ok ? result.data!.sessionVersion! : -1,
    };
    expect(await loadSessionUser(database.db, reissued)).toMatchObject({ email: "em-new@example.com" });
    expect(
      await verifySignIn(database.db, { email: "em-new@example.com", password: "first-pass" }, "10.9.0.1"),
    ).toMatchObject({ ok: true });

    const [notice] = await mailsTo("em-old@example.com");
    expect(notice.subject).toContain("BookingPro");
    expect(notice.textBody).toContain("em-new@example.com");
    expect(notice.textBody).not.toMatch(/https?:\/\//);
    expect(await mailsTo("em-new@example.com")).toHaveLength(0);
  });

  it("a name-only change needs no password and keeps every session", async () => {
    const user = await insertOwner("name-only@example.com", "first-pass");
    expect(
      await runAction(updateProfile, user, { name: "Just Renamed", email: "name-only@example.com" }, database.db),
    ).toMatchObject({ ok: true, data: { emailChanged: false } });
    expect(await loadSessionUser(database.db, sessionOf(user))).toMatchObject({ name: "Just Renamed" });
    expect(await mailsTo("name-only@example.com")).toHaveLength(0);
  });
});
