import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "@/lib/calendar/busy-address";
import { toFetchableUrl } from "@/lib/calendar/fetch-busy-calendar";

describe("isBlockedAddress", () => {
  it.each([
    ["0.0.0.0", "this network"],
    ["10.1.2.3", "private 10/8"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT (end)"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback /8"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "private 172.16/12 (end)"],
    ["192.168.1.10", "private 192.168/16"],
    ["198.18.0.1", "benchmarking"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "IPv6 loopback"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local (fd)"],
    ["fe80::1", "IPv6 link-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback (hex)"],
    ["::ffff:8.8.8.8", "IPv4-mapped, even public"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["2002:a00:1::1", "6to4"],
    ["localhost", "not an IP"],
  ])("refuses %s (%s)", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "142.250.180.14", "172.32.0.1", "100.128.0.1", "2a00:1450:4009:81f::200e", "2606:4700::1111"])(
    "allows the public address %s",
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe("toFetchableUrl", () => {
  it("turns webcal:// into https:// and keeps http(s)", () => {
    expect(toFetchableUrl("webcal://p01-caldav.icloud.com/published/2/abc")?.toString()).toBe(
      "https://p01-caldav.icloud.com/published/2/abc",
    );
    expect(toFetchableUrl(" https://calendar.google.com/calendar/ical/x/basic.ics ")?.protocol).toBe("https:");
    expect(toFetchableUrl("http://example.com/cal.ics")?.protocol).toBe("http:");
  });

  it.each(["ftp://example.com/cal.ics", "file:///etc/passwd", "javascript:alert(1)", "not a url", "https://"])(
    "refuses %s",
    (raw) => {
      expect(toFetchableUrl(raw)).toBeNull();
    },
  );
});
