import { describe, expect, it } from "vitest";
import { ADDRESS_SIGN_IN_POLICY, EMAIL_SIGN_IN_POLICY, throttledMessage } from "@/lib/auth/throttle";
import { delayAfterAttempt, delaySchedule, formatWait } from "@/lib/rate-limit/progressive-delay";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("progressive delay", () => {
  it("lets the free attempts through, then doubles from the first delay up to the cap", () => {
    const delays = Array.from({ length: 12 }, (_, i) => delayAfterAttempt(i + 1, EMAIL_SIGN_IN_POLICY));
    expect(delays).toEqual([
      0,
      0,
      0,
      0,
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
    ]);
  });

  it("never overflows for a huge attempt count", () => {
    expect(delayAfterAttempt(1_000_000, EMAIL_SIGN_IN_POLICY)).toBe(15 * MINUTE);
  });

  it("lists each distinct delay once, ending with the cap", () => {
    expect(delaySchedule(EMAIL_SIGN_IN_POLICY)).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
    ]);
    expect(delaySchedule({ freeAttempts: 1, firstDelayMs: SECOND, maxDelayMs: 4 * SECOND, windowMs: MINUTE })).toEqual([
      SECOND,
      2 * SECOND,
      4 * SECOND,
    ]);
  });

  it("needs at least one free attempt", () => {
    expect(() => delaySchedule({ ...EMAIL_SIGN_IN_POLICY, freeAttempts: 0 })).toThrow("at least one free attempt");
  });

  it("gives a client address more free attempts than an email", () => {
    expect(ADDRESS_SIGN_IN_POLICY.freeAttempts).toBeGreaterThan(EMAIL_SIGN_IN_POLICY.freeAttempts);
    expect(delayAfterAttempt(EMAIL_SIGN_IN_POLICY.freeAttempts, ADDRESS_SIGN_IN_POLICY)).toBe(0);
  });

  it("says how long to wait in whole minutes, rounded up", () => {
    expect(formatWait(1)).toBe("1 minute");
    expect(formatWait(30 * SECOND)).toBe("1 minute");
    expect(formatWait(MINUTE + 1)).toBe("2 minutes");
    expect(formatWait(15 * MINUTE)).toBe("15 minutes");
    expect(throttledMessage(30 * SECOND)).toBe("Too many sign-in attempts. Please wait 1 minute and try again.");
  });
});
