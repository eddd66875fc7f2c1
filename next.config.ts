import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/http/security-headers";
import { IMAGE_REQUEST_LIMIT_BYTES } from "./lib/business-images/schema";

const nextConfig: NextConfig = {
  // PGlite ships WASM and extension bundles that must be loaded from node_modules, not bundled; pg-boss
  // (the job queue) and its driver are plain Node packages that gain nothing from bundling.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg-boss", "pg"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // forbidden() renders app/forbidden.tsx with status 403 for users whose role may not open a page.
    authInterrupts: true,
    // Logo and header uploads: a little above the 2 MB an image may have, so a larger one still
    // reaches the action and gets its field error (lib/business-images/schema.ts).
    serverActions: { bodySizeLimit: IMAGE_REQUEST_LIMIT_BYTES },
  },
  // Every response: nosniff, referrer policy, permissions policy, HSTS in production. The page CSP
  // (with its per-request nonce) and the framing rules are set by proxy.ts.
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders(process.env.NODE_ENV === "production") }];
  },
};

export default nextConfig;
