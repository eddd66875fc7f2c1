import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from the schema; migrations are applied by
// scripts/db-migrate.ts (PGlite needs btree_gist loaded in code, which drizzle-kit cannot do).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
