import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { and, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { businesses } from "@/lib/db/schema";
import { parseHost, readPlatformHosts, type ParsedHost } from "./parse-host";

export type Tenant = { id: string; slug: string; name: string };

/** Custom domain first, then the first label as slug; active businesses only (spec section 5). */
export const resolveTenant = cache(async (hostname: string, subdomain: string | null): Promise<Tenant | null> => {
  const matchesDomain = eq(businesses.customDomain, hostname);
  const [row] = await getDb()
    .select({ id: businesses.id, slug: businesses.slug, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), subdomain ? or(matchesDomain, eq(businesses.slug, subdomain)) : matchesDomain))
    .orderBy(sql`(${businesses.customDomain} = ${hostname}) desc nulls last`)
    .limit(1);
  return row ?? null;
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
