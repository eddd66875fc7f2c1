import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CUSTOM_DOMAIN_INVALID_MESSAGE,
  CUSTOM_DOMAIN_PLATFORM_MESSAGE,
  normalizeCustomDomain,
} from "@/lib/tenant/custom-domain";
import { DEFAULT_PLATFORM_HOSTS, readPlatformHosts } from "@/lib/tenant/parse-host";

/** The platform as configured in production: APP_HOSTS=bookingpro.co.uk,www.bookingpro.co.uk plus the loopback defaults. */
const platform = readPlatformHosts("bookingpro.co.uk,www.bookingpro.co.uk");

const invalid = { ok: false, error: CUSTOM_DOMAIN_INVALID_MESSAGE };
const platformRefusal = { ok: false, error: CUSTOM_DOMAIN_PLATFORM_MESSAGE };

describe("normalizeCustomDomain", () => {
  it.each([[""], ["   "], ["\t\n"]])("%j (nothing typed) → no custom domain", (raw) => {
    expect(normalizeCustomDomain(raw, platform)).toEqual({ ok: true, domain: null });
  });

  it.each([
    ["bookings.mysalon.co.uk", "bookings.mysalon.co.uk"],
    ["https://Bookings.MySalon.co.uk/", "bookings.mysalon.co.uk"],
    ["http://bookings.mysalon.co.uk", "bookings.mysalon.co.uk"],
    ["HTTPS://EXAMPLE.COM", "example.com"],
    ["Example.COM", "example.com"],
    ["example.com/", "example.com"],
    ["example.com.", "example.com"],
    ["https://example.com./", "example.com"],
    ["  example.com  ", "example.com"],
    ["www.example.co.uk", "www.example.co.uk"],
    ["WWW.Example.Co.Uk", "www.example.co.uk"],
    ["my-salon.example.com", "my-salon.example.com"],
    ["a.io", "a.io"],
    ["123.example.com", "123.example.com"],
    ["xn--bcher-kva.de", "xn--bcher-kva.de"],
    [`${"a".repeat(63)}.com`, `${"a".repeat(63)}.com`],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeCustomDomain(raw, platform)).toEqual({ ok: true, domain: expected });
  });

  it("accepts a domain of exactly 253 characters", () => {
    const domain = `${["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(57)].join(".")}.com`;
    expect(domain).toHaveLength(253);
    expect(normalizeCustomDomain(domain, platform)).toEqual({ ok: true, domain });
  });

  describe("refuses what is not a usable domain with the 'invalid' message", () => {
    it.each([
      ["single label", "example"],
      ["single label with scheme", "https://mysalon/"],
      ["IPv4 address", "192.168.1.10"],
      ["IPv4 loopback", "127.0.0.1"],
      ["IPv4 any", "0.0.0.0"],
      ["IPv4 with scheme", "http://10.0.0.1/"],
      ["IPv6 address", "::1"],
      ["bracketed IPv6", "[2001:db8::1]"],
      ["numeric TLD", "example.123"],
      ["numeric-only name", "999.999.999.999"],
      ["underscore in a label", "my_salon.example.com"],
      ["leading hyphen", "-salon.example.com"],
      ["trailing hyphen", "salon-.example.com"],
      ["empty label", "bookings..example.com"],
      ["leading dot", ".example.com"],
      ["two trailing dots", "example.com.."],
      ["64-character label", `${"a".repeat(64)}.com`],
      ["path", "example.com/book"],
      ["path with scheme", "https://example.com/book/demo"],
      ["query", "example.com?x=1"],
      ["fragment", "example.com#top"],
      ["port", "example.com:8080"],
      ["port with scheme", "https://example.com:443/"],
      ["userinfo", "user@example.com"],
      ["userinfo with password", "https://user:pass@example.com"],
      ["inner space", "my salon.com"],
      ["space after scheme", "https:// example.com"],
      ["other scheme", "ftp://example.com"],
      ["doubled scheme", "https://https://example.com"],
      ["protocol-relative", "//example.com"],
      ["two trailing slashes", "https://example.com//"],
      ["scheme only", "https://"],
      ["a lone slash", "/"],
      ["a lone dot", "."],
      ["non-ASCII letters", "café.com"],
      ["email address", "owner@mysalon.co.uk"],
    ])("%s: %j", (_label, raw) => {
      expect(normalizeCustomDomain(raw, platform)).toEqual(invalid);
    });

    it("a domain longer than 253 characters", () => {
      const domain = `${["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(58)].join(".")}.com`;
      expect(domain).toHaveLength(254);
      expect(normalizeCustomDomain(domain, platform)).toEqual(invalid);
      expect(normalizeCustomDomain(`${"a.".repeat(150)}com`, platform)).toEqual(invalid);
    });
  });

  describe("refuses the platform's own addresses with the 'platform' message", () => {
    it.each([
      ["bookingpro.co.uk"],
      ["www.bookingpro.co.uk"],
      ["BookingPro.co.uk"],
      ["https://bookingpro.co.uk/"],
      ["x.bookingpro.co.uk"],
      ["demo.bookingpro.co.uk"],
      ["https://Demo.BookingPro.co.uk/"],
      ["a.b.bookingpro.co.uk"],
      ["other.localhost"],
      ["demo.localhost."],
      ["http://x.y.localhost"],
    ])("%j", (raw) => {
      expect(normalizeCustomDomain(raw, platform)).toEqual(platformRefusal);
    });

    it("refuses the bare platform hosts in either way (single-label 'localhost' is not a domain at all)", () => {
      expect(normalizeCustomDomain("localhost", platform).ok).toBe(false);
      expect(normalizeCustomDomain("localhost", platform)).toEqual(invalid);
    });

    it("only refuses hosts of the platform it is given", () => {
      expect(normalizeCustomDomain("x.bookingpro.co.uk", DEFAULT_PLATFORM_HOSTS)).toEqual({
        ok: true,
        domain: "x.bookingpro.co.uk",
      });
      expect(normalizeCustomDomain("other.localhost", DEFAULT_PLATFORM_HOSTS)).toEqual(platformRefusal);
      expect(normalizeCustomDomain("bookings.acme.test", ["acme.test"])).toEqual(platformRefusal);
      expect(normalizeCustomDomain("bookings.acme.test", [])).toEqual({ ok: true, domain: "bookings.acme.test" });
    });

    it("treats a 'www.' platform host as its bare domain too (its subdomains live there)", () => {
      const wwwOnly = readPlatformHosts("www.bookingpro.co.uk");
      expect(normalizeCustomDomain("demo.bookingpro.co.uk", wwwOnly)).toEqual(platformRefusal);
      expect(normalizeCustomDomain("bookingpro.co.uk", wwwOnly)).toEqual(platformRefusal);
      expect(normalizeCustomDomain("notbookingpro.co.uk", wwwOnly)).toEqual({
        ok: true,
        domain: "notbookingpro.co.uk",
      });
    });
  });

  it.each([
    ["mylocalhost.com"],
    ["localhost.example.com"],
    ["notbookingpro.co.uk"],
    ["www.notbookingpro.co.uk"],
    ["bookingpro.co.uk.example.com"],
    ["bookingpro.com"],
    ["co.uk.example.org"],
  ])("allows %j, which only shares letters with a platform host", (raw) => {
    expect(normalizeCustomDomain(raw, platform)).toEqual({ ok: true, domain: raw });
  });

  it("checks the platform rule before anything is stored as typed", () => {
    // Case and decoration must not smuggle a platform host through.
    for (const raw of ["HTTP://X.BOOKINGPRO.CO.UK/", " x.bookingpro.co.uk. ", "https://other.LOCALHOST"]) {
      expect(normalizeCustomDomain(raw, platform), raw).toEqual(platformRefusal);
    }
  });
});

describe("normalizeCustomDomain properties", () => {
  const decorated = fc
    .tuple(
      fc.domain(),
      fc.constantFrom("", "http://", "https://", "HTTPS://", "Http://"),
      fc.constantFrom("", "/", ".", "./"),
      fc.boolean(),
      fc.constantFrom("", " ", "  "),
    )
    .map(([domain, scheme, tail, upper, pad]) => ({
      domain,
      raw: `${pad}${scheme}${upper ? domain.toUpperCase() : domain}${tail}${pad}`,
    }));

  const anyInput = fc.oneof(
    decorated.map(({ raw }) => raw),
    fc.string(),
    fc.string({ unit: fc.constantFrom(..."abcXYZ019-._:/@?# ") }),
  );

  it("any accepted domain is lower-case, has no scheme, slash, port or trailing dot, and is a fixed point", () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const result = normalizeCustomDomain(raw, platform);
        if (!result.ok || result.domain === null) return;
        const domain = result.domain;
        expect(domain).toBe(domain.toLowerCase());
        expect(domain).not.toMatch(/^[a-z]+:\/\//);
        expect(domain).not.toMatch(/[/:@?#\s]/);
        expect(domain.endsWith(".")).toBe(false);
        expect(domain.length).toBeLessThanOrEqual(253);
        expect(domain.split(".").length).toBeGreaterThanOrEqual(2);
        expect(normalizeCustomDomain(domain, platform)).toEqual({ ok: true, domain });
      }),
      { numRuns: 2000 },
    );
  });

  it("scheme, case, surrounding spaces and a trailing slash or dot never change the outcome", () => {
    fc.assert(
      fc.property(decorated, ({ domain, raw }) => {
        expect(normalizeCustomDomain(raw, platform)).toEqual(normalizeCustomDomain(domain, platform));
      }),
      { numRuns: 1000 },
    );
  });

  it("never accepts anything under a platform host", () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.constantFrom("localhost", "bookingpro.co.uk", "www.bookingpro.co.uk"),
        (prefix, host) => {
          const result = normalizeCustomDomain(`${prefix}.${host}`, platform);
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
