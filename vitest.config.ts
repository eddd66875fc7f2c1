import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  "@": root,
  // "server-only" throws outside React Server Components; tests call server code directly.
  "server-only": path.join(root, "tests/support/server-only-stub.ts"),
};

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // next-auth imports "next/server" without an extension, which Node's ESM loader refuses; let Vite resolve it.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
