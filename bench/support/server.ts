/** Starting and stopping the Next servers the benchmarks measure. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const NEXT_BIN = path.resolve("node_modules/.bin/next");

export type StartedServer = { process: ChildProcess; stop: () => Promise<void>; output: () => string };

/** Runs `next start -p <port>` in `dir` with `env` added; the last 20 kB of its output are kept for errors. */
export function startNextServer(port: number, env: Record<string, string>, dir = "."): StartedServer {
  const child = spawn(NEXT_BIN, ["start", dir, "-p", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
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
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
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
