import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and extension bundles that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() renders app/forbidden.tsx with status 403 for users whose role may not open a page.
  experimental: { authInterrupts: true },
};

export default nextConfig;
