import { spawn, type ChildProcess } from "node:child_process";

/** A project script run as its own process, with everything it printed (stdout and stderr) kept. */
export type ScriptProcess = { child: ChildProcess; output: () => string };

/**
 * Runs `tsx <args>` from the project root with `env` added. `detached` gives it a process group of its own, so a
 * test can stop every process under it at once (`process.kill(-child.pid, …)`).
 */
export function startScript(args: string[], env: Record<string, string>, options: { detached?: boolean } = {}) {
  let output = "";
  const child = spawn("node_modules/.bin/tsx", args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output } satisfies ScriptProcess;
}

/** The process's exit code once it has exited (null when a signal ended it). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}
