import { getEnv } from "@/lib/env";

/*
 * Where links in emails (booking manage links, password resets, staff invitations) point.
 * Always from configuration and the database, never from the request: Host and X-Forwarded-Host
 * are whatever the sender of a request puts there, so a link built from them hands a customer's
 * manage token or an owner's reset token to the sender's site.
 */

/** The platform's own origin: APP_URL (in development, http://localhost:{PORT}). */
export function getPlatformOrigin(): string {
  return getEnv().appUrl;
}

/** The business a customer- or staff-facing link belongs to. */
export type LinkedBusiness = { id: string; slug: string };

/**
 * The origin of a business's emailed links: the platform origin for every business for now. A custom
 * domain may be used here only once verified (`custom_domain_verified_at`; an unverified one is not
 * the business's): load it with the business and return its origin here, as every caller already
 * passes the business.
 */
export function getPublicOrigin(_business?: LinkedBusiness): string {
  return getPlatformOrigin();
}

/** A same-origin path (an uploaded image) as an address on the platform origin; other addresses as they are. */
export function toAbsoluteUrl(url: string | null): string | null {
  return url?.startsWith("/") ? new URL(url, getPlatformOrigin()).toString() : url;
}
