import path from "node:path";
import { fileURLToPath } from "node:url";

// The app has no node_modules of its own: Turbopack's root is the repository, where `next` and `postgres` live.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import("next").NextConfig} */
const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
};

export default nextConfig;
