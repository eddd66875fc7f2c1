import { watch } from "node:fs";
import path from "node:path";
import type { BusinessCache } from "./business-cache";

/** The folders whose code renders the public pages and shapes what the cache keeps. */
const SOURCE_FOLDERS = ["app", "components", "lib", "db"];

/**
 * Development only: `next dev` swaps code under a running server, so a page kept before an edit, or a value shaped by
 * the old code, would outlive it. Any change below the source folders drops every entry, and the next visit shows the
 * edit. A production server's code never changes while it runs. Returns the function that stops watching.
 */
export function dropCacheOnSourceChange(
  cache: BusinessCache,
  folders = SOURCE_FOLDERS.map((folder) => path.join(/*turbopackIgnore: true*/ process.cwd(), folder)),
): () => void {
  const watchers = folders.map((folder) => watch(folder, { recursive: true }, () => cache.invalidateAll()));
  return () => {
    for (const watcher of watchers) watcher.close();
  };
}
