import { AppError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { loadBookableBusiness, type BookableBusiness } from "@/lib/availability/booking-context";
import { getBusinessCache } from "@/lib/cache/business-cache";
import { toCacheKey } from "@/lib/cache/cached-reads";
import { encodeSiteKey, type SiteKey } from "./site-path";

/**
 * The edge of the public paths: the business a public id (slug) or a host names, from this server's business cache
 * (dropped on any change to the business); below the edge everything takes its id. The cache keeps one record per
 * business under `business:{id}` (`loadBookableBusiness`); `cacheKey` is an alias to that same record, filled by
 * one statement that finds and reads the business together. Null when no active business answers to it.
 */
export async function resolveBusiness(
  db: Database,
  key: SiteKey,
  cacheKey = toCacheKey("site", encodeSiteKey(key)),
): Promise<BookableBusiness | null> {
  return getBusinessCache().read(
    cacheKey,
    () => loadBookableBusiness(db, key, { cached: true }),
    (business) => business.id,
  );
}

/** A public API path's business segment (its public id) as the business's id; null for none (a 404). */
async function resolvePublicBusinessId(db: Database, publicId: string): Promise<string | null> {
  return (await resolveBusiness(db, { kind: "id", slug: publicId }))?.id ?? null;
}

export const PUBLIC_BUSINESS_NOT_FOUND = "Business not found";

/** The public API's business, or `not_found` with PUBLIC_BUSINESS_NOT_FOUND: the first step of each public route. */
export async function requirePublicBusinessId(db: Database, publicId: string): Promise<string> {
  const businessId = await resolvePublicBusinessId(db, publicId);
  if (!businessId) throw new AppError("not_found", PUBLIC_BUSINESS_NOT_FOUND);
  return businessId;
}
