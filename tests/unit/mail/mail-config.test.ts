import { describe, expect, it } from "vitest";
import { DEFAULT_JOB_POLL_SECONDS, readJobPollSeconds } from "@/lib/jobs/config";
import { readMailLeaseSeconds } from "@/lib/mail/mail-config";
import { createMessageId, messageIdDomain } from "@/lib/mail/sender";

describe("job and mail settings", () => {
  it("JOB_POLL_SECONDS defaults to 2 and must be a whole number of seconds", () => {
    expect(readJobPollSeconds({})).toBe(DEFAULT_JOB_POLL_SECONDS);
    expect(readJobPollSeconds({ JOB_POLL_SECONDS: " 30 " })).toBe(30);
    for (const bad of ["0", "-1", "1.5", "soon", "9999999"]) {
      expect(() => readJobPollSeconds({ JOB_POLL_SECONDS: bad })).toThrow(/JOB_POLL_SECONDS/);
    }
  });

  it("MAIL_LEASE_SECONDS defaults to 300", () => {
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
