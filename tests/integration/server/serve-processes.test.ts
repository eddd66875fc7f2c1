import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WEB_CONCURRENCY_NEEDS_DATABASE_URL_MESSAGE } from "@/lib/env";
import { exitOf, startScript, type ScriptProcess } from "../support/script-process";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * `npm start` after its checks: scripts/serve.ts runs WEB_CONCURRENCY `next start` processes on one port. This
 * starts the real production build (`npm test` builds before these tests run), so it is PostgreSQL only: the
 * embedded database belongs to one process, and the script refuses more than one there.
 */
const onPostgres = databaseKinds.includes("postgres");
const AUTH_SECRET = "serve-processes-test-secret-0123456789abcdef";

/** Every process group started here, stopped after each test whatever happened (a timed-out test runs no `finally`). */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already stopped.
    }
  }
});

function startServe(env: Record<string, string>, args: string[] = []): ScriptProcess {
  // Its own process group, so a failed test can still stop every process under it.
  const serve = startScript(
    ["scripts/serve.ts", ...args],
    { NEXT_TELEMETRY_DISABLED: "1", ...env },
    { detached: true },
  );
  started.push(serve.child);
  return serve;
}

/** The Next servers (their process title is 'next-server (vX)') among the processes under `root`. */
function serverProcessesUnder(root: number): number[] {
  const parentOf = new Map<number, number>();
  const titleOf = new Map<number, string>();
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      titleOf.set(Number(entry), fs.readFileSync(`/proc/${entry}/cmdline`, "utf8"));
    } catch {
      // Ended while the list was read.
    }
  }
  const isUnderRoot = (pid: number): boolean => {
    for (let at = parentOf.get(pid); at !== undefined && at > 1; at = parentOf.get(at)) if (at === root) return true;
    return false;
  };
  return [...titleOf]
    .filter(([pid, title]) => title.startsWith("next-server") && isUnderRoot(pid))
    .map(([pid]) => pid)
    .sort();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** GET on a new connection each time (a kept-alive one may belong to a process that was just killed); 0 when none. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    // A connection handed to a process in the moment it is killed gets no answer: give up on it and ask again.
    request.setTimeout(2_000, () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

describe.runIf(onPostgres)("npm start's server processes (scripts/serve.ts) on PostgreSQL", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (!fs.existsSync(".next/BUILD_ID")) {
      throw new Error("These tests start the production build: run `npx next build` first (npm test does).");
    }
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("runs WEB_CONCURRENCY servers on one port, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const serve = startServe(
      {
        DATABASE_URL: database.options.kind === "postgres" ? database.options.url : "",
        NODE_ENV: "production",
        APP_URL: origin,
        AUTH_SECRET,
        SEED_DEMO_DATA: "false",
        // The job queue's workers are not what this is about; web servers that only queue start faster.
        WORKER: "separate",
        WEB_CONCURRENCY: "2",
      },
      ["-p", String(port)],
    );
    const root = serve.child.pid!;
    await expect.poll(() => statusOf(`${origin}/login`), { timeout: 60_000, interval: 250 }).toBe(200);
    expect(serve.output()).toContain("Starting 2 server processes");
    await expect.poll(() => serverProcessesUnder(root).length, { timeout: 30_000, interval: 250 }).toBe(2);
    const first = serverProcessesUnder(root);

    // Connections go to both in turn; every request is answered.
    const statuses = await Promise.all(Array.from({ length: 20 }, () => statusOf(`${origin}/login`)));
    expect(statuses.every((status) => status === 200)).toBe(true);

    // One crashes: the other keeps answering, and a new one takes its place.
    process.kill(first[0], "SIGKILL");
    await expect.poll(() => statusOf(`${origin}/login`), { timeout: 10_000, interval: 50 }).toBe(200);
    await expect
      .poll(() => serverProcessesUnder(root).filter((pid) => !first.includes(pid)).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(1);
    expect(serve.output()).toContain(`Server process ${first[0]} stopped (signal SIGKILL); starting another.`);
    await expect.poll(() => statusOf(`${origin}/login`), { timeout: 30_000, interval: 250 }).toBe(200);
    const second = serverProcessesUnder(root);
    expect(second).toHaveLength(2);

    serve.child.kill("SIGTERM");
    expect(await exitOf(serve.child)).toBe(0);
    await expect
      .poll(() => second.filter((pid) => fs.existsSync(`/proc/${pid}`)).length, { timeout: 30_000, interval: 250 })
      .toBe(0);
  }, 120_000);
});

describe("npm start's server processes on the embedded database", () => {
  it("refuses more than one (the database belongs to the process that opened it), before starting any", async () => {
    const serve = startServe({
      // Empty, not unset: keeps a developer's .env.local from filling it in.
      DATABASE_URL: "",
      NODE_ENV: "production",
      APP_URL: "http://localhost:3999",
      AUTH_SECRET,
      WEB_CONCURRENCY: "2",
    });
    expect(await exitOf(serve.child)).toBe(1);
    expect(serve.output()).toContain(WEB_CONCURRENCY_NEEDS_DATABASE_URL_MESSAGE);
    expect(serve.output()).not.toContain("Starting");
  });
});
