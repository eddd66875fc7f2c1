import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { register, REGISTRATION_REFUSED_MESSAGE, requestPasswordReset } from "@/lib/auth/actions";
import { ACCOUNT_LIMITS, REGISTER_LIMITED_MESSAGE, RESET_LIMITED_MESSAGE } from "@/lib/auth/account-limits";
import { verifySignIn, type SignInOutcome } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { ADDRESS_SIGN_IN_POLICY, EMAIL_SIGN_IN_POLICY } from "@/lib/auth/throttle";
import { insertOwner } from "@/lib/auth/user-queries";
import { consumeRateLimit, purgeRateLimits, takeProgressiveAttempt } from "@/lib/rate-limit/limiter";
import { setDatabaseHandle } from "@/db";
import { mailOutbox, rateLimits } from "@/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PASSWORD = "the-right-password";

/**
 * Sign-in delays and the register and password-reset limits, on the real credentials check and the
 * real counters (`rate_limits`), with an injected clock.
 */
describe.each(databaseKinds)("sign-in and account limits on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;
  let userCount = 0;
  let restoreEnv = () => {};

  /** A new owner with PASSWORD, so each test starts from clean counters. */
  async function newOwner(): Promise<string> {
    const email = `owner${++userCount}@limits.example.com`;
    await insertOwner(database.db, { name: "Owner", email, passwordHash });
    return email;
  }

  const attempt = (email: string, password: string, at: Date, address: string | null = null) =>
    verifySignIn(database.db, { email, password }, address, at);

  function countReasons(outcomes: SignInOutcome[]) {
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) {
      const reason = outcome.ok ? "ok" : outcome.reason;
      counts[reason] = (counts[reason] ?? 0) + 1;
    }
    return counts;
  }

  beforeAll(async () => {
    restoreEnv = setTestEnv({ SMTP_URL: undefined });
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
    restoreEnv();
  });

  describe("sign-in", () => {
    it("lets only the free attempts of a burst of 40 parallel guesses reach the password check", async () => {
      const email = await newOwner();
      const now = new Date("2030-03-01T09:00:00Z");
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `guess-${i}`, now)));
      // 'invalid' means the password was checked; 'throttled' means it never was.
      expect(countReasons(outcomes)).toEqual({ invalid: EMAIL_SIGN_IN_POLICY.freeAttempts, throttled: 35 });
      // The owner's right password is refused too while the delay lasts.
      expect(await attempt(email, PASSWORD, now)).toMatchObject({ ok: false, reason: "throttled" });
    });

    it("lets exactly one attempt of a burst through when a delay ends, and none during it", async () => {
      const email = await newOwner();
      const now = new Date("2030-03-02T09:00:00Z");
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) await attempt(email, "wrong", now);
      const during = new Date(now.getTime() + EMAIL_SIGN_IN_POLICY.firstDelayMs - 1);
      const rightDuring = await Promise.all(Array.from({ length: 40 }, () => attempt(email, PASSWORD, during)));
      expect(countReasons(rightDuring)).toEqual({ throttled: 40 });
      const after = new Date(now.getTime() + EMAIL_SIGN_IN_POLICY.firstDelayMs);
      const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `guess-${i}`, after)));
      expect(countReasons(guesses)).toEqual({ invalid: 1, throttled: 39 });
    });

    it("doubles the delay after each further failure up to the cap, then lets the owner in", async () => {
      const email = await newOwner();
      let now = new Date("2030-03-03T09:00:00Z");
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) {
        expect(await attempt(email, "wrong", now)).toEqual({ ok: false, reason: "invalid" });
      }
      const waits: number[] = [];
      for (let i = 0; i < 7; i++) {
        const refused = await attempt(email, PASSWORD, now);
        if (refused.ok || refused.reason !== "throttled") throw new Error("expected a delay");
        waits.push(refused.retryAfterMs);
        // One millisecond before the end of the delay it still holds; at its end an attempt is let through.
        expect(await attempt(email, PASSWORD, new Date(now.getTime() + refused.retryAfterMs - 1))).toMatchObject({
          reason: "throttled",
        });
        now = new Date(now.getTime() + refused.retryAfterMs);
        if (i < 6) expect(await attempt(email, "wrong", now)).toEqual({ ok: false, reason: "invalid" });
      }
      expect(waits).toEqual([30 * SECOND, MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 15 * MINUTE, 15 * MINUTE]);
      // After the longest delay the right password works, and clears the counter: five free attempts again.
      expect(await attempt(email, PASSWORD, now)).toMatchObject({ ok: true });
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) {
        expect(await attempt(email, "wrong", now)).toEqual({ ok: false, reason: "invalid" });
      }
      expect(await attempt(email, "wrong", now)).toMatchObject({ reason: "throttled", retryAfterMs: 30 * SECOND });
    });

    it("forgets failures a window after the last delay ended", async () => {
      const email = await newOwner();
      const now = new Date("2030-03-04T09:00:00Z");
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) await attempt(email, "wrong", now);
      const later = new Date(now.getTime() + EMAIL_SIGN_IN_POLICY.firstDelayMs + EMAIL_SIGN_IN_POLICY.windowMs);
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) {
        expect(await attempt(email, "wrong", later)).toEqual({ ok: false, reason: "invalid" });
      }
    });

    it("does not count successful sign-ins against a shared address", async () => {
      const email = await newOwner();
      const now = new Date("2030-03-05T09:00:00Z");
      for (let i = 0; i < ADDRESS_SIGN_IN_POLICY.freeAttempts + 5; i++) {
        expect(await attempt(email, PASSWORD, now, "10.77.0.1")).toMatchObject({ ok: true });
      }
      // One short of the address's delay, a success (the attempt that would start it) is given back.
      for (let i = 0; i < ADDRESS_SIGN_IN_POLICY.freeAttempts - 1; i++) {
        await attempt(`nobody${i}@limits.example.com`, "x", now, "10.77.0.4");
      }
      expect(await attempt(email, PASSWORD, now, "10.77.0.4")).toMatchObject({ ok: true });
      expect(await attempt(email, PASSWORD, now, "10.77.0.4")).toMatchObject({ ok: true });
    });

    it("does not push the email's count from an address inside its delay", async () => {
      const email = await newOwner();
      const now = new Date("2030-03-06T09:00:00Z");
      for (let i = 0; i < ADDRESS_SIGN_IN_POLICY.freeAttempts; i++) {
        await attempt(`nobody${i}@limits.example.com`, "x", now, "10.77.0.2");
      }
      for (let i = 0; i < 10; i++) {
        expect(await attempt(email, "wrong", now, "10.77.0.2")).toMatchObject({ reason: "throttled" });
      }
      expect(await attempt(email, PASSWORD, now, "10.77.0.3")).toMatchObject({ ok: true });
    });
  });

  describe("register", () => {
    const input = (email: string) => ({ name: "Copy", email, password: PASSWORD, confirmPassword: PASSWORD });

    it("limits attempts per email, before any account work", async () => {
      const email = await newOwner();
      for (let i = 0; i < ACCOUNT_LIMITS.registerPerEmail; i++) {
        expect(await runAction(register, null, input(email), database.db)).toMatchObject({
          ok: false,
          error: REGISTRATION_REFUSED_MESSAGE,
        });
      }
      expect(await runAction(register, null, input(email.toUpperCase()), database.db)).toEqual({
        ok: false,
        code: "rate_limited",
        error: REGISTER_LIMITED_MESSAGE,
        values: { name: "Copy", email: email.toUpperCase() },
      });
    });

    it("limits attempts per client address when it is known", async () => {
      const emails = await Promise.all(Array.from({ length: ACCOUNT_LIMITS.registerPerAddress + 1 }, newOwner));
      for (const email of emails.slice(0, -1)) {
        const result = await runAction(register, null, input(email), database.db, "10.78.0.1");
        expect(result).toMatchObject({ ok: false, error: REGISTRATION_REFUSED_MESSAGE });
      }
      const last = emails[emails.length - 1];
      expect(await runAction(register, null, input(last), database.db, "10.78.0.1")).toMatchObject({
        ok: false,
        error: REGISTER_LIMITED_MESSAGE,
      });
      expect(await runAction(register, null, input(last), database.db, "10.78.0.2")).toMatchObject({
        error: REGISTRATION_REFUSED_MESSAGE,
      });
    });
  });

  describe("password reset", () => {
    const mailsTo = async (email: string) =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
    const generic = (email: string) => ({
      ok: true,
      message: `If an account exists for ${email}, a password reset link is on its way.`,
    });

    it("answers known and unknown emails alike up to the limit, then queues no further mail", async () => {
      const known = await newOwner();
      const unknown = "ghost@limits.example.com";
      for (let i = 0; i < ACCOUNT_LIMITS.resetPerEmail; i++) {
        expect(await runAction(requestPasswordReset, null, { email: known }, database.db)).toEqual(generic(known));
        expect(await runAction(requestPasswordReset, null, { email: unknown }, database.db)).toEqual(generic(unknown));
      }
      expect(await mailsTo(known)).toBe(ACCOUNT_LIMITS.resetPerEmail);
      for (const email of [known, unknown]) {
        expect(await runAction(requestPasswordReset, null, { email }, database.db)).toEqual({
          ok: false,
          code: "rate_limited",
          error: RESET_LIMITED_MESSAGE,
          values: { email },
        });
      }
      expect(await mailsTo(known)).toBe(ACCOUNT_LIMITS.resetPerEmail);
      expect(await mailsTo(unknown)).toBe(0);
    });

    it("limits requests per client address when it is known", async () => {
      for (let i = 0; i < ACCOUNT_LIMITS.resetPerAddress; i++) {
        const email = `someone${i}@limits.example.com`;
        expect(await runAction(requestPasswordReset, null, { email }, database.db, "10.79.0.1")).toEqual(
          generic(email),
        );
      }
      const known = await newOwner();
      expect(await runAction(requestPasswordReset, null, { email: known }, database.db, "10.79.0.1")).toMatchObject({
        ok: false,
        error: RESET_LIMITED_MESSAGE,
      });
      expect(await mailsTo(known)).toBe(0);
    });
  });

  describe("purge", () => {
    it("deletes expired counters when a new window starts, and keeps live ones", async () => {
      const now = new Date("2030-04-01T09:00:00Z");
      await consumeRateLimit(database.db, "purge-test:short", 5, MINUTE, now);
      await consumeRateLimit(database.db, "purge-test:long", 5, 60 * MINUTE, now);
      for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) {
        await takeProgressiveAttempt(database.db, "purge-test:delayed", EMAIL_SIGN_IN_POLICY, now);
      }
      const keys = async () =>
        (await database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, "purge-test:%")))
          .map((row) => row.key)
          .sort();
      // Two minutes on, a new counter purges the one-minute window; the delayed sign-in counter stays
      // until a window after its delay.
      await consumeRateLimit(database.db, "purge-test:new", 5, MINUTE, new Date(now.getTime() + 2 * MINUTE));
      expect(await keys()).toEqual(["purge-test:delayed", "purge-test:long", "purge-test:new"]);
      await consumeRateLimit(database.db, "purge-test:newer", 5, MINUTE, new Date(now.getTime() + 61 * MINUTE));
      expect(await keys()).toEqual(["purge-test:newer"]);
    });

    it("deletes at most a batch at a time", async () => {
      const expiresAt = new Date("2030-05-01T09:00:00Z");
      const later = new Date(expiresAt.getTime() + 1);
      // The earlier tests' counters out of the way first.
      await purgeRateLimits(database.db, later, 10_000);
      await database.db.insert(rateLimits).values(
        Array.from({ length: 150 }, (_, i) => ({
          key: `batch-test:${i}`,
          windowStartedAt: expiresAt,
          hits: 1,
          expiresAt,
        })),
      );
      const count = async () =>
        (await database.db.select().from(rateLimits).where(like(rateLimits.key, "batch-test:%"))).length;
      expect(await count()).toBe(150);
      expect(await purgeRateLimits(database.db, later, 100)).toBe(100);
      expect(await count()).toBe(50);
      // Kept until their window has ended.
      expect(await purgeRateLimits(database.db, new Date(expiresAt.getTime() - 1), 100)).toBe(0);
      expect(await purgeRateLimits(database.db, later, 100)).toBe(50);
      expect(await count()).toBe(0);
    });
  });
});
