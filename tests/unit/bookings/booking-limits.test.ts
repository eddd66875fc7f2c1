import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_LIMITS } from "@/lib/env";
import { admittedBookingRules, senderBookingRule } from "@/lib/rate-limit/booking-limits";

/** The email's key part: the SHA-256 of the lower-case address, so `rate_limits` never holds the address. */
const ALEX_KEY = `booking-email:${createHash("sha256").update("alex@example.com").digest("hex")}`;

const attempt = {
  businessId: "4f0c2c4e-0000-4000-8000-000000000001",
  customerEmail: "Alex@Example.com",
  staffId: "5f0c6c1e-8f7a-4c1e-9d3e-2b1a0c9d8e7f",
  date: "2030-06-11",
  time: "13:00",
};

describe("booking limit rules", () => {
  it("counts the sender by address, and an admitted request by email (any case), slot and then business", () => {
    expect(senderBookingRule("203.0.113.9", DEFAULT_BOOKING_LIMITS)).toMatchObject({
      key: "booking:203.0.113.9",
      limit: 20,
    });
    expect(admittedBookingRules(attempt, DEFAULT_BOOKING_LIMITS).map(({ key, limit }) => [key, limit])).toEqual([
      [ALEX_KEY, 10],
      [`booking-slot:${attempt.staffId}:2030-06-11T13:00`, 5],
      [`booking-business:${attempt.businessId}`, 200],
    ]);
  });

  it("keeps the address out of the email's key, whatever its case or spaces", () => {
    const keys = admittedBookingRules({ ...attempt, customerEmail: " ALEX@example.COM " }, DEFAULT_BOOKING_LIMITS);
    expect(keys.map((rule) => rule.key)).toContain(ALEX_KEY);
    expect(JSON.stringify(keys).toLowerCase()).not.toContain("alex");
  });

  it("has no sender limit when the address is unknown", () => {
    expect(senderBookingRule(null, DEFAULT_BOOKING_LIMITS)).toBeNull();
  });

  it("counts 'any professional' per business and time, not as a staff member", () => {
    const keys = admittedBookingRules({ ...attempt, staffId: "any" }, DEFAULT_BOOKING_LIMITS).map((r) => r.key);
    expect(keys).toContain(`booking-slot:${attempt.businessId}:any:2030-06-11T13:00`);
  });
});
