/*
 * The process's copies of what a business's public pages and availability read (business row, services, staff,
 * images): read from the database once, then from memory until the business changes. Correctness rests on
 * invalidation, not expiry: a trigger NOTIFYs every server on each change (db/migrations/0016) and
 * lib/cache/business-change-listener.ts drops the business's entries here; an action also drops them in its own
 * process at once (lib/actions/action.ts). The cache is off until a listener is connected, and off again while it is
 * disconnected, so a server that could miss a change never serves a copy; expiry only bounds memory and the damage
 * of a change made with triggers disabled.
 */

export type BusinessCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

type Entry = {
  value: Promise<unknown>;
  /** Known once the value has loaded; until then any invalidation drops the entry. */
  businessId: string | null;
  expiresAt: number;
};

export type BusinessCache = {
  /**
   * The cached value for `key`, or `load()`'s (shared by concurrent callers). A null result is not kept: a business
   * that does not exist yet may be created at any time. `businessIdOf` names the business the value belongs to (null:
   * return the value but keep nothing); `expiresAt`, when given, ends the entry sooner than the cache's own expiry.
   */
  read<T>(
    key: string,
    load: () => Promise<T | null>,
    businessIdOf: (value: T) => string | null,
    expiresAt?: (value: T) => number,
  ): Promise<T | null>;
  /** The value kept for `key` if it has loaded and not expired; never loads. */
  peek(key: string): Promise<unknown> | undefined;
  invalidateBusiness(businessId: string): void;
  invalidateAll(): void;
  /** Off: every read loads (the listener is not connected). Turning it on or off drops everything. */
  setEnabled(enabled: boolean): void;
  readonly enabled: boolean;
  readonly size: number;
};

export function createBusinessCache({ ttlMs, maxEntries, now = Date.now }: BusinessCacheOptions): BusinessCache {
  const entries = new Map<string, Entry>();
  let enabled = false;
  // Bumped by every invalidation: a load that started before one must not be stored after it.
  let generation = 0;

  function invalidate(matches: (entry: Entry) => boolean): void {
    generation += 1;
    for (const [key, entry] of entries) if (entry.businessId === null || matches(entry)) entries.delete(key);
  }

  function store(key: string, entry: Entry): void {
    if (entries.size >= maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  return {
    read<T>(
      key: string,
      load: () => Promise<T | null>,
      businessIdOf: (value: T) => string | null,
      expiresAt?: (value: T) => number,
    ): Promise<T | null> {
      if (!enabled) return load();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<T | null>;
      if (cached) entries.delete(key);
      const startedIn = generation;
      const entry: Entry = { value: load(), businessId: null, expiresAt: now() + ttlMs };
      store(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          const businessId = value === null || startedIn !== generation ? null : businessIdOf(value as T);
          if (businessId === null) {
            entries.delete(key);
            return;
          }
          entry.businessId = businessId;
          if (expiresAt) entry.expiresAt = Math.min(entry.expiresAt, expiresAt(value as T));
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value as Promise<T | null>;
    },
    peek(key: string): Promise<unknown> | undefined {
      const cached = entries.get(key);
      return enabled && cached && cached.businessId !== null && cached.expiresAt > now() ? cached.value : undefined;
    },
    invalidateBusiness(businessId: string): void {
      invalidate((entry) => entry.businessId === businessId);
    },
    invalidateAll(): void {
      invalidate(() => true);
    },
    setEnabled(value: boolean): void {
      enabled = value;
      invalidate(() => true);
    },
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
  };
}

// One cache per server process, even when Next loads this module in more than one bundle.
const globalForCache = globalThis as typeof globalThis & { __bookingproBusinessCache?: BusinessCache };

/** Five minutes: only a safety net (see above); 2,000 businesses' public data is a few megabytes. */
export function getBusinessCache(): BusinessCache {
  globalForCache.__bookingproBusinessCache ??= createBusinessCache({ ttlMs: 5 * 60_000, maxEntries: 2_000 });
  return globalForCache.__bookingproBusinessCache;
}
