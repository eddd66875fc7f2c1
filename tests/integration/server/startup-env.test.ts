import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { isDatabaseEmpty } from "@/db/seed";
import {
  APP_URL_REQUIRED_MESSAGE,
  AUTH_SECRET_REQUIRED_MESSAGE,
  AUTH_SECRET_SHORT_MESSAGE,
  SEED_DEMO_DATA_INVALID_MESSAGE,
} from "@/lib/env";

/*
 * scripts/prepare-app.ts runs first in `npm start` and `npm run dev`: in production it refuses to
 * go on (exit 1, a message naming each variable) before touching the database.
 */

const root = path.resolve(__dirname, "../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-startup-"));

function prepareApp(env: Record<string, string>) {
  // An empty value is "unset" to the app, and keeps a developer's .env.local from filling it in.
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    APP_URL: "",
    AUTH_SECRET: "",
    SEED_DEMO_DATA: "false",
    SHOW_DEMO_ACCOUNTS: "",
    DNS_SERVERS: "",
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (!env.NODE_ENV) delete childEnv.NODE_ENV;
  const result = spawnSync(tsx, ["scripts/prepare-app.ts"], {
    cwd: root,
    encoding: "utf8",
    timeout: 120_000,
    env: childEnv as NodeJS.ProcessEnv,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each case spawns the script (migrations and the demo seed on a fresh embedded database): allow the child its 120 s.
describe("prepare-app (npm start / npm run dev)", { timeout: 150_000 }, () => {
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("refuses `npm start` without APP_URL and AUTH_SECRET, and touches no database", () => {
    const dir = path.join(scratch, "refused");
    const { status, output } = prepareApp({ npm_lifecycle_event: "start", PGLITE_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(APP_URL_REQUIRED_MESSAGE);
    expect(output).toContain(AUTH_SECRET_REQUIRED_MESSAGE);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("refuses a short AUTH_SECRET in production", () => {
    const { status, output } = prepareApp({
      NODE_ENV: "production",
      APP_URL: "https://bookingpro.co.uk",
      AUTH_SECRET: "too-short",
      PGLITE_DIR: path.join(scratch, "short"),
    });
    expect(status).toBe(1);
    expect(output).toContain(AUTH_SECRET_SHORT_MESSAGE);
    expect(output).not.toContain("APP_URL");
  });

  it("lets `npm run dev` start on the defaults", () => {
    const dir = path.join(scratch, "dev");
    const { status, output } = prepareApp({
      npm_lifecycle_event: "dev",
      AUTH_SECRET: "dev-secret-from-the-environment",
      PGLITE_DIR: dir,
    });
    expect(output).toContain("Database ready");
    expect(status).toBe(0);
  });

  // Each case starts the script two or three times (migrations on a fresh embedded database each).
  describe("demo data", { timeout: 300_000 }, () => {
    const PRODUCTION_START = {
      npm_lifecycle_event: "start",
      APP_URL: "https://bookingpro.co.uk",
      AUTH_SECRET: "s".repeat(32),
    };

    async function seeded(dir: string): Promise<boolean> {
      const handle = openDatabase({ kind: "pglite", dir });
      try {
        return !(await isDatabaseEmpty(handle.db));
      } finally {
        await handle.close();
      }
    }

    it("`npm start` leaves an empty production database empty unless SEED_DEMO_DATA=true", async () => {
      const plain = path.join(scratch, "production-plain");
      const first = prepareApp({ ...PRODUCTION_START, SEED_DEMO_DATA: "", PGLITE_DIR: plain });
      expect(first.output).toContain("Database ready");
      expect(first.status).toBe(0);
      expect(await seeded(plain)).toBe(false);

      const asked = path.join(scratch, "production-asked");
      const second = prepareApp({ ...PRODUCTION_START, SEED_DEMO_DATA: "true", PGLITE_DIR: asked });
      expect(second.output).toContain("Seeded the demo business");
      expect(second.status).toBe(0);
      expect(await seeded(asked)).toBe(true);
    });

    it("`npm run dev` seeds by default and not with SEED_DEMO_DATA=false; a bad value is refused", async () => {
      const dev = { npm_lifecycle_event: "dev", AUTH_SECRET: "dev-secret-from-the-environment" };
      const byDefault = path.join(scratch, "dev-default");
      expect(prepareApp({ ...dev, SEED_DEMO_DATA: "", PGLITE_DIR: byDefault }).status).toBe(0);
      expect(await seeded(byDefault)).toBe(true);

      const off = path.join(scratch, "dev-off");
      expect(prepareApp({ ...dev, SEED_DEMO_DATA: "false", PGLITE_DIR: off }).status).toBe(0);
      expect(await seeded(off)).toBe(false);

      const bad = prepareApp({ ...dev, SEED_DEMO_DATA: "maybe", PGLITE_DIR: path.join(scratch, "dev-bad") });
      expect(bad.status).toBe(1);
      expect(bad.output).toContain(SEED_DEMO_DATA_INVALID_MESSAGE);
    });
  });
});
