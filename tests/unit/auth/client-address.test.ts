import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getClientAddress } from "@/lib/auth/client-address";

const headersWith = (forwardedFor?: string, realIp?: string) => {
  const headers = new Headers();
  if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
  if (realIp !== undefined) headers.set("x-real-ip", realIp);
  return headers;
};

describe("getClientAddress", () => {
  it("trusts no header with 0 hops: the address is unknown", () => {
    expect(getClientAddress(headersWith("203.0.113.9"), 0)).toBeNull();
    expect(getClientAddress(headersWith("203.0.113.9, 198.51.100.1"), 0)).toBeNull();
    expect(getClientAddress(headersWith(undefined, "203.0.113.9"), 0)).toBeNull();
  });

  it.each([
    ["203.0.113.9", 1, "203.0.113.9"],
    ["1.1.1.1, 203.0.113.9", 1, "203.0.113.9"], // the client forged 1.1.1.1; the proxy appended 203.0.113.9
    ["1.1.1.1,203.0.113.9", 1, "203.0.113.9"],
    ["  203.0.113.9  ", 1, "203.0.113.9"],
    ["1.1.1.1, 203.0.113.9, 10.0.0.2", 2, "203.0.113.9"], // CDN then nginx
    ["203.0.113.9, 10.0.0.2", 2, "203.0.113.9"],
    ["::ffff:203.0.113.9", 1, "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", 1, "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002::9", 1, "2001:db8:1:2::/64"],
    ["2001:db8::", 1, "2001:db8:0:0::/64"],
    ["::1", 1, "0:0:0:0::/64"],
    ["fe80::1%eth0", 1, "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", 1, "64:ff9b:0:0::/64"],
  ])("%j with %i hop(s) → %s", (header, hops, expected) => {
    expect(getClientAddress(headersWith(header), hops)).toBe(expected);
  });

  it("puts every address of one IPv6 /64 in one bucket", () => {
    expect(getClientAddress(headersWith("2001:db8:1:2::a"), 1)).toBe(
      getClientAddress(headersWith("2001:db8:1:2:ffff:ffff:ffff:ffff"), 1),
    );
    expect(getClientAddress(headersWith("2001:db8:1:3::a"), 1)).not.toBe(
      getClientAddress(headersWith("2001:db8:1:2::a"), 1),
    );
  });

  it.each([
    [undefined, 1], // no header: the request did not come through the proxy
    ["", 1],
    ["203.0.113.9", 2], // fewer entries than trusted proxies
    ["unknown", 1],
    ["203.0.113.9:4711", 1],
    ["not an address, 203.0.113.9, garbage", 1],
    ["203.0.113.9, ", 1],
    ["x".repeat(500), 1],
  ])("%j with %i hop(s) → unknown", (header, hops) => {
    expect(getClientAddress(headersWith(header), hops)).toBeNull();
  });

  it("never reads X-Real-IP", () => {
    expect(getClientAddress(headersWith(undefined, "203.0.113.9"), 1)).toBeNull();
    expect(getClientAddress(headersWith("198.51.100.1", "203.0.113.9"), 1)).toBe("198.51.100.1");
  });

  it("refuses a hop count that is not a whole number of proxies", () => {
    expect(getClientAddress(headersWith("203.0.113.9"), -1)).toBeNull();
    expect(getClientAddress(headersWith("203.0.113.9"), 0.5)).toBeNull();
    expect(getClientAddress(headersWith("203.0.113.9"), Number.NaN)).toBeNull();
  });

  it("whatever a client prepends to the header, the address with N hops is unchanged", () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6());
    fc.assert(
      fc.property(
        fc.array(address, { minLength: 1, maxLength: 4 }),
        fc.string({ maxLength: 80 }),
        fc.integer({ min: 1, max: 4 }),
        (trusted, forged, extra) => {
          const hops = Math.min(extra, trusted.length);
          const honest = getClientAddress(headersWith(trusted.join(", ")), hops);
          const spoofed = getClientAddress(
            headersWith(`${forged.replace(/[\r\n\0]/g, "")}, ${trusted.join(", ")}`),
            hops,
          );
          expect(spoofed).toBe(honest);
          expect(honest).not.toBeNull();
        },
      ),
    );
  });
});
