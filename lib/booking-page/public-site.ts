import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { decodeSiteKey, SITE_VIEW_HEADER, type SiteView } from "@/lib/tenant/site-path";
import { findPublicBookingPage } from "./queries";

/**
 * The business behind a {site} segment of the internal public tree (lib/tenant/site-path.ts), or
 * null when there is none. Cached per request by the segment string, so the layout (which turns
 * null into a 404 above the loading boundary), generateMetadata and the page share one query.
 */
export const getPublicSite = cache(async (site: string) => {
  const key = decodeSiteKey(site);
  return key ? findPublicBookingPage(key) : null;
});

/** Which view proxy.ts rewrote this request to: a not-found page and its metadata get no params. */
export async function getRequestSiteView(): Promise<SiteView> {
  return (await headers()).get(SITE_VIEW_HEADER) === "embed" ? "embed" : "book";
}
