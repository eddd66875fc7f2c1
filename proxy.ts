import { NextResponse, type NextRequest } from "next/server";
import {
  isCacheablePageVisit,
  PAGE_CACHE_HEADER,
  PAGE_RENDER_HEADER,
  readPublicPage,
  restampPage,
} from "@/lib/cache/public-page-cache";
import { isDecodablePath } from "@/lib/http/decodable-path";
import { jsonError, jsonFromError } from "@/lib/http/json-response";
import { createNonce, pageSecurityHeaders } from "@/lib/http/security-headers";
import {
  isServerActionRequest,
  refuseMalformedServerAction,
  refuseUnsafePagePost,
} from "@/lib/http/server-action-request";
import { getEnv } from "@/lib/env";
import { parseHost } from "@/lib/tenant/parse-host";
import { SITE_ROUTE_PREFIX, SITE_VIEW_HEADER, toInternalSitePath } from "@/lib/tenant/site-path";
import { IMAGE_REQUEST_LIMIT_BYTES } from "@/lib/business-images/schema";

/**
 * Public site rewrite and page headers only (no database here, and no access decisions: every page
 * and action checks the session, role and tenant itself). `/book/demo`, `/embed/demo` and a tenant
 * host's `/` and `/embed` are all served by the one internal tree under /site
 * (lib/tenant/site-path.ts), which finds the business. Other pages that brand themselves per tenant
 * (/login, /staff-login) read the Host header themselves.
 *
 * Requests Next would answer with a bare 500 are refused with a 4xx here: a path with a malformed
 * percent-escape (lib/http/decodable-path.ts; JSON under /api), and POSTs to pages (server actions) from
 * another site, over the action body limit or that Next could not decode (lib/http/server-action-request.ts).
 * Of /api, the proxy sees only Auth.js's routes (its HTML pages get the page headers) and paths with a `%`.
 *
 * A plain visit to a public site page is answered from the rendered-page cache when it can be
 * (lib/cache/public-page-cache.ts: the page as rendered for an earlier visit, with this response's nonce), in
 * development as in production, so `next dev` sends what a production server sends.
 *
 * Every page gets a Content-Security-Policy with a fresh nonce. Next reads the nonce from the
 * request's CSP header and puts it on the scripts it renders, so the policy is set on the request
 * (for Next) and on the response (for the browser). Only the embeddable form may be framed.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { platformHosts, development } = getEnv();
  const nonce = createNonce();
  const isApi = pathname.startsWith("/api/");
  const pageHeaders = pageSecurityHeaders({ nonce, frameable: false, development });

  if (!isDecodablePath(pathname)) {
    if (isApi) return jsonError("invalid", "The request path is malformed.");
    return withHeaders(new NextResponse("Bad Request", { status: 400 }), pageHeaders);
  }
  if (isApi) {
    // Auth.js renders its own sign-out, error and verify-request pages: framed by no one, like ours.
    return pathname.startsWith("/api/auth/") ? withHeaders(NextResponse.next(), pageHeaders) : NextResponse.next();
  }
  if (request.method === "POST") {
    // The action body limit is next.config.ts's serverActions.bodySizeLimit.
    const refused = await refuseUnsafePagePost(request, IMAGE_REQUEST_LIMIT_BYTES);
    if (refused) return withHeaders(jsonFromError(refused), pageHeaders);
  }
  if (isServerActionRequest(request)) {
    const refused = await refuseMalformedServerAction(request);
    if (refused) {
      const plain = { status: refused.status, headers: { "Content-Type": "text/plain; charset=utf-8" } };
      return withHeaders(new NextResponse(refused.message, plain), pageHeaders);
    }
  }

  // The internal tree is reachable only through the rewrite below.
  if (pathname === SITE_ROUTE_PREFIX || pathname.startsWith(`${SITE_ROUTE_PREFIX}/`)) {
    return withHeaders(new NextResponse("Not Found", { status: 404 }), pageHeaders);
  }

  const headers = new Headers(request.headers);
  // Pages that send signed-out visitors to /login need the path to come back to.
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) {
    headers.set("x-bookingpro-path", `${pathname}${request.nextUrl.search}`);
  }

  const target = toInternalSitePath(parseHost(request.headers.get("host"), platformHosts), pathname);
  const security = pageSecurityHeaders({ nonce, frameable: target?.view === "embed", development });
  headers.set("Content-Security-Policy", security["Content-Security-Policy"]);
  if (target === null) return withHeaders(NextResponse.next({ request: { headers } }), security);

  if (isCacheablePageVisit(request)) {
    const found = await readPublicPage(target, { host: request.headers.get("host") ?? "", pathname });
    if (found) {
      const { body, headers: pageHeaders } = restampPage(found.page, nonce);
      pageHeaders[PAGE_CACHE_HEADER] = found.rendered ? "miss" : "hit";
      return withHeaders(new NextResponse(body, { status: found.page.status, headers: pageHeaders }), security);
    }
  }
  headers.delete(PAGE_RENDER_HEADER);

  const url = request.nextUrl.clone();
  url.pathname = target.pathname;
  headers.set(SITE_VIEW_HEADER, target.view);
  return withHeaders(NextResponse.rewrite(url, { request: { headers } }), security);
}

function withHeaders<T extends Response>(response: T, headers: Record<string, string>): T {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Pages (every path but static chunks, images and /api).
    "/((?!_next/static/|_next/image|api/|favicon.ico|robots.txt).*)",
    "/api/auth/:path*",
    // Only API paths with a `%` (one may be malformed): Next buffers the body of every request the proxy
    // sees, which would undo the public API's 16 KB read limit (lib/http/read-json-body.ts).
    "/api/(.*%.*)",
  ],
};
