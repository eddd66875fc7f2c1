import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and extension bundles that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() renders app/forbidden.tsx with status 403 for users whose role may not open a page.
  experimental: { authInterrupts: true },
  async headers() {
    const embeddable = [{ key: "Content-Security-Policy", value: "frame-ancestors *" }];
    const notEmbeddable = [
      { key: "Content-Security-Policy", value: "frame-ancestors 'self'" },
      { key: "X-Frame-Options", value: "SAMEORIGIN" },
    ];
    return [
      // The booking form is meant to be framed by any business website.
      { source: "/embed", headers: embeddable },
      { source: "/embed/:path*", headers: embeddable },
      // Signed-in screens and sign-in forms must never be framed (clickjacking).
      ...[
        "/dashboard",
        "/dashboard/:path*",
        "/login",
        "/register",
        "/staff-login",
        "/reset-password",
        "/forgot-password",
        "/manage/:path*",
      ].map((source) => ({ source, headers: notEmbeddable })),
    ];
  },
};

export default nextConfig;
