import { describe, expect, it } from "vitest";
import { createMessageId, messageIdDomain } from "@/lib/mail/sender";
import { DEFAULT_MAIL_POLL_SECONDS, readMailLeaseSeconds, readMailPollSeconds } from "@/lib/mail/worker";

describe("mail settings", () => {
  it("MAIL_POLL_SECONDS defaults to 5 and must be a whole number of seconds", () => {
    expect(readMailPollSeconds({})).toBe(DEFAULT_MAIL_POLL_SECONDS);
    expect(readMailPollSeconds({ MAIL_POLL_SECONDS: " 30 " })).toBe(30);
    for (const bad of ["0", "-1", "2.5", "soon"]) {
      expect(() => readMailPollSeconds({ MAIL_POLL_SECONDS: bad })).toThrow(/MAIL_POLL_SECONDS/);
    }
  });

  it("MAIL_LEASE_SECONDS defaults to five minutes", () => {
    expect(readMailLeaseSeconds({})).toBe(300);
    expect(readMailLeaseSeconds({ MAIL_LEASE_SECONDS: "20" })).toBe(20);
    expect(() => readMailLeaseSeconds({ MAIL_LEASE_SECONDS: "0" })).toThrow(/MAIL_LEASE_SECONDS/);
  });

  it("Message-IDs are unique and name the sender's domain", () => {
    const env = { MAIL_FROM: "Bella <hello@Bella.example.com>" };
    expect(messageIdDomain(env)).toBe("bella.example.com");
    expect(messageIdDomain({})).toBe("bookingpro.invalid");
    const first = createMessageId(env);
    expect(first).toMatch(/^<[0-9a-f-]{36}@bella\.example\.com>$/);
    expect(createMessageId(env)).not.toBe(first);
  });

  it("without a domain in MAIL_FROM the Message-ID takes APP_URL's host", () => {
    expect(messageIdDomain({ MAIL_FROM: "no address" })).toBe(
      new URL(process.env.APP_URL || "http://localhost").hostname,
    );
  });
});
