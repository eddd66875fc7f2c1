import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getBusinessCache } from "@/lib/cache/business-cache";
import { decodeSiteKey, SITE_VIEW_HEADER, type SiteView } from "@/lib/tenant/site-path";
import { findPublicBookingPage } from "./queries";

/**
 * The business behind a {site} segment of the internal public tree (lib/tenant/site-path.ts), or
 * null when there is none. From this server's business cache (lib/cache/business-cache.ts: read once,
 * dropped on any change to the business), and per request by the segment string, so the layout
 * (which turns null into a 404), generateMetadata and the page share one read.
 */
export const getPublicSite = cache(async (site: string) => {
  const key = decodeSiteKey(site);
  if (!key) return null;
  return getBusinessCache().read(
    `site:${site}`,
    () => findPublicBookingPage(key),
    (page) => page.id,
  );
});

/** Which view proxy.ts rewrote this request to: a not-found page and its metadata get no params. */
export async function getRequestSiteView(): Promise<SiteView> {
  return (await headers()).get(SITE_VIEW_HEADER) === "embed" ? "embed" : "book";
}
