import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDnsLabel } from "@/lib/constants";
import { isIpAddress, normalizeHostname, parseHost, readPlatformHosts } from "@/lib/tenant/parse-host";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";
import {
  decodeSiteKey,
  encodeSiteKey,
  SITE_ROUTE_PREFIX,
  toInternalSitePath,
  UNKNOWN_SITE,
} from "@/lib/tenant/site-path";
import { nastyChar, nastyString } from "../../support/arbitraries";

/*
 * Property-based checks of the host parser and the public path rewrite: whatever a client puts in the
 * Host header or the path, they never throw, never classify a non-DNS name as a tenant, and never
 * produce a path outside the internal /site tree.
 */

const platform = readPlatformHosts("bookingpro.co.uk, www.bookingpro.co.uk");

const label = fc.oneof(
  fc.constantFrom("demo", "www", "localhost", "127", "acme", "xn--caf-dma", "-bad", "a".repeat(64), "", "Book"),
  fc.string({ unit: fc.constantFrom(..."abz09-_".split("")), minLength: 1, maxLength: 10 }),
  nastyString(6),
);

/** Host header values: mostly host-shaped (labels, a port, brackets), some pure noise. */
const hostHeader = fc.oneof(
  fc
    .tuple(
      fc.array(label, { minLength: 1, maxLength: 5 }),
      fc.option(fc.oneof(fc.integer({ min: 0, max: 99999 }).map(String), nastyString(6))),
      fc.boolean(),
    )
    .map(
      ([labels, port, trailingDot]) => `${labels.join(".")}${trailingDot ? "." : ""}${port === null ? "" : `:${port}`}`,
    ),
  fc.constantFrom("[::1]:3000", "[::1", "[::ffff:127.0.0.1]", "::1", "127.0.0.1:3000", "999.1.1.1", "[zz::]", " "),
  nastyString(80),
  fc.string({ maxLength: 300 }),
);

const pathname = fc.oneof(
  fc
    .tuple(fc.constantFrom("book", "embed", "site", "dashboard", ""), fc.option(fc.oneof(label, nastyString(20))))
    .map(([first, second]) => `/${first}${second === null ? "" : `/${second}`}`),
  fc.constantFrom("/", "/embed", "/book/", "/embed/demo/x", "/book/%2e%2e", "/book/..%2fsite", "/embed/%E0%A4%A"),
  nastyString(40).map((rest) => `/${rest}`),
);

const RUNS = { numRuns: 400 };

describe("parseHost, fuzzed", () => {
  it("never throws and only calls a usable DNS name a tenant", () => {
    fc.assert(
      fc.property(hostHeader, (host) => {
        const parsed = parseHost(host, platform);
        if (parsed.kind === "platform") return;
        expect(parsed.hostname.length).toBeLessThanOrEqual(253);
        expect(parsed.hostname.split(".").every(isDnsLabel)).toBe(true);
        expect(isIpAddress(parsed.hostname)).toBe(false);
        expect(platform).not.toContain(parsed.hostname);
        if (parsed.subdomain !== null) {
          expect(parsed.subdomain).toBe(parsed.hostname.split(".")[0]);
          expect(["www", "localhost", "127"]).not.toContain(parsed.subdomain);
        }
      }),
      RUNS,
    );
  });

  it("normalizes to a lower-case host name or IPv6 literal without port or brackets, or refuses", () => {
    fc.assert(
      fc.property(hostHeader, (host) => {
        const name = normalizeHostname(host);
        if (name === null) return;
        if (name.includes(":")) expect(name).toMatch(/^[0-9a-f:.]+$/);
        else expect(name).toMatch(/^[a-z0-9._-]{1,253}$/);
      }),
      RUNS,
    );
  });

  it("is case- and port-insensitive", () => {
    fc.assert(
      fc.property(hostHeader, fc.integer({ min: 1, max: 65535 }), (host, port) => {
        const plain = normalizeHostname(host);
        fc.pre(plain !== null && !plain.includes(":"));
        const upper = host!.replace(/[a-z]/g, (c) => c.toUpperCase());
        expect(parseHost(upper, platform)).toEqual(parseHost(host, platform));
        expect(parseHost(`${plain}:${port}`, platform)).toEqual(parseHost(plain, platform));
      }),
      RUNS,
    );
  });
});

describe("toInternalSitePath, fuzzed", () => {
  it("never throws and only ever points into the internal tree, at a key that decodes", () => {
    fc.assert(
      fc.property(hostHeader, pathname, (host, path) => {
        const target = toInternalSitePath(parseHost(host, platform), path);
        if (target === null) return;
        const match = new RegExp(`^${SITE_ROUTE_PREFIX}/([^/]+)(/embed)?$`).exec(target.pathname);
        expect(match, target.pathname).not.toBeNull();
        expect(target.view).toBe(match![2] ? "embed" : "book");
        const segment = match![1];
        expect(segment).not.toMatch(/%2f|%2e%2e|\.\./i);
        if (segment !== UNKNOWN_SITE) expect(decodeSiteKey(segment)).not.toBeNull();
      }),
      RUNS,
    );
  });

  it("leaves every path other than the public ones alone", () => {
    fc.assert(
      fc.property(hostHeader, pathname, (host, path) => {
        const target = toInternalSitePath(parseHost(host, platform), path);
        const isPublic = /^\/(book|embed)\/[^/]+$/.test(path) || path === "/" || path === "/embed";
        if (!isPublic) expect(target).toBeNull();
      }),
      RUNS,
    );
  });

  it("decodes any {site} segment without throwing, and re-encodes what it accepts", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nastyString(40),
          fc.string({ unit: nastyChar }).map((s) => `host:${s}`),
        ),
        (segment) => {
          const key = decodeSiteKey(segment);
          if (key !== null) expect(decodeSiteKey(encodeURIComponent(encodeSiteKey(key)))).toEqual(key);
        },
      ),
      RUNS,
    );
  });

  it("accepts a public id only when it is a DNS label", () => {
    fc.assert(
      fc.property(fc.oneof(label, nastyString(20)), (raw) => {
        const id = parsePublicBusinessId(raw);
        if (id !== null) expect(isDnsLabel(id)).toBe(true);
      }),
      RUNS,
    );
  });
});
