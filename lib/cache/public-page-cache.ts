import http from "node:http";
import { getEnv } from "@/lib/env";
import { startOfNextDayInZone } from "@/lib/time/zoned-time";
import type { InternalSitePath } from "@/lib/tenant/site-path";
import { getBusinessCache } from "./business-cache";
import { toCacheKey } from "./cached-reads";

/*
 * Rendered public site pages (the booking page and the embeddable form), kept by proxy.ts in the business cache beside
 * the data they are rendered from: a warm page is served as a copy of its HTML with this response's CSP nonce put in
 * place of the one it was rendered with, instead of a React render per visitor. The copy lives exactly as long as
 * that data (dropped with the business on any change, in every server: lib/cache/business-change-listener.ts) and
 * no later than the business's next midnight (the page names today's opening hours). A miss renders the page
 * through this same server (a request back to itself, marked so that proxy.ts renders it rather than look in the
 * cache), so the copy is exactly what a visitor would have been sent. The same in `next dev`, where an edit of the
 * code drops the copies (drop-on-source-change.ts). Why a request and not a render in this process: Next offers no
 * way to render a page to a string outside a request, and a render per visit (the data still cached) serves five to
 * nine times fewer requests than a kept copy (docs/performance.md).
 */

/** Marks a request that must be rendered, not answered from the cache (this server's own render of a page to keep). */
export const PAGE_RENDER_HEADER = "x-bookingpro-page-render";

/** The headers of a rendered page that are the page's own (security headers are set fresh for each response). */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];

export type RenderedPage = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP nonce the page was rendered with: each response puts its own in its place. */
  nonce: string | null;
  /** The business the page shows: null for a page not to keep (not found, an error, a cookie set). */
  businessId: string | null;
  /** The page names today's opening hours: it is good until the business's next midnight. */
  validUntil: number;
};

/**
 * Whether a visit to a public site page may be answered from the cache: a plain GET of the page (no query, which a
 * client component could read; not one of the router's own requests for the RSC payload or a server action).
 */
export function isCacheablePageVisit(request: { method: string; headers: Headers; nextUrl: URL }): boolean {
  const { headers } = request;
  return (
    request.method === "GET" &&
    request.nextUrl.search === "" &&
    !headers.has("rsc") &&
    !headers.has("next-action") &&
    !headers.has("next-router-prefetch") &&
    !headers.has("next-router-state-tree") &&
    !headers.has(PAGE_RENDER_HEADER)
  );
}

/**
 * The page for this visit from the cache, else rendered now (once for all visits waiting on it) and kept when it may
 * be; null when the cache is off or the render failed (the visit is then served as usual).
 */
export async function readPublicPage(
  target: InternalSitePath,
  visit: { host: string; pathname: string },
): Promise<{ page: RenderedPage; rendered: boolean } | null> {
  const cache = getBusinessCache();
  if (!cache.enabled) return null;
  let rendered = false;
  const page = await cache.read(
    toCacheKey("page", `${target.pathname}:${visit.pathname}`),
    () => {
      rendered = true;
      return renderPage(target, visit);
    },
    (page) => page.businessId,
    (page) => page.validUntil,
  );
  return page ? { page, rendered } : null;
}

/** Says on each answer whether it was rendered for it or taken from the cache (for operators and tests). */
export const PAGE_CACHE_HEADER = "x-bookingpro-page-cache";

/**
 * A kept page as this response: its own nonce in place of the one it was rendered with, in the HTML and in the
 * headers that carry it (the preload `link` header).
 */
export function restampPage(page: RenderedPage, nonce: string): { body: string; headers: Record<string, string> } {
  const restamp = (text: string) => (page.nonce ? text.replaceAll(page.nonce, nonce) : text);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) headers[name] = restamp(value);
  return { body: restamp(page.body), headers };
}

async function renderPage(target: InternalSitePath, visit: { host: string; pathname: string }) {
  // 'Today' is the day the render began: a page begun before midnight and finished after it shows the day before.
  const startedAt = new Date();
  const response = await requestSelf(visit).catch(() => null);
  if (!response) return null;
  const nonce = /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1] ?? null;
  // The render has just read the business into the cache (lib/booking-page/public-site.ts); if it is not there, a
  // change arrived meanwhile and the page is not kept.
  const business = (await getBusinessCache().peek(toCacheKey("site", target.site))) as
    { id: string; timeZone: string } | null | undefined;
  const keep = response.status === 200 && nonce !== null && !response.headers["set-cookie"] && business;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return {
    status: response.status,
    headers,
    body: response.body,
    nonce,
    businessId: keep ? business.id : null,
    validUntil: keep ? startOfNextDayInZone(startedAt, business.timeZone).getTime() : 0,
  } satisfies RenderedPage;
}

type SelfResponse = { status: number; headers: Record<string, string | undefined>; body: string };

/** GET the visit's own address from this server, with the visit's Host (a tenant host picks the business). */
function requestSelf(visit: { host: string; pathname: string }): Promise<SelfResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: getEnv().port,
        path: visit.pathname,
        headers: { host: visit.host, accept: "text/html", [PAGE_RENDER_HEADER]: "1" },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(response.headers))
            headers[name] = Array.isArray(value) ? value.join(", ") : value;
          resolve({ status: response.statusCode ?? 500, headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("page render timed out")));
    request.on("error", reject);
  });
}
