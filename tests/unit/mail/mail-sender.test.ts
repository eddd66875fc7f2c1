import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM } from "@/lib/env";
import { createMessageId, messageIdDomain } from "@/lib/mail/sender";

describe("Message-IDs", () => {
  it("are unique and name the sender's domain", () => {
    const from = "Bella <hello@Bella.example.com>";
    expect(messageIdDomain(from)).toBe("bella.example.com");
    expect(messageIdDomain(DEFAULT_MAIL_FROM)).toBe("bookingpro.invalid");
    const first = createMessageId(from);
    expect(first).toMatch(/^<[0-9a-f-]{36}@bella\.example\.com>$/);
    expect(createMessageId(from)).not.toBe(first);
  });

  it("without a domain in MAIL_FROM take APP_URL's host", () => {
    expect(messageIdDomain("no address")).toBe(new URL(process.env.APP_URL || "http://localhost").hostname);
  });
});
