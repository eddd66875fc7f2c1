import { isDnsLabel } from "@/lib/constants";

/**
 * Host → tenant candidate, as a pure function.
 *
 * The database lookup happens later (resolve-tenant.ts): first the whole host name against
 * custom_domain (only verified domains match), then the first label against the business slug. This
 * function only decides which of those lookups apply, and rejects hosts that can never be a tenant.
 * A slug is offered only when the rest of the host is one of the platform's own hosts: anyone can point
 * `victim-clinic.evil.example` at our servers, and its first label must not make it that clinic's site.
 */

export type ParsedHost =
  /** The platform's own host (or an IP address, or an unusable Host header): spec routes apply. */
  | { kind: "platform"; hostname: string | null }
  /** Possibly a tenant: look up `hostname` as a custom domain, then `subdomain` (if any) as a slug. */
  | { kind: "tenant"; hostname: string; subdomain: string | null };

/** The slug of a host directly under one of the platform's own hosts ('acme' of 'acme.bookingpro.co.uk'). */
function platformSubdomainOf(hostname: string, platformHosts: readonly string[]): string | null {
  const dot = hostname.indexOf(".");
  if (dot <= 0) return null;
  const firstLabel = hostname.slice(0, dot);
  const parent = hostname.slice(dot + 1);
  if (RESERVED_FIRST_LABELS.has(firstLabel) || isIpAddress(parent)) return null;
  return platformHosts.includes(parent) ? firstLabel : null;
}

export const DEFAULT_PLATFORM_HOSTS = ["localhost", "127.0.0.1", "::1", "0.0.0.0"] as const;

/** Labels that never name a tenant: the platform itself, not a business. */
const RESERVED_FIRST_LABELS = new Set(["www", "localhost", "127"]);
const MAX_HOST_LENGTH = 253;
const IPV4_PATTERN = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Lower-cases the Host header value and strips the port, brackets and a trailing dot.
 * Returns null for anything that is not a usable host name.
 */
export function normalizeHostname(rawHost: string | null | undefined): string | null {
  if (!rawHost) return null;
  let host = rawHost.trim().toLowerCase();
  if (host.length === 0 || host.length > MAX_HOST_LENGTH + 7) return null;

  if (host.startsWith("[")) {
    // IPv6 literal, e.g. [::1]:3000
    const end = host.indexOf("]");
    if (end === -1) return null;
    const rest = host.slice(end + 1);
    if (rest !== "" && !/^:\d{1,5}$/.test(rest)) return null;
    const inner = host.slice(1, end);
    return /^[0-9a-f:.]+$/.test(inner) && inner.includes(":") ? inner : null;
  }

  const portMatch = /^(.*):(\d{1,5})$/.exec(host);
  if (portMatch) host = portMatch[1];
  if (host.includes(":")) return null; // bare IPv6 without brackets, or a malformed port
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return null;
  // Letters, digits, dots, hyphens (and underscores, seen in the wild): nothing else names a host.
  return /^[a-z0-9._-]+$/.test(host) ? host : null;
}

export function isIpAddress(hostname: string): boolean {
  if (hostname.includes(":")) return true;
  if (!IPV4_PATTERN.test(hostname)) return false;
  return hostname.split(".").every((part) => Number(part) <= 255);
}

function isValidDnsName(hostname: string): boolean {
  return hostname.split(".").every((label) => isDnsLabel(label));
}

/** Reads the platform's own host names from APP_HOSTS (comma-separated) plus the loopback defaults. */
export function readPlatformHosts(value: string | undefined): string[] {
  const configured = (value ?? "")
    .split(",")
    .map((host) => normalizeHostname(host))
    .filter((host): host is string => host !== null);
  return [...DEFAULT_PLATFORM_HOSTS, ...configured];
}

export function parseHost(
  rawHost: string | null | undefined,
  platformHosts: readonly string[] = DEFAULT_PLATFORM_HOSTS,
): ParsedHost {
  const hostname = normalizeHostname(rawHost);
  if (hostname === null) return { kind: "platform", hostname: null };
  if (isIpAddress(hostname) || !isValidDnsName(hostname) || platformHosts.includes(hostname)) {
    return { kind: "platform", hostname };
  }
  return { kind: "tenant", hostname, subdomain: platformSubdomainOf(hostname, platformHosts) };
}
