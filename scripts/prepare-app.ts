/**
 * Runs before `next dev` / `next start`: checks the environment (refusing to go on when it is
 * unusable), writes a dev secret into .env.local on the first `npm run dev`, applies migrations,
 * and seeds the demo data into an empty database when asked to (SEED_DEMO_DATA; default: development only).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { openDatabase, readDatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { isDatabaseEmpty, seedDemoData } from "@/db/seed";
import { parseEnv } from "@/lib/env";
import { loadProjectEnv } from "./load-env";

function ensureLocalSecret(): void {
  if (process.env.AUTH_SECRET) return;
  const file = ".env.local";
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  if (/^AUTH_SECRET=/m.test(current)) return;
  const line = `AUTH_SECRET=${randomBytes(32).toString("base64url")}\n`;
  fs.writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${line}`, { mode: 0o600 });
  console.log("Generated a development AUTH_SECRET in .env.local");
}

/**
 * `next start` always runs in production, whatever NODE_ENV says in this shell, so `npm start` is
 * checked as production (and never gets a generated secret).
 */
function isProductionStart(): boolean {
  return process.env.NODE_ENV === "production" || process.env.npm_lifecycle_event === "start";
}

async function main(): Promise<void> {
  const production = isProductionStart();
  if (!production) ensureLocalSecret();
  loadProjectEnv();
  const env = parseEnv({ ...process.env, NODE_ENV: production ? "production" : process.env.NODE_ENV });
  const options = readDatabaseOptions(env);
  const handle = openDatabase(options);
  try {
    await runMigrations(handle);
    if (env.seedDemoData && (await isDatabaseEmpty(handle.db))) {
      await seedDemoData(handle.db);
      console.log("Seeded the demo business (/book/demo) and demo accounts.");
    }
    console.log(`Database ready (${options.kind === "pglite" ? `embedded, ${options.dir}` : "PostgreSQL"}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
