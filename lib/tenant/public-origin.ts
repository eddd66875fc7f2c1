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
 * The origin of a business's emailed links. Custom domains are not verified yet, so no business
 * domain is trusted here and every link uses the platform origin. Once a domain is verified (or
 * for the subdomain, `buildPublicUrls` in public-urls.ts), load it with the business and return
 * its origin here: every caller already passes the business.
 */
export function getPublicOrigin(_business?: LinkedBusiness): string {
  return getPlatformOrigin();
}
