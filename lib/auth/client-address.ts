import { isIP } from "node:net";
import { getEnv } from "@/lib/env";

/**
 * The client's address as seen by the outermost of `hops` trusted proxies: the `hops`-th
 * X-Forwarded-For entry from the right. Each proxy appends the address it received the request
 * from, so the entries to the left of those are whatever the client sent and are never read.
 * Null when no proxy is trusted, the header has fewer entries than trusted proxies (the request
 * did not come through them) or the entry is not an IP address. X-Real-IP is never read.
 * IPv6 addresses are reduced to their /64, the block one subscriber usually holds.
 */
export function getClientAddress(headers: Headers, hops: number): string | null {
  if (!Number.isInteger(hops) || hops < 1) return null;
  const entries = (headers.get("x-forwarded-for") ?? "").split(",");
  if (entries.length < hops) return null;
  return normalizeAddress(entries[entries.length - hops]);
}

/**
 * The request's client address under TRUSTED_PROXY_HOPS: how many reverse proxies in front of the app append to
 * X-Forwarded-For (nginx: `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;` is one hop). 0, the
 * default, trusts no header at all: Next does not expose the socket address to route handlers, so the client
 * address is then unknown.
 */
export function getRequestClientAddress(headers: Headers): string | null {
  return getClientAddress(headers, getEnv().trustedProxyHops);
}

function normalizeAddress(entry: string): string | null {
  const value = entry.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) return `${expandIpv6(value).slice(0, 4).join(":")}::/64`;
  return null;
}

/** The eight groups of a valid IPv6 address, without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.split("%")[0];
  const ipv4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail[1].split(".").map(Number);
    text = `${text.slice(0, -ipv4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
