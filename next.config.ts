import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and extension bundles that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
