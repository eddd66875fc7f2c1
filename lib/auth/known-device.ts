import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

/*
 * Browsers an account has proved itself in (a successful sign-in, or a reset link from its mailbox). A guesser
 * elsewhere can keep an email's sign-in delay armed for ever, one wrong guess at the end of each delay; sign-in
 * attempts from a known browser are therefore counted on a delay of their own (lib/auth/throttle.ts), which
 * only that browser's own attempts can arm. The cookie holds, per account (at most five), an expiry and an
 * HMAC over the email and that expiry: nothing to read, nothing a stranger can make.
 */

export const KNOWN_DEVICE_COOKIE = "bookingpro-known-device";
export const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
const MAX_ENTRIES = 5;
const MAX_COOKIE_LENGTH = 1000;

function getSecret(): string {
  const secret = getEnv().authSecret;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

function sign(email: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`known-device:${email}:${expires}`).digest("base64url");
}

function entriesOf(cookieValue: string | null | undefined): { expires: number; mac: string }[] {
  if (!cookieValue || cookieValue.length > MAX_COOKIE_LENGTH) return [];
  return cookieValue
    .split("~")
    .map((entry) => /^(\d{10,16})\.([\w-]{43})$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ expires: Number(match[1]), mac: match[2] }));
}

function matches(entry: { expires: number; mac: string }, email: string, secret: string): boolean {
  const expected = Buffer.from(sign(email, entry.expires, secret));
  const given = Buffer.from(entry.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * This browser's proof for the email, as a stable id (a hash of the proof, for a counter key), or null when
 * the cookie holds none that is genuine and unexpired.
 */
export function readKnownDevice(
  cookieValue: string | null | undefined,
  email: string,
  now = Date.now(),
  secret = getSecret(),
): string | null {
  const normalized = email.trim().toLowerCase();
  const entry = entriesOf(cookieValue).find((each) => each.expires > now && matches(each, normalized, secret));
  return entry ? createHash("sha256").update(entry.mac).digest("base64url") : null;
}

/** The cookie's new value with a fresh proof for the email first (its older one and expired ones dropped). */
export function addKnownDevice(
  cookieValue: string | null | undefined,
  email: string,
  now = Date.now(),
  secret = getSecret(),
): string {
  const normalized = email.trim().toLowerCase();
  const expires = now + KNOWN_DEVICE_LIFETIME_MS;
  const kept = entriesOf(cookieValue).filter((each) => each.expires > now && !matches(each, normalized, secret));
  return [{ expires, mac: sign(normalized, expires, secret) }, ...kept]
    .slice(0, MAX_ENTRIES)
    .map((each) => `${each.expires}.${each.mac}`)
    .join("~");
}
