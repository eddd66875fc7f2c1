import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addKnownDevice, KNOWN_DEVICE_LIFETIME_MS, readKnownDevice } from "@/lib/auth/known-device";

const secret = "unit-test-secret-of-at-least-32-characters";
const now = Date.UTC(2030, 0, 1);

describe("known-device proofs", () => {
  it("proves one email in one browser, case-insensitively, until it expires", () => {
    const cookie = addKnownDevice(null, "Owner@Example.com", now, secret);
    const id = readKnownDevice(cookie, "owner@example.com", now, secret);
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(readKnownDevice(cookie, " OWNER@example.com ", now + 1000, secret)).toBe(id);
    expect(readKnownDevice(cookie, "other@example.com", now, secret)).toBeNull();
    expect(readKnownDevice(cookie, "owner@example.com", now + KNOWN_DEVICE_LIFETIME_MS, secret)).toBeNull();
    expect(readKnownDevice(cookie, "owner@example.com", now, "another-secret-of-at-least-32-chars")).toBeNull();
  });

  it("keeps up to five accounts, the newest first, one proof per account", () => {
    let cookie: string | null = null;
    for (let i = 0; i < 7; i++) cookie = addKnownDevice(cookie, `user${i}@example.com`, now + i, secret);
    cookie = addKnownDevice(cookie, "user6@example.com", now + 10, secret);
    expect(cookie!.split("~")).toHaveLength(5);
    expect(readKnownDevice(cookie, "user6@example.com", now + 20, secret)).not.toBeNull();
    expect(readKnownDevice(cookie, "user2@example.com", now + 20, secret)).not.toBeNull();
    expect(readKnownDevice(cookie, "user1@example.com", now + 20, secret)).toBeNull();
  });

  it("a renewed proof replaces the old one and changes the browser's id", () => {
    const first = addKnownDevice(null, "owner@example.com", now, secret);
    const renewed = addKnownDevice(first, "owner@example.com", now + 60_000, secret);
    expect(renewed.split("~")).toHaveLength(1);
    expect(readKnownDevice(renewed, "owner@example.com", now + 60_000, secret)).not.toBe(
      readKnownDevice(first, "owner@example.com", now, secret),
    );
  });

  it("never throws and never accepts a cookie it did not make (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (cookie) => {
        expect(readKnownDevice(cookie, "owner@example.com", now, secret)).toBeNull();
        expect(() => addKnownDevice(cookie, "owner@example.com", now, secret)).not.toThrow();
      }),
    );
  });
});
