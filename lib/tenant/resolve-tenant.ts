import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getPublicSite } from "@/lib/booking-page/public-site";
import type { PublicBookingPage } from "@/lib/booking-page/queries";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { getEnv } from "@/lib/env";
import { parseHost, type ParsedHost } from "./parse-host";
import { encodeSiteKey } from "./site-path";

export type Tenant = {
  id: string;
  slug: string;
  name: string;
  /** What a tenant's own sign-in pages show instead of the BookingPro brand. */
  branding: { companyName: string; logoUrl: string | null; primaryColor: string; hideBranding: boolean };
};

/**
 * The active business of a host: its custom domain first, then `subdomain` as its slug. The same
 * cached lookup as the public booking page, so a tenant host costs one query per request.
 */
export async function resolveTenant(hostname: string, subdomain: string | null): Promise<Tenant | null> {
  const page = await getPublicSite(encodeSiteKey({ kind: "host", hostname, subdomain }));
  return page ? toTenant(page) : null;
}

function toTenant(page: PublicBookingPage): Tenant {
  const brand = resolveBusinessBrand(page);
  return {
    id: page.id,
    slug: page.slug,
    name: page.name,
    branding: {
      companyName: brand.name,
      logoUrl: brand.logoUrl,
      // The sign-in pages take the white-label brand colour, set on the White Label screen.
      primaryColor: page.whiteLabel.primaryColor,
      hideBranding: brand.hidePoweredBy,
    },
  };
}

export function parseRequestHost(host: string | null): ParsedHost {
  return parseHost(host, getEnv().platformHosts);
}

/**
 * The tenant of the current request's Host header, or null on the platform's own host. A host that is no
 * business's (a foreign host named like one, an unverified custom domain) gets the "Business Not Found" page
 * (app/(auth)/not-found.tsx): never a sign-in or sign-up form whose cookie a stranger's host would receive.
 */
export async function getRequestTenant(): Promise<Tenant | null> {
  const parsed = parseRequestHost((await headers()).get("host"));
  if (parsed.kind !== "tenant") return null;
  const tenant = await resolveTenant(parsed.hostname, parsed.subdomain);
  if (!tenant) notFound();
  return tenant;
}
