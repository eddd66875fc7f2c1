import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/db";
import { toCacheKey } from "@/lib/cache/cached-reads";
import { resolveBusiness } from "@/lib/tenant/business-id";
import { decodeSiteKey, SITE_VIEW_HEADER, type SiteView } from "@/lib/tenant/site-path";
import { toPublicBookingPage } from "./queries";

/**
 * The business behind a {site} segment of the internal public tree (lib/tenant/site-path.ts), or null when there is
 * none: its one record from this server's business cache (lib/tenant/business-id.ts: read once, dropped on any change
 * to the business), and per request by the segment string, so the layout (which turns null into a 404),
 * generateMetadata and the page share one read.
 */
export const getPublicSite = cache(async (site: string) => {
  const key = decodeSiteKey(site);
  if (!key) return null;
  const business = await resolveBusiness(getDb(), key, toCacheKey("site", site));
  return business ? toPublicBookingPage(business) : null;
});

/** Which view proxy.ts rewrote this request to: a not-found page and its metadata get no params. */
export async function getRequestSiteView(): Promise<SiteView> {
  return (await headers()).get(SITE_VIEW_HEADER) === "embed" ? "embed" : "book";
}
