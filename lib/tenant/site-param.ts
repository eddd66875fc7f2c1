import "server-only";
import { getPublicBookingPage } from "@/lib/booking-page/queries";
import { parseRequestHost, resolveTenant } from "./resolve-tenant";

/**
 * The `[host]` segment of the internal /site routes (proxy.ts rewrites tenant hosts there)
 * to that tenant's public booking page, or null when the host is no active tenant.
 */
export async function getBookingPageForSiteParam(rawHost: string) {
  let host: string;
  try {
    host = decodeURIComponent(rawHost);
  } catch {
    return null;
  }
  const parsed = parseRequestHost(host);
  if (parsed.kind !== "tenant") return null;
  const tenant = await resolveTenant(parsed.hostname, parsed.subdomain);
  return tenant ? getPublicBookingPage(tenant.slug) : null;
}
