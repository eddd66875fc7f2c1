import { NextResponse, type NextRequest } from "next/server";
import { parseHost, readPlatformHosts } from "@/lib/tenant/parse-host";
import { SITE_ROUTE_PREFIX, SITE_VIEW_HEADER, toInternalSitePath } from "@/lib/tenant/site-path";

const platformHosts = readPlatformHosts(process.env.APP_HOSTS);

/**
 * Public site rewrite only (no database here, and no security decisions: every page and action
 * checks the session, role and tenant itself). `/book/demo`, `/embed/demo` and a tenant host's
 * `/` and `/embed` are all served by the one internal tree under /site (lib/tenant/site-path.ts),
 * which finds the business. Other pages that brand themselves per tenant (/login, /staff-login)
 * read the Host header themselves.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The internal tree is reachable only through the rewrite below.
  if (pathname === SITE_ROUTE_PREFIX || pathname.startsWith(`${SITE_ROUTE_PREFIX}/`)) {
    return new NextResponse("Not Found", { status: 404 });
  }

  // Pages that send signed-out visitors to /login need the path to come back to.
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) {
    const headers = new Headers(request.headers);
    headers.set("x-bookingpro-path", `${pathname}${request.nextUrl.search}`);
    return NextResponse.next({ request: { headers } });
  }

  const target = toInternalSitePath(parseHost(request.headers.get("host"), platformHosts), pathname);
  if (target === null) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = target.pathname;
  const headers = new Headers(request.headers);
  headers.set(SITE_VIEW_HEADER, target.view);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  matcher: ["/((?!_next/|api/|favicon.ico|robots.txt).*)"],
};
