import "server-only";
import { getDatabaseHandle } from "@/db";
import { getEnv } from "@/lib/env";
import { getBusinessCache } from "./business-cache";
import { startBusinessChangeListener, type BusinessChangeListener } from "./business-change-listener";

const globalForListener = globalThis as typeof globalThis & {
  __bookingproCacheListener?: Promise<BusinessChangeListener>;
};

/**
 * Turns this server's business cache on (instrumentation.ts, on server start): it listens for changes to any business
 * and drops that business's cached data. Where it cannot listen the cache stays off and every read goes to the database.
 */
export function startBusinessCache(): Promise<BusinessChangeListener> {
  globalForListener.__bookingproCacheListener ??= startBusinessChangeListener(
    getDatabaseHandle(),
    getBusinessCache(),
    getEnv().databaseListenUrl,
  );
  return globalForListener.__bookingproCacheListener;
}
