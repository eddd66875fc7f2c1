import postgres from "postgres";
import type { DatabaseHandle } from "@/db/client";
import type { BusinessCache } from "./business-cache";

/** The channel db/migrations/0016_cache_invalidation.sql notifies with a changed business's id. */
export const BUSINESS_CHANGED_CHANNEL = "bookingpro_business_changed";

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

export type BusinessChangeListener = { stop: () => Promise<void> };

/**
 * Keeps `cache` in step with the database: each notification drops that business's entries. The cache is on only
 * while this listens. On PGlite the one embedded connection listens (notifications of its own commits). On PostgreSQL
 * a dedicated connection to `listenUrl` (never through pgbouncer in transaction mode, where LISTEN does not hold):
 * when it drops, the cache goes off (anything may change unseen) until it listens again, retried with back-off.
 * Without a `listenUrl` on PostgreSQL the cache stays off.
 */
export async function startBusinessChangeListener(
  handle: DatabaseHandle,
  cache: BusinessCache,
  listenUrl: string | null,
): Promise<BusinessChangeListener> {
  const invalidate = (payload: string) => {
    if (payload) cache.invalidateBusiness(payload);
    else cache.invalidateAll();
  };
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(BUSINESS_CHANGED_CHANNEL, invalidate);
    cache.setEnabled(true);
    return {
      stop: async () => {
        cache.setEnabled(false);
        await unlisten();
      },
    };
  }
  if (!listenUrl) {
    cache.setEnabled(false);
    return { stop: async () => {} };
  }

  let stopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  // `onnotify` (every notification on the connection) is a postgres.js option its types leave out.
  const options = {
    max: 1,
    // Never closed for being idle or old (the defaults): a listening connection is always idle.
    max_lifetime: null,
    fetch_types: false,
    prepare: false,
    onnotice: () => {},
    onnotify: (channel: string, payload: string) => {
      if (channel === BUSINESS_CHANGED_CHANNEL) invalidate(payload);
    },
    onclose: () => {
      cache.setEnabled(false);
      if (!stopped) scheduleListen();
    },
  };
  const sql = postgres(listenUrl, options);

  async function listen(): Promise<void> {
    await sql.unsafe(`listen ${BUSINESS_CHANGED_CHANNEL}`);
    attempt = 0;
    // Whatever changed while nothing listened is unknown: start from empty.
    if (!stopped) cache.setEnabled(true);
  }

  function scheduleListen(): void {
    clearTimeout(retryTimer);
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => {
      if (stopped) return;
      listen().catch((error) => {
        console.error("[cache] cannot listen for business changes:", error instanceof Error ? error.message : error);
        scheduleListen();
      });
    }, delay);
    retryTimer.unref();
  }

  try {
    await listen();
  } catch (error) {
    console.error("[cache] cannot listen for business changes:", error instanceof Error ? error.message : error);
    scheduleListen();
  }
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      cache.setEnabled(false);
      await sql.end({ timeout: 5 });
    },
  };
}
