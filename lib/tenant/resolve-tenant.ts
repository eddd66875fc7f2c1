import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { and, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { businesses } from "@/db/schema";
import { customizationSchema, parseWithDefaults, whiteLabelSchema } from "@/lib/validations/business-settings";
import { parseHost, readPlatformHosts, type ParsedHost } from "./parse-host";

export type Tenant = {
  id: string;
  slug: string;
  name: string;
  /** The read-only branding view of spec section 3. */
  branding: { companyName: string; logoUrl: string | null; primaryColor: string; hideBranding: boolean };
};

/** Custom domain first, then the first label as slug; active businesses only (spec section 5). */
export const resolveTenant = cache(async (hostname: string, subdomain: string | null): Promise<Tenant | null> => {
  const matchesDomain = eq(businesses.customDomain, hostname);
  const [row] = await getDb()
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      customization: businesses.customization,
      whiteLabel: businesses.whiteLabel,
    })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), subdomain ? or(matchesDomain, eq(businesses.slug, subdomain)) : matchesDomain))
    .orderBy(sql`(${businesses.customDomain} = ${hostname}) desc nulls last`)
    .limit(1);
  if (!row) return null;
  const whiteLabel = parseWithDefaults(whiteLabelSchema, row.whiteLabel);
  const customization = parseWithDefaults(customizationSchema, row.customization);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    branding: {
      companyName: whiteLabel.companyName || row.name,
      logoUrl: whiteLabel.logoUrl ?? customization.logo,
      primaryColor: whiteLabel.primaryColor,
      hideBranding: whiteLabel.hideBookingProBranding,
    },
  };
});

export function parseRequestHost(host: string | null): ParsedHost {
  return parseHost(host, readPlatformHosts(process.env.APP_HOSTS));
}

/** The tenant of the current request's Host header, or null on the platform host. */
export async function getRequestTenant(): Promise<Tenant | null> {
  const parsed = parseRequestHost((await headers()).get("host"));
  if (parsed.kind !== "tenant") return null;
  return resolveTenant(parsed.hostname, parsed.subdomain);
}
