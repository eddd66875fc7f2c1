import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifySignIn } from "@/lib/auth/credentials";
import { addKnownDevice, readKnownDevice } from "@/lib/auth/known-device";
import { hashPassword } from "@/lib/auth/password";
import { EMAIL_SIGN_IN_POLICY } from "@/lib/auth/throttle";
import { setDatabaseHandle } from "@/db";
import { users } from "@/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret-of-at-least-32-chars";

/*
 * Security issue: one wrong guess right after each delay re-armed a doubled delay, so a stranger could keep an
 * owner's right password refused for ever. A browser the owner has signed in from (or used a reset link in)
 * has a delay of its own that only its own attempts arm.
 */
describe.each(databaseKinds)("sign-in delays a stranger cannot extend, on %s", (kind) => {
  let database: TestDatabase;
  const email = `owner-${kind}@known-device.example`;
  const password = "owners-real-password";

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await database.db
      .insert(users)
      .values({ email, name: "Olive Owner", role: "owner", passwordHash: await hashPassword(password) });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const attempt = (at: Date, guess: string, knownDevice: string | null = null) =>
    verifySignIn(database.db, { email, password: guess, knownDevice }, null, at);

  /** A stranger guessing the moment each delay ends, for `rounds` delays; returns when they stopped. */
  async function strangerKeepsGuessing(start: Date, rounds: number): Promise<Date> {
    let now = start;
    for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) await attempt(now, `guess-${i}`);
    for (let round = 0; round < rounds; round++) {
      const refused = await attempt(now, "probe");
      expect(refused).toMatchObject({ ok: false, reason: "throttled" });
      now = new Date(now.getTime() + (refused as { retryAfterMs: number }).retryAfterMs);
      expect(await attempt(now, `late-guess-${round}`)).toMatchObject({ ok: false, reason: "invalid" });
    }
    return now;
  }

  it("lets the owner's right password in from their known browser while a stranger keeps the email's delay armed", async () => {
    // The owner signed in here before: the browser holds its proof.
    const browser = readKnownDevice(addKnownDevice(null, email), email);
    expect(browser).not.toBeNull();

    const afterStranger = await strangerKeepsGuessing(new Date("2030-01-01T09:00:00Z"), 6);
    // From anywhere else, even the right password waits: the stranger re-armed the delay a moment ago.
    expect(await attempt(afterStranger, password)).toMatchObject({ ok: false, reason: "throttled" });
    // From the owner's own browser it goes through.
    expect(await attempt(afterStranger, password, browser)).toMatchObject({ ok: true });
  });

  it("the known browser's own wrong guesses delay it, and the right password works once that delay has passed", async () => {
    const browser = readKnownDevice(addKnownDevice(null, email), email);
    let now = new Date("2030-02-01T09:00:00Z");
    for (let i = 0; i < EMAIL_SIGN_IN_POLICY.freeAttempts; i++) {
      expect(await attempt(now, `typo-${i}`, browser)).toMatchObject({ ok: false, reason: "invalid" });
    }
    const waiting = await attempt(now, password, browser);
    expect(waiting).toMatchObject({ ok: false, reason: "throttled" });
    // A stranger guessing all the while cannot extend the browser's delay.
    await strangerKeepsGuessing(now, 3);
    now = new Date(now.getTime() + (waiting as { retryAfterMs: number }).retryAfterMs);
    expect(await attempt(now, password, browser)).toMatchObject({ ok: true });
  });

  it("a proof made for another email, or forged, counts as an unknown browser", async () => {
    const other = readKnownDevice(addKnownDevice(null, "someone-else@example.com"), email);
    expect(other).toBeNull();
    const forged = readKnownDevice(`${Date.now() + 60_000}.${"A".repeat(43)}`, email);
    expect(forged).toBeNull();
    const afterStranger = await strangerKeepsGuessing(new Date("2030-03-01T09:00:00Z"), 2);
    expect(await attempt(afterStranger, password, other)).toMatchObject({ ok: false, reason: "throttled" });
  });
});
