import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

/**
 * Layers: app → components → lib → db. Each `zones` entry names a folder (`target`) and what it
 * may not import (`from`). SQL lives in db/ and in lib/<domain>/*queries.ts only. A domain's action
 * definitions (lib/<domain>/actions.ts, *-actions.ts) are reached through lib/actions/'s "use server" entries.
 */
const actionDefinitions = ["./lib/*/actions.ts", "./lib/*/*-actions.ts"];
const layerZones = [
  { target: "./lib", from: ["./app", "./components"], message: "lib/ is below app/ and components/." },
  {
    target: "./db",
    from: ["./app", "./components", "./lib/actions", "./lib/auth", "./lib/http"],
    message: "db/ is the bottom layer.",
  },
  { target: "./components", from: ["./app"], message: "components/ is below app/." },
  {
    // The route wrapper checks the session itself; the rest of lib/http (JSON, body reader, headers) knows no user.
    target: "./lib/http/!(define-route).ts",
    from: ["./lib/actions", "./lib/auth", "./auth.ts"],
    message: "lib/http serves the public API: no actions or auth (only define-route.ts reads the session).",
  },
  { target: "./lib/http/define-route.ts", from: ["./lib/actions", "./auth.ts"], message: "Routes are not actions." },
  ...["./db", "./lib/http"].map((target) => ({
    target,
    from: actionDefinitions,
    message: "Action definitions are reached through lib/actions/ only.",
  })),
];

const queryOnlyImports = {
  paths: [{ name: "drizzle-orm", message: "SQL lives in db/ and lib/<domain>/*queries.ts." }],
  patterns: [
    { group: ["drizzle-orm/*"], message: "SQL lives in db/ and lib/<domain>/*queries.ts." },
    { group: ["@/db/schema", "@/db/schema/*"], message: "Tables are used in db/ and lib/<domain>/*queries.ts only." },
  ],
};

/*
 * The environment has one reader, lib/env.ts (typed, checked when a server starts). Exempt: instrumentation.ts (Next
 * replaces `process.env.NEXT_RUNTIME` when it compiles, so it stays literal), the config files that Next, Playwright,
 * Vitest and drizzle-kit load by themselves, and scripts/, tests/, e2e/ and bench/, which set the environment of the
 * processes they start (tests change it through tests/support/env.ts, which makes getEnv() read it again).
 */
const environmentReader = {
  files: ["**/*.{ts,tsx,js,mjs}"],
  ignores: ["lib/env.ts", "instrumentation.ts", "*.config.{ts,mjs}", "scripts/**", "tests/**", "e2e/**", "bench/**"],
  rules: {
    "no-restricted-properties": [
      "error",
      { object: "process", property: "env", message: "Read the environment through getEnv() (lib/env.ts)." },
    ],
  },
};

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "db/migrations/**",
      "tmp/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "bench/reference-app/**",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    settings: { "import/ignore": ["node_modules"], "import/external-module-folders": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": ["error", { zones: layerZones }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "auth.ts", "proxy.ts"],
    ignores: ["lib/**/*queries.ts"],
    rules: { "no-restricted-imports": ["error", queryOnlyImports] },
  },
  environmentReader,
];

export default config;
