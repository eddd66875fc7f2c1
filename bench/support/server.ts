/** Starting and stopping the Next servers the benchmarks measure. */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

export const NEXT_BIN = path.resolve("node_modules/.bin/next");
const TSX_BIN = path.resolve("node_modules/.bin/tsx");
const SERVE_SCRIPT = path.resolve("scripts/serve.ts");

/**
 * Server processes per app, as `npm start` runs them (scripts/serve.ts): BENCH_PROCESSES, else one per core. The
 * product and the reference app get the same number, so their ratios compare like with like.
 */
export const SERVER_PROCESSES = Number(process.env.BENCH_PROCESSES ?? availableParallelism());

export type StartedServer = { process: ChildProcess; stop: () => Promise<void>; output: () => string };

/**
 * Runs `next start -p <port>` in `dir` with `env` added the way `npm start` does (scripts/serve.ts, SERVER_PROCESSES
 * processes on the port); the last 20 kB of its output are kept for errors.
 */
export function startNextServer(port: number, env: Record<string, string>, dir = "."): StartedServer {
  const child = spawn(TSX_BIN, [SERVE_SCRIPT, dir, "-p", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", WEB_CONCURRENCY: String(SERVER_PROCESSES), ...env },
    // A process group of its own: stop() signals tsx, the supervisor under it and its server processes together.
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return {
    process: child,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        signal("SIGTERM");
        setTimeout(() => signal("SIGKILL"), 5000).unref();
      }),
  };
}

/** Polls `url` until it answers 2xx (a server that exits or 60 s of waiting is an error). */
export async function waitForServer(url: string, server?: StartedServer): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (server && server.process.exitCode !== null) {
      throw new Error(`server exited (${server.process.exitCode}):\n${server.output()}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer 2xx within 60 s${server ? `:\n${server.output()}` : ""}`);
}

/** Runs `next build [dir]` and fails loudly on a failed build. */
export async function buildNextApp(dir = "."): Promise<void> {
  const child = spawn(NEXT_BIN, ["build", dir], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  let log = "";
  child.stdout!.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (log += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`next build ${dir} failed (${code}):\n${log.slice(-4000)}`);
}

/** CPU time (user + system, ms) used so far by process `pid` and every process under it (Linux only; 0 elsewhere). */
export function processTreeCpuMs(pid: number): number {
  const stats = new Map<number, { parent: number; cpuMs: number }>();
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const entry of entries) {
    try {
      // After the command name in parentheses: state, ppid, … utime (14th field), stime (15th), in 1/100 s.
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      stats.set(Number(entry), { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  for (const [candidate, stat] of stats) {
    for (let at: number | undefined = candidate; at && at > 1; at = stats.get(at)?.parent) {
      if (at === pid) {
        total += stat.cpuMs;
        break;
      }
    }
  }
  return total;
}
