import { isDnsLabel } from "@/lib/constants";
import type { ParsedHost } from "./parse-host";
import { parsePublicBusinessId } from "./public-id";

/**
 * The public site (booking page and embeddable form) is served by one internal route tree,
 * /site/{site} and /site/{site}/embed, which proxy.ts rewrites to and never lets through directly.
 * The {site} segment says how to find the business, so the page needs no second look at the host:
 *   /book/demo on any host       → /site/id:demo
 *   /embed/demo on any host      → /site/id:demo/embed
 *   / on acme.localhost          → /site/host:acme.localhost:acme
 *   /embed on book.acme.co.uk    → /site/host:book.acme.co.uk:book/embed
 * A public id that can never exist keeps its place in the tree (so the visitor gets the
 * 'Business Not Found' page) but as a key that finds nothing.
 */

export type SiteKey =
  /** The business whose public id (slug) this is. */
  | { kind: "id"; slug: string }
  /** The business with this custom domain, else the one whose slug is `subdomain` (if any). */
  | { kind: "host"; hostname: string; subdomain: string | null };

export type SiteView = "book" | "embed";

/** The prefix of the internal tree; requests for it from outside are refused by proxy.ts. */
export const SITE_ROUTE_PREFIX = "/site";

/**
 * Request header proxy.ts sets on the rewrite, naming the view, so the one not-found page can
 * say 'booking page' or 'booking form' (a not-found page receives no params).
 */
export const SITE_VIEW_HEADER = "x-bookingpro-site-view";

/** A {site} segment that names no business: unknown public ids are rewritten to it. */
export const UNKNOWN_SITE = "none";

export function encodeSiteKey(key: SiteKey): string {
  if (key.kind === "id") return `id:${key.slug}`;
  return key.subdomain ? `host:${key.hostname}:${key.subdomain}` : `host:${key.hostname}`;
}

/** The {site} segment back to its key; null for anything encodeSiteKey cannot have produced. */
export function decodeSiteKey(segment: string): SiteKey | null {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const [kind, name = "", subdomain, ...rest] = value.split(":");
  if (rest.length > 0) return null;
  if (kind === "id") return subdomain === undefined && isDnsLabel(name) ? { kind, slug: name } : null;
  if (kind !== "host" || !isDnsName(name)) return null;
  if (subdomain === undefined) return { kind, hostname: name, subdomain: null };
  return isDnsLabel(subdomain) ? { kind, hostname: name, subdomain } : null;
}

/** The site key of a tenant host, as parseHost found it. */
export function siteKeyForHost(parsed: Extract<ParsedHost, { kind: "tenant" }>): SiteKey {
  return { kind: "host", hostname: parsed.hostname, subdomain: parsed.subdomain };
}

/**
 * Where a public path is served in the internal tree, or null when it is not a public site page
 * (it is then served as requested). `/book/{id}` and `/embed/{id}` work on every host;
 * `/` and `/embed` show the host's own business on a tenant host only.
 */
export function toInternalSitePath(parsed: ParsedHost, pathname: string): InternalSitePath | null {
  const byId = /^\/(book|embed)\/([^/]+)$/.exec(pathname);
  if (byId) {
    const slug = parsePublicBusinessId(byId[2]);
    const site = slug ? encodeSiteKey({ kind: "id", slug }) : UNKNOWN_SITE;
    return sitePath(site, byId[1] as SiteView);
  }
  if (parsed.kind !== "tenant") return null;
  if (pathname === "/") return sitePath(encodeSiteKey(siteKeyForHost(parsed)), "book");
  if (pathname === "/embed") return sitePath(encodeSiteKey(siteKeyForHost(parsed)), "embed");
  return null;
}

export type InternalSitePath = {
  pathname: string;
  view: SiteView;
  /** The {site} segment as the pages receive it (unencoded). */
  site: string;
};

function sitePath(site: string, view: SiteView): InternalSitePath {
  const base = `${SITE_ROUTE_PREFIX}/${encodeURIComponent(site)}`;
  return { pathname: view === "embed" ? `${base}/embed` : base, view, site };
}

function isDnsName(value: string): boolean {
  return value.length <= 253 && value.split(".").every((label) => isDnsLabel(label));
}
