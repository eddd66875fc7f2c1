import { NextResponse, type NextRequest } from "next/server";
import { parseHost, readPlatformHosts } from "@/lib/tenant/parse-host";

const platformHosts = readPlatformHosts(process.env.APP_HOSTS);

/**
 * Paths that show the tenant's own page when requested on a tenant host. Other pages that
 * brand themselves per tenant (/login, /staff-login) read the Host header themselves.
 */
const TENANT_PATHS: Record<string, string> = {
  "/": "book",
  "/embed": "embed",
};

/**
 * Host → tenant rewrite only (no database here, and no security decisions: every page and
 * action checks the session, role and tenant itself). `acme.localhost:3000/` is served by
 * /site/book/acme.localhost, which resolves the tenant and shows its booking page.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The internal /site routes are reachable only through the rewrite below.
  if (pathname === "/site" || pathname.startsWith("/site/")) {
    return new NextResponse("Not Found", { status: 404 });
  }

  // Pages that send signed-out visitors to /login need the path to come back to.
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) {
    const headers = new Headers(request.headers);
    headers.set("x-bookingpro-path", `${pathname}${request.nextUrl.search}`);
    return NextResponse.next({ request: { headers } });
  }

  const parsed = parseHost(request.headers.get("host"), platformHosts);
  if (parsed.kind !== "tenant") return NextResponse.next();

  const target = TENANT_PATHS[pathname];
  if (target === undefined) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = `/site/${target}/${encodeURIComponent(parsed.hostname)}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!_next/|api/|favicon.ico|robots.txt).*)"],
};
