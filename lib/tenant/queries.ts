import { and, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { businesses } from "@/db/schema";
import type { SiteKey } from "./site-path";

/**
 * The condition (and order) that finds the business a public id or host names. A host matches its custom domain
 * first, then its first label as the slug (book.acmehair.co.uk is Acme's custom domain even while another business
 * has the slug 'book'). A custom domain counts only once verified (its TXT record found): until then the host is
 * treated like any unknown host.
 */
export function matchSiteKey(key: SiteKey): { where: SQL | undefined; orderBy: SQL[] } {
  if (key.kind === "id") return { where: eq(businesses.slug, key.slug), orderBy: [] };
  const matchesDomain = and(eq(businesses.customDomain, key.hostname), isNotNull(businesses.customDomainVerifiedAt));
  return {
    where: key.subdomain ? or(matchesDomain, eq(businesses.slug, key.subdomain)) : matchesDomain,
    orderBy: [
      sql`(${businesses.customDomain} = ${key.hostname} and ${businesses.customDomainVerifiedAt} is not null) desc nulls last`,
    ],
  };
}
