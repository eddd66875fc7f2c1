import { spawn, type ChildProcess } from "node:child_process";

/** A project script run as its own process, with everything it printed (stdout and stderr) kept. */
export type ScriptProcess = { child: ChildProcess; output: () => string };

/**
 * Runs `node --import tsx <args>` from the project root with `env` added, as `npm start` and `npm run worker` do:
 * one process, so a signal reaches the script itself (the tsx CLI relays signals through a second process and
 * kills it when it answers slowly, which turned a graceful SIGTERM into exit 143 on a busy machine). `detached` gives it a process group of its own, so a
 * test can stop every process under it at once (`process.kill(-child.pid, …)`).
 */
export function startScript(args: string[], env: Record<string, string>, options: { detached?: boolean } = {}) {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
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
