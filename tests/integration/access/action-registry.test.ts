import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_REGISTRY, isActionDefinition } from "@/lib/actions/registry";

/*
 * The registry is what the tenant and role matrices iterate, so an action missing from it would
 * escape both. Every definitions file (lib/<domain>/actions.ts or lib/<domain>/*-actions.ts) is imported here
 * by finding the files, not from a list.
 */

const LIB_DIR = path.resolve(__dirname, "../../../lib");

describe("action registry", () => {
  it("holds every action definition exported from lib/<domain>/*actions.ts, under its exported name", async () => {
    const files = readdirSync(LIB_DIR, { recursive: true, encoding: "utf8" }).filter(
      (file) => /^[\w-]+\/([\w-]+-)?actions\.ts$/.test(file) && !file.startsWith("actions/"),
    );
    expect(files.length).toBeGreaterThan(0);
    const exported: Record<string, unknown> = {};
    for (const file of files) {
      const exports = (await import(path.join(LIB_DIR, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (isActionDefinition(value)) exported[`${file}:${name}`] = value;
      }
    }
    const registered = new Map(Object.entries(ACTION_REGISTRY).map(([name, value]) => [value, name]));
    const missing = Object.entries(exported)
      .filter(([key, value]) => registered.get(value as never) !== key.split(":")[1])
      .map(([key]) => key);
    expect(missing).toEqual([]);
    expect(Object.keys(ACTION_REGISTRY)).toHaveLength(Object.keys(exported).length);
  });
});
