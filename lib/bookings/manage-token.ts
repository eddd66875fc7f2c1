import { isUuid } from "@/lib/constants";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { getPublicOrigin, type LinkedBusiness } from "@/lib/tenant/public-origin";

/**
 * The customer's manage-booking link carries the booking id and an HMAC of it, so no login
 * is needed and nobody can guess another booking's link. Keyed by AUTH_SECRET.
 */
function signature(bookingId: string, secret: string): string {
  return createHmac("sha256", secret).update(`manage-booking:${bookingId}`).digest("base64url");
}

function getSecret(): string {
  const secret = getEnv().authSecret;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

export function createManageToken(bookingId: string, secret = getSecret()): string {
  return `${bookingId}.${signature(bookingId, secret)}`;
}

/** The customer's manage link for a booking of this business, as emailed and shown after booking. */
export function createManageUrl(business: LinkedBusiness, bookingId: string): string {
  return `${getPublicOrigin(business)}/manage/${createManageToken(bookingId)}`;
}

/** The booking id when the token is genuine, else null. */
export function readManageToken(token: string, secret = getSecret()): string | null {
  const [bookingId, given, extra] = token.split(".");
  if (!bookingId || !given || extra !== undefined) return null;
  if (!isUuid(bookingId) || bookingId !== bookingId.toLowerCase()) return null;
  const expected = Buffer.from(signature(bookingId, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? bookingId : null;
}
