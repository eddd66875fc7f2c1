/*
 * Every read kept in a server's business cache (business-cache.ts), with the tables whose changes drop it. A change to
 * any of those tables NOTIFYs every server through one trigger function (db/migrations/0016 and 0026),
 * and business-change-listener.ts drops that business's entries. A table a cached read takes rows from without such
 * a trigger would leave stale copies: tests/integration/cache/cache-invalidation-triggers.test.ts derives the tables
 * from this list and checks pg_trigger for each, on PGlite and PostgreSQL.
 *
 * Not here, because no trigger keeps them: the iCal feed bodies (lib/calendar/feed.ts; every request compares a
 * fingerprint read fresh from the database) and decoded session cookies (lib/auth/session.ts; a cookie never changes).
 */

/** The function every change trigger of a cached table runs (it sends NOTIFY bookingpro_business_changed). */
export const CHANGE_TRIGGER_FUNCTION = "bookingpro_notify_business_change";

type CachedRead = {
  /** What the entry holds and who reads it. */
  holds: string;
  /** Every table the entry's rows come from: a change to any of them drops it. */
  tables: readonly string[];
  /** Besides a change: when the entry ends by itself. */
  expires?: string;
};

/**
 * The business row, its active services (with the resource types they need) and staff (with their changed days and own
 * terms), its active resources (with their blocked dates), its images, and its owner's email (for the owner's notices).
 */
const PUBLIC_SITE_TABLES = [
  "businesses",
  "services",
  "staff_members",
  "staff_schedule_overrides",
  "staff_service_terms",
  "business_images",
  "resource_types",
  "resources",
  "resource_blocked_dates",
  "service_resource_needs",
  "users",
] as const;

export const CACHED_READS = {
  business: {
    holds: "an active business's one record: rules, active services, staff and images (loadBookableBusiness)",
    tables: PUBLIC_SITE_TABLES,
  },
  site: {
    holds: "the same record found by a public id or host, for the public pages and API (resolveBusiness)",
    tables: PUBLIC_SITE_TABLES,
  },
  page: {
    holds: "a public page's HTML as rendered from the site read (public-page-cache.ts)",
    tables: PUBLIC_SITE_TABLES,
    expires: "at the business's next midnight: the page names today's opening hours",
  },
} as const satisfies Record<string, CachedRead>;

export type CachedReadName = keyof typeof CACHED_READS;

/** The cache key of one entry of a cached read ('business:{id}', 'site:id:demo'). */
export function toCacheKey(read: CachedReadName, id: string): string {
  return `${read}:${id}`;
}

/** Every table a cached read takes rows from, once each. */
export function listCachedTables(): string[] {
  return [...new Set(Object.values(CACHED_READS).flatMap((read) => read.tables))].sort();
}
