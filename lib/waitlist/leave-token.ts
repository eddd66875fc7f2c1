import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { getPublicOrigin, type LinkedBusiness } from "@/lib/tenant/public-origin";

/** The leave link in every waitlist email: the entry id and an HMAC of it (AUTH_SECRET), so no login is needed. */
function signature(entryId: string, secret: string): string {
  return createHmac("sha256", secret).update(`waitlist-leave:${entryId}`).digest("base64url");
}

function getSecret(): string {
  const secret = getEnv().authSecret;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

export function createLeaveToken(entryId: string, secret = getSecret()): string {
  return `${entryId}.${signature(entryId, secret)}`;
}

export function createLeaveUrl(business: LinkedBusiness, entryId: string): string {
  return `${getPublicOrigin(business)}/waitlist/leave/${createLeaveToken(entryId)}`;
}

export function createOfferUrl(business: LinkedBusiness, token: string): string {
  return `${getPublicOrigin(business)}/waitlist/offer/${token}`;
}

/** The entry id when the token is genuine, else null. */
export function readLeaveToken(token: string, secret = getSecret()): string | null {
  const [entryId, given, extra] = token.split(".");
  if (!entryId || !given || extra !== undefined) return null;
  if (!isUuid(entryId) || entryId !== entryId.toLowerCase()) return null;
  const expected = Buffer.from(signature(entryId, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? entryId : null;
}
