import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { APP_URL_REQUIRED_MESSAGE, AUTH_SECRET_REQUIRED_MESSAGE, AUTH_SECRET_SHORT_MESSAGE } from "@/lib/env";

/*
 * scripts/prepare-app.ts runs first in `npm start` and `npm run dev`: in production it refuses to
 * go on (exit 1, a message naming each variable) before touching the database.
 */

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-startup-"));

function prepareApp(env: Record<string, string>) {
  // An empty value is "unset" to the app, and keeps a developer's .env.local from filling it in.
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    APP_URL: "",
    AUTH_SECRET: "",
    SEED_DEMO_DATA: "false",
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (!env.NODE_ENV) delete childEnv.NODE_ENV;
  const result = spawnSync(tsx, ["scripts/prepare-app.ts"], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
    env: childEnv as NodeJS.ProcessEnv,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("prepare-app (npm start / npm run dev)", () => {
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
});
