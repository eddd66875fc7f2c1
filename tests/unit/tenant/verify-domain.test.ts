import { describe, expect, it } from "vitest";
import {
  createDomainToken,
  DOMAIN_DNS_UNAVAILABLE_MESSAGE,
  DOMAIN_RECORD_MISMATCH_MESSAGE,
  DOMAIN_RECORD_NOT_FOUND_MESSAGE,
  domainCheckMessage,
  verificationRecordName,
} from "@/lib/tenant/verify-domain";

describe("custom-domain verification (pure parts)", () => {
  it("names the record _bookingpro.{domain}", () => {
    expect(verificationRecordName("bookings.mysalon.co.uk")).toBe("_bookingpro.bookings.mysalon.co.uk");
  });

  it("makes tokens with at least 128 random bits, never the same twice", () => {
    const tokens = Array.from({ length: 200 }, createDomainToken);
    for (const token of tokens) expect(token).toMatch(/^bookingpro-verify=[0-9a-f]{40}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 40 hex digits = 160 bits; a TXT character-string holds at most 255 bytes.
    expect(tokens[0].length).toBeLessThan(255);
  });

  it("tells the owner what went wrong", () => {
    expect(domainCheckMessage("not_found")).toBe(DOMAIN_RECORD_NOT_FOUND_MESSAGE);
    expect(DOMAIN_RECORD_NOT_FOUND_MESSAGE).toBe(
      "We couldn't find the TXT record yet. DNS changes can take up to 48 hours.",
    );
    expect(domainCheckMessage("mismatch")).toBe(DOMAIN_RECORD_MISMATCH_MESSAGE);
    expect(domainCheckMessage("unavailable")).toBe(DOMAIN_DNS_UNAVAILABLE_MESSAGE);
  });
});
