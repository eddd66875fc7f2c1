/**
 * `npm start` after scripts/prepare-app.ts: runs `next start` in as many processes as the environment says
 * (WEB_CONCURRENCY; one per core on PostgreSQL, one on the embedded database), all on one port. Node's
 * cluster module hands each new connection to the next process in turn. Node runs a page's JavaScript on
 * one core, so one process leaves every other core to PostgreSQL alone; the processes share nothing but
 * the database, which already keeps them in step (sessions, cache invalidation by NOTIFY, rate limits, the
 * job queue: docs/deployment.md, rehearsed with whole instances by `npm run rehearse:scale`).
 *
 * Arguments go to `next start` (`npm start -- -p 4000`). A process that stops after it started listening
 * is replaced; one that stops before, or five stops within a minute, stop the whole server (exit 1).
 * SIGTERM or SIGINT stops every process gracefully and exits 0.
 */
import cluster, { type Worker } from "node:cluster";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { EnvError, parseEnv } from "@/lib/env";
import { loadProjectEnv } from "./load-env";

const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 5;
const STOP_TIMEOUT_MS = 30_000;

function readProcessCount(): number {
  loadProjectEnv();
  try {
    const { serverProcesses } = parseEnv({ ...process.env, NODE_ENV: "production" });
    return serverProcesses === "per-core" ? availableParallelism() : serverProcesses;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const KEEP_ALIVE_MS = "65000";

function main(): void {
  const count = readProcessCount();
  cluster.setupPrimary({
    exec: createRequire(import.meta.url).resolve("next/dist/bin/next"),
    // Idle connections stay open longer than a load balancer's or a client's reuse window (Node's default is 5 s),
    // so a client never sends a request on a socket the server is closing at that moment (ECONNRESET).
    args: ["start", "--keepAliveTimeout", KEEP_ALIVE_MS, ...process.argv.slice(2)],
    // The server processes run Next's own CLI under plain Node, without this script's TypeScript loader.
    execArgv: [],
  });

  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const fork = () => live.add(cluster.fork());

  function stopAll(code: number): void {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of live) worker.process.kill("SIGKILL");
    }, STOP_TIMEOUT_MS).unref();
  }

  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!listening.has(worker)) {
      console.error(`Server process ${worker.process.pid} stopped before it started (${how}); stopping.`);
      return stopAll(1);
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      console.error(`Server processes stopped ${restarts.length} times within a minute (last: ${how}); stopping.`);
      return stopAll(1);
    }
    console.error(`Server process ${worker.process.pid} stopped (${how}); starting another.`);
    fork();
  });

  process.on("SIGTERM", () => stopAll(0));
  process.on("SIGINT", () => stopAll(0));

  console.log(`Starting ${count} server ${count === 1 ? "process" : "processes"} (WEB_CONCURRENCY sets how many)`);
  for (let i = 0; i < count; i++) fork();
}

main();
