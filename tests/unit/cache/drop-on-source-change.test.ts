import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createBusinessCache } from "@/lib/cache/business-cache";
import { dropCacheOnSourceChange } from "@/lib/cache/drop-on-source-change";

describe("dropCacheOnSourceChange (development)", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("drops every kept entry when a file below a watched folder changes", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-source-"));
    fs.mkdirSync(path.join(folder, "components"));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    const cache = createBusinessCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.setEnabled(true);
    await cache.read(
      "page:/site/id:demo:/book/demo",
      async () => ({ id: "b1" }),
      (value) => value.id,
    );
    expect(cache.size).toBe(1);

    cleanups.push(dropCacheOnSourceChange(cache, [folder]));
    fs.writeFileSync(path.join(folder, "components", "page.tsx"), "export const edited = true;\n");
    await expect.poll(() => cache.size, { timeout: 5_000 }).toBe(0);
  });
});
