import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  INVALID_LINK_MESSAGE,
  register,
  REGISTRATION_REFUSED_MESSAGE,
  requestPasswordReset,
  setPassword,
  signIn,
} from "@/lib/auth/actions";
import {
  CANCELLED_MESSAGE,
  cancelBookingByToken,
  INVALID_MANAGE_LINK_MESSAGE,
  rescheduleBookingByToken,
} from "@/lib/bookings/manage-booking-actions";
import { REGISTRATION_NOTICE_SUBJECT } from "@/lib/auth/registration-notice";
import { createAuthToken } from "@/lib/auth/tokens";
import { createManageToken } from "@/lib/bookings/manage-token";
import { setDatabaseHandle } from "@/db";
import { bookings, mailOutbox, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

const [OWNER] = DEMO_ACCOUNTS;
const TYPED_PASSWORD = "secret-typed-password";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Nothing the user typed as a password may come back in the result. */
function expectNoPassword(result: unknown) {
  expect(JSON.stringify(result)).not.toContain(TYPED_PASSWORD);
}

describe.each(databaseKinds)("public actions through the wrapper on %s", (kind) => {
  let database: TestDatabase;
  let restoreEnv = () => {};

  beforeAll(async () => {
    restoreEnv = setTestEnv({ AUTH_SECRET: process.env.AUTH_SECRET ?? "test-secret-for-manage-links" });
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
    restoreEnv();
  });

  describe("sign-in", () => {
    it("answers invalid input with field errors, keeps the email and never echoes the password", async () => {
      const result = await runAction(
        signIn,
        null,
        form({ email: "not-an-email", password: TYPED_PASSWORD }),
        database.db,
      );
      expect(result).toEqual({
        ok: false,
        code: "invalid",
        error: "Please enter a valid email address",
        fieldErrors: { email: "Please enter a valid email address" },
        values: { email: "not-an-email" },
      });
      expectNoPassword(result);
    });

    it("requires a password", async () => {
      const result = await runAction(signIn, null, form({ email: OWNER.email, password: "" }), database.db);
      expect(result).toMatchObject({ ok: false, error: "Password is required", values: { email: OWNER.email } });
    });
  });

  describe("register", () => {
    it("keeps name and email, not the passwords, when the passwords do not match", async () => {
      const input = form({
        name: "Nia New",
        email: "nia@example.com",
        password: TYPED_PASSWORD,
        confirmPassword: "other-password",
      });
      const result = await runAction(register, null, input, database.db);
      expect(result).toEqual({
        ok: false,
        code: "invalid",
        error: "Passwords do not match",
        fieldErrors: { confirmPassword: "Passwords do not match" },
        values: { name: "Nia New", email: "nia@example.com" },
      });
      expectNoPassword(result);
    });

    it("refuses a taken email without saying an account exists, and tells the account's owner by email", async () => {
      await database.db.delete(mailOutbox);
      const input = {
        name: "Copy Cat",
        email: OWNER.email.toUpperCase(),
        password: TYPED_PASSWORD,
        confirmPassword: TYPED_PASSWORD,
      };
      const result = await runAction(register, null, input, database.db);
      expect(result).toEqual({
        ok: false,
        code: "conflict",
        error: REGISTRATION_REFUSED_MESSAGE,
        values: { name: "Copy Cat", email: OWNER.email.toUpperCase() },
      });
      expect(JSON.stringify(result)).not.toMatch(/already exists|already registered|account with this email/i);
      expectNoPassword(result);
      expect(await database.db.select().from(users).where(eq(users.name, "Copy Cat"))).toHaveLength(0);

      const mails = await database.db.select().from(mailOutbox);
      expect(mails).toEqual([
        expect.objectContaining({ toAddress: OWNER.email, subject: REGISTRATION_NOTICE_SUBJECT, htmlBody: null }),
      ]);
      expect(mails[0].textBody).toContain("Someone tried to create a BookingPro account with your email address");
      expect(mails[0].textBody).toMatch(/reset your password at https?:\/\/[^/\s]+\/forgot-password$/m);
      // No secret: no token, nothing typed.
      expect(mails[0].textBody).not.toMatch(/token=|Copy Cat/);
      expectNoPassword(mails);
    });

    it("refuses a password shorter than 8 characters or one of the most common, never the demo accounts'", async () => {
      const attempt = (password: string) =>
        runAction(
          register,
          null,
          form({ name: "Nia New", email: "nia8@example.com", password, confirmPassword: password }),
          database.db,
        );
      expect(await attempt("seven77")).toMatchObject({
        ok: false,
        fieldErrors: { password: "Password must be at least 8 characters" },
      });
      expect(await attempt("Password123")).toMatchObject({
        ok: false,
        fieldErrors: { password: "This password is too common. Choose one that's harder to guess." },
      });
      expect(await database.db.select().from(users).where(eq(users.email, "nia8@example.com"))).toHaveLength(0);
    });
  });

  describe("password reset", () => {
    it("validates the email and keeps it", async () => {
      expect(await runAction(requestPasswordReset, null, form({ email: "nope" }), database.db)).toEqual({
        ok: false,
        code: "invalid",
        error: "Please enter a valid email address",
        fieldErrors: { email: "Please enter a valid email address" },
        values: { email: "nope" },
      });
    });

    it("answers the same for known and unknown emails, and queues a mail only for the known one", async () => {
      const before = (await database.db.select().from(mailOutbox)).length;
      const unknown = await runAction(requestPasswordReset, null, { email: "ghost@example.com" }, database.db);
      expect(unknown).toEqual({
        ok: true,
        message: "If an account exists for ghost@example.com, a password reset link is on its way.",
      });
      expect((await database.db.select().from(mailOutbox)).length).toBe(before);
      const known = await runAction(requestPasswordReset, null, { email: OWNER.email }, database.db);
      expect(known).toEqual({
        ok: true,
        message: `If an account exists for ${OWNER.email}, a password reset link is on its way.`,
      });
      expect((await database.db.select().from(mailOutbox)).length).toBe(before + 1);
    });
  });

  describe("set password", () => {
    it("never echoes the passwords on a validation error", async () => {
      const result = await runAction(
        setPassword,
        null,
        { token: "t", password: TYPED_PASSWORD, confirmPassword: "different" },
        database.db,
      );
      expect(result).toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords do not match" } });
      expect(result).not.toHaveProperty("values.password");
      expectNoPassword(result);
    });

    it("refuses an unknown link", async () => {
      const input = { token: "unknown-token", password: TYPED_PASSWORD, confirmPassword: TYPED_PASSWORD };
      expect(await runAction(setPassword, null, input, database.db)).toMatchObject({
        ok: false,
        error: INVALID_LINK_MESSAGE,
      });
    });

    it("sets the password and names the sign-in page to go to", async () => {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
      const token = await createAuthToken(database.db, user.id, "password_reset");
      const input = form({ token, password: "brand-new-pass", confirmPassword: "brand-new-pass", portal: "staff" });
      expect(await runAction(setPassword, null, input, database.db)).toEqual({
        ok: true,
        data: {
          email: OWNER.email,
          signInPath: `/staff-login?reset=1&email=${encodeURIComponent(OWNER.email)}`,
        },
      });
    });
  });

  describe("manage by link", () => {
    it("answers a missing, malformed or forged token with the same message", async () => {
      const forged = `${crypto.randomUUID()}.not-a-signature`;
      for (const input of [{}, { token: "" }, { token: "garbage" }, { token: forged }]) {
        expect(await runAction(cancelBookingByToken, null, input, database.db)).toMatchObject({
          ok: false,
          error: INVALID_MANAGE_LINK_MESSAGE,
        });
      }
      expect(
        await runAction(rescheduleBookingByToken, null, { token: forged, slot: "2030-01-01T10:00" }, database.db),
      ).toMatchObject({
        ok: false,
        error: INVALID_MANAGE_LINK_MESSAGE,
      });
    });

    it("asks for a new time before looking at the token", async () => {
      expect(
        await runAction(rescheduleBookingByToken, null, { token: "garbage", slot: "tomorrow" }, database.db),
      ).toEqual({
        ok: false,
        code: "invalid",
        error: "Choose a new time",
        fieldErrors: { slot: "Choose a new time" },
      });
    });

    it("cancels the booking of a genuine link, once", async () => {
      // A copy of a demo booking, far enough ahead for the cancellation notice and clear of every other booking.
      const [template] = await database.db.select().from(bookings).limit(1);
      const startsAt = new Date("2035-03-01T10:00:00Z");
      const [booking] = await database.db
        .insert(bookings)
        .values({
          ...template,
          id: undefined,
          status: "confirmed",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        })
        .returning({ id: bookings.id });
      const token = createManageToken(booking.id);
      expect(await runAction(cancelBookingByToken, null, form({ token }), database.db)).toEqual({
        ok: true,
        message: CANCELLED_MESSAGE,
      });
      const [row] = await database.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      expect(row.status).toBe("cancelled");
      expect(await runAction(cancelBookingByToken, null, { token }, database.db)).toMatchObject({
        ok: false,
        error: "This booking has been cancelled.",
      });
    });
  });
});
