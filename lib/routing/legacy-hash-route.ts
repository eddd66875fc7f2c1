/**
 * Legacy hash-router links: only `#/book/{id}` and `#/embed/{id}` (optionally with one trailing slash),
 * where id is 1–64 characters of [A-Za-z0-9_-]. Anything else is ignored, so this can never be used
 * as an open redirect.
 */
const LEGACY_HASH_ROUTE = /^#\/(book|embed)\/([A-Za-z0-9_-]{1,64})\/?$/;

/** Returns the same-origin path a legacy hash should map to, or null if it is not a recognised route. */
export function getLegacyHashRouteTarget(hash: string): string | null {
  const match = LEGACY_HASH_ROUTE.exec(hash);
  if (!match) return null;
  const [, kind, id] = match;
  return `/${kind}/${encodeURIComponent(id)}`;
}
