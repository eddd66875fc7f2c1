import { BlockList, isIP } from "node:net";

/*
 * Which addresses a personal calendar may be fetched from: public unicast only. Everything a server
 * can reach but the internet cannot (loopback, private networks, link-local incl. the cloud metadata
 * address 169.254.169.254, carrier-grade NAT, multicast, reserved and documentation ranges, IPv4
 * addresses written as IPv6) is refused, so a pasted address cannot make the server probe its own network.
 */
// Two lists: Node matches an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d).
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED_V4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96], // IPv4-mapped
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b::", 96], // NAT64: may embed a private IPv4 address
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4: may embed a private IPv4 address
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED_V6.addSubnet(network, prefix, "ipv6");
}

/** Whether `address` (an IP literal) is one a calendar must not be fetched from; non-IPs are refused too. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED_V4.check(address, "ipv4");
  if (family === 6) return BLOCKED_V6.check(address, "ipv6");
  return true;
}
