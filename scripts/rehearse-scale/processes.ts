import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (message: string) => console.log(`[rehearse:scale] ${message}`);

/** Runs a command to completion; throws with its output when it fails. */
export function runCommand(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, { encoding: "utf8", env: options.env ?? process.env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export function hasCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).status === 0;
}

/**
 * Every long-running process the rehearsal starts, by PID, each logging to a file in the temp folder:
 * cleanup ends exactly these and nothing else.
 */
export class ProcessGroup {
  private readonly children = new Map<string, ChildProcess>();

  constructor(private readonly logDir: string) {}

  start(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
    const out = fs.openSync(path.join(this.logDir, `${name}.log`), "a");
    const child = spawn(command, args, { ...options, stdio: ["ignore", out, out] });
    fs.closeSync(out);
    this.children.set(name, child);
    child.once("error", (error) => log(`${name} could not start: ${error.message}`));
    child.once("exit", (code, signal) => {
      if (!this.stopping) log(`${name} (pid ${child.pid}) exited: ${signal ?? code}`);
    });
    return child;
  }

  get(name: string): ChildProcess {
    const child = this.children.get(name);
    if (!child) throw new Error(`No process named ${name}`);
    return child;
  }

  tail(name: string, lines = 30): string {
    try {
      return fs
        .readFileSync(path.join(this.logDir, `${name}.log`), "utf8")
        .split("\n")
        .slice(-lines)
        .join("\n");
    } catch {
      return "";
    }
  }

  /** SIGKILL, as a crash would: the caller then waits for the exit. */
  kill(name: string): Promise<void> {
    const child = this.get(name);
    child.kill("SIGKILL");
    return exited(child, 10_000);
  }

  private stopping = false;

  /** SIGTERM to each (nginx's master then ends its workers), SIGKILL after 8 s. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.children.values()].map(async (child) => {
        if (!isRunning(child)) return;
        child.kill("SIGTERM");
        await exited(child, 8_000);
        if (isRunning(child)) {
          child.kill("SIGKILL");
          await exited(child, 3_000);
        }
      }),
    );
  }
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Polls until `probe` resolves true, or throws after `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}
