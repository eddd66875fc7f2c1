import "server-only";
import { getDatabaseHandle } from "@/db";
import { getEnv } from "@/lib/env";
import { getBusinessCache } from "./business-cache";
import { startBusinessChangeListener, type BusinessChangeListener } from "./business-change-listener";
import { dropCacheOnSourceChange } from "./drop-on-source-change";

const globalForListener = globalThis as typeof globalThis & {
  __bookingproCacheListener?: Promise<BusinessChangeListener>;
};

/**
 * Turns this server's business cache on (instrumentation.ts, on server start): it listens for changes to any business
 * and drops that business's cached data. Where it cannot listen the cache stays off and every read goes to the database.
 * In development an edit of the code drops everything too (drop-on-source-change.ts).
 */
export function startBusinessCache(): Promise<BusinessChangeListener> {
  const env = getEnv();
  if (!globalForListener.__bookingproCacheListener && env.development) dropCacheOnSourceChange(getBusinessCache());
  globalForListener.__bookingproCacheListener ??= startBusinessChangeListener(
    getDatabaseHandle(),
    getBusinessCache(),
    env.databaseListenUrl,
  );
  return globalForListener.__bookingproCacheListener;
}
