import { resetEnv } from "@/lib/env";

/**
 * Sets (a string) or removes (undefined) environment variables for a test and makes getEnv() read them again: it
 * remembers the environment it first read, as a server never changes its own. Returns the undo.
 */
export function setTestEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  applyEnv(values);
  return () => applyEnv(previous);
}

function applyEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}
