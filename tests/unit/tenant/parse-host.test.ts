import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIpAddress, normalizeHostname, parseHost, readPlatformHosts } from "@/lib/tenant/parse-host";

const platform = readPlatformHosts("bookingpro.co.uk, www.bookingpro.co.uk");

describe("normalizeHostname", () => {
  it.each([
    ["Demo.LocalHost:3000", "demo.localhost"],
    ["acme.example.com.", "acme.example.com"],
    ["  acme.example.com  ", "acme.example.com"],
    ["[::1]:3000", "::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["127.0.0.1:8080", "127.0.0.1"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeHostname(raw)).toBe(expected);
  });

  it.each([
    [""],
    [null],
    [undefined],
    ["   "],
    [":3000"],
    ["[::1"],
    ["[::1]junk"],
    ["a:b:c"],
    ["x".repeat(300)],
    ["host:99999999"],
  ])("rejects %j", (raw) => {
    expect(normalizeHostname(raw as string | null | undefined)).toBeNull();
  });
});

describe("isIpAddress", () => {
  it.each(["127.0.0.1", "10.0.0.1", "255.255.255.255", "::1", "2001:db8::1"])("%s is an IP", (host) => {
    expect(isIpAddress(host)).toBe(true);
  });
  it.each(["256.1.1.1", "1.2.3", "demo.localhost", "127.localhost"])("%s is not an IP", (host) => {
    expect(isIpAddress(host)).toBe(false);
  });
});

describe("parseHost", () => {
  it("treats the platform's own hosts as the platform", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "LOCALHOST",
      "127.0.0.1:3000",
      "[::1]:3000",
      "bookingpro.co.uk",
      "www.bookingpro.co.uk:443",
    ]) {
      expect(parseHost(host, platform).kind, host).toBe("platform");
    }
  });

  it("offers the first label as a slug only under a platform host, and the whole host as a custom domain", () => {
    expect(parseHost("acme.localhost:3000", platform)).toEqual({
      kind: "tenant",
      hostname: "acme.localhost",
      subdomain: "acme",
    });
    expect(parseHost("acme.bookingpro.co.uk", platform)).toEqual({
      kind: "tenant",
      hostname: "acme.bookingpro.co.uk",
      subdomain: "acme",
    });
    // A business's own domain: only its verified custom domain can match, never a slug.
    expect(parseHost("book.acmesalon.co.uk", platform)).toEqual({
      kind: "tenant",
      hostname: "book.acmesalon.co.uk",
      subdomain: null,
    });
  });

  it("never offers a slug for a foreign host whose first label names a business", () => {
    for (const host of [
      "victim-clinic.evil.example",
      "victim-clinic.evil.example:443",
      "demo.localhost.evil.example",
      "demo.bookingpro.co.uk.evil.example",
      "demo.evilbookingpro.co.uk",
      "demo.sub.bookingpro.co.uk",
      "demo",
    ]) {
      expect(parseHost(host, platform), host).toMatchObject({ kind: "tenant", subdomain: null });
    }
  });

  it("is case-insensitive and ignores ports", () => {
    expect(parseHost("ACME.LocalHost:3000", platform)).toEqual(parseHost("acme.localhost", platform));
    expect(parseHost("Acme.Example.COM:8443", platform)).toEqual({
      kind: "tenant",
      hostname: "acme.example.com",
      subdomain: null,
    });
  });

  it("never uses www, localhost or 127 as a slug, but still allows the custom-domain lookup", () => {
    expect(parseHost("www.acmesalon.co.uk", platform)).toEqual({
      kind: "tenant",
      hostname: "www.acmesalon.co.uk",
      subdomain: null,
    });
    expect(parseHost("www.localhost", platform)).toEqual({
      kind: "tenant",
      hostname: "www.localhost",
      subdomain: null,
    });
    expect(parseHost("localhost.example.com", platform)).toEqual({
      kind: "tenant",
      hostname: "localhost.example.com",
      subdomain: null,
    });
    expect(parseHost("127.example.com", platform)).toEqual({
      kind: "tenant",
      hostname: "127.example.com",
      subdomain: null,
    });
  });

  it("never makes a tenant of an IP address", () => {
    for (const host of ["127.0.0.1", "192.168.1.20:3000", "[::1]", "[2001:db8::1]:443", "0.0.0.0"]) {
      expect(parseHost(host, platform).kind, host).toBe("platform");
    }
  });

  it("falls back to the platform for unusable Host headers instead of throwing", () => {
    for (const host of [
      "",
      null,
      undefined,
      "..",
      ".",
      ".acme.localhost",
      "acme..localhost",
      "-acme.localhost",
      "acme_x.localhost",
      "a b.localhost",
      "x".repeat(64) + ".localhost",
      "a.".repeat(200) + "com",
      "<script>.com",
      "acme.localhost:abc",
      "%2e%2e",
    ]) {
      expect(() => parseHost(host as string | null | undefined, platform)).not.toThrow();
      expect(parseHost(host as string | null | undefined, platform).kind, String(host)).toBe("platform");
    }
  });

  it("reads extra platform hosts from APP_HOSTS and ignores junk entries", () => {
    expect(readPlatformHosts(" App.Example.com:3000 ,, ,[::1]")).toEqual(
      expect.arrayContaining(["localhost", "app.example.com", "::1"]),
    );
    expect(readPlatformHosts(undefined)).toContain("localhost");
  });

  it("never throws and always returns a lower-case hostname without a port (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const parsed = parseHost(raw, platform);
        if (parsed.hostname !== null) {
          expect(parsed.hostname).toBe(parsed.hostname.toLowerCase());
          if (parsed.kind === "tenant") expect(parsed.hostname).not.toContain(":");
        }
      }),
    );
  });

  it("finds the same tenant whatever the case and port (property)", () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
    fc.assert(
      fc.property(label, label, fc.integer({ min: 1, max: 65535 }), (first, second, port) => {
        fc.pre(!["www", "localhost", "127"].includes(first));
        const host = `${first}.bookingpro.co.uk`;
        expect(parseHost(`${host.toUpperCase()}:${port}`, platform)).toEqual({
          kind: "tenant",
          hostname: host,
          subdomain: first,
        });
        // The same labels under any other parent are a custom-domain candidate only.
        expect(parseHost(`${first}.${second}.com:${port}`, platform)).toEqual({
          kind: "tenant",
          hostname: `${first}.${second}.com`,
          subdomain: null,
        });
      }),
    );
  });
});
