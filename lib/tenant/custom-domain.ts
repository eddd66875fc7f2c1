import { isDnsLabel } from "@/lib/constants";
import { isIpAddress } from "./parse-host";

/**
 * A business's custom domain as the owner types it, checked and normalised (pure).
 * 'https://Bookings.MySalon.co.uk/' → 'bookings.mysalon.co.uk'.
 *
 * A custom domain is looked up before any subdomain, so a domain under one of
 * the platform's own hosts ('other.localhost', 'x.bookingpro.co.uk') would take over another
 * business's subdomain: those are refused, as are IP addresses and single-label names.
 */

export const CUSTOM_DOMAIN_INVALID_MESSAGE = "Enter a domain like bookings.yoursalon.co.uk";
export const CUSTOM_DOMAIN_PLATFORM_MESSAGE = "Use a domain you own, not a BookingPro address.";

export const MAX_DOMAIN_LENGTH = 253;

export type CustomDomainResult = { ok: true; domain: string | null } | { ok: false; error: string };

export function normalizeCustomDomain(raw: string, platformHosts: readonly string[]): CustomDomainResult {
  let value = raw.trim().toLowerCase();
  if (value === "") return { ok: true, domain: null };
  value = value
    .replace(/^https?:\/\//, "")
    .replace(/\/$/, "")
    .replace(/\.$/, "");
  if (value.length === 0 || value.length > MAX_DOMAIN_LENGTH || /[\s/?#@:]/.test(value)) {
    return { ok: false, error: CUSTOM_DOMAIN_INVALID_MESSAGE };
  }
  const labels = value.split(".");
  const topLevel = labels[labels.length - 1];
  if (
    labels.length < 2 ||
    !labels.every((label) => isDnsLabel(label)) ||
    /^\d+$/.test(topLevel) ||
    isIpAddress(value)
  ) {
    return { ok: false, error: CUSTOM_DOMAIN_INVALID_MESSAGE };
  }
  // 'www.bookingpro.co.uk' as a platform host puts subdomains under 'bookingpro.co.uk' (public-urls.ts).
  const roots = platformHosts.map((host) => host.replace(/^www\./, ""));
  if (roots.some((host) => value === host || value.endsWith(`.${host}`))) {
    return { ok: false, error: CUSTOM_DOMAIN_PLATFORM_MESSAGE };
  }
  return { ok: true, domain: value };
}
