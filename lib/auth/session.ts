import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { getToken } from "next-auth/jwt";
import { getDb } from "@/db";
import { getEnv } from "@/lib/env";
import type { CurrentUser } from "./load-user";
import { hasAbility, type Ability } from "@/lib/access/policy";
import { sanitizeReturnPath } from "./return-path";
import { readSessionReissuedInThisRequest } from "./reissued-session";
import { loadSessionUser, type SessionClaims } from "./session-check";

export type { CurrentUser };

const SESSION_COOKIES = [
  { name: "__Secure-authjs.session-token", secureCookie: true },
  { name: "authjs.session-token", secureCookie: false },
];
/** Auth.js accepts a token this long after its `exp` (jose's clockTolerance in its JWT decode). */
const CLOCK_TOLERANCE_MS = 15_000;
const DECODED_LIMIT = 1000;

/**
 * Session cookies already decrypted by this process, by their exact value: a cookie's claims never
 * change, so a repeat request skips the key derivation and decryption until the token's own expiry.
 * The user behind it is still read fresh from the database on every request.
 */
const decoded = new Map<string, SessionClaims & { expiresAt: number }>();

function parseCookieHeader(header: string): { name: string; value: string }[] {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return at < 0 ? { name: pair, value: "" } : { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
}

/**
 * The session's user id and version from the Auth.js session cookie (what `auth()` returns for a JWT
 * session, without re-encrypting a rolled cookie that a page render could not set anyway).
 */
async function readSessionClaims(): Promise<(SessionClaims & { expiresAt: number }) | null> {
  // The request's own Cookie header, as auth() reads it (not the store a server action may have changed).
  const all = parseCookieHeader((await headers()).get("cookie") ?? "");
  for (const { name, secureCookie } of SESSION_COOKIES) {
    // A large token is split into name.0, name.1, … chunks.
    const parts = all.filter((c) => c.name === name || c.name.startsWith(`${name}.`));
    if (parts.length === 0) continue;
    const cookie = parts.map((c) => `${c.name}=${c.value}`).join("; ");
    const known = decoded.get(cookie);
    if (known) {
      if (known.expiresAt + CLOCK_TOLERANCE_MS > Date.now()) return known;
      decoded.delete(cookie);
    }
    const token = await getToken({
      req: { headers: new Headers({ cookie }) },
      secret: getEnv().authSecret,
      secureCookie,
      salt: name,
    });
    if (!token?.sub) return null;
    const claims = {
      userId: token.sub,
      sessionVersion: typeof token.sessionVersion === "number" ? token.sessionVersion : 0,
      sessionId: typeof token.sid === "string" ? token.sid : null,
      expiresAt: typeof token.exp === "number" ? token.exp * 1000 : 0,
    };
    decoded.set(cookie, claims);
    if (decoded.size > DECODED_LIMIT) decoded.delete(decoded.keys().next().value!);
    return claims;
  }
  return null;
}

/**
 * The signed-in user, read fresh from the database on every request (role and business
 * are never taken from the cookie). Null when signed out, deleted, or signed out elsewhere.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await readSessionClaims();
  if (!session) return null;
  const user = await loadSessionUser(getDb(), session);
  if (user) return user;
  const reissued = await readSessionReissuedInThisRequest();
  if (reissued?.sub !== session.userId || typeof reissued.sessionVersion !== "number") return null;
  return loadSessionUser(getDb(), {
    userId: reissued.sub,
    sessionVersion: reissued.sessionVersion,
    sessionId: typeof reissued.sid === "string" ? reissued.sid : null,
  });
});

/** For pages: signed-out visitors go to /login and come back afterwards; a user without the ability gets 403. */
export async function requireUser(options: { can?: Ability } = {}): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    const path = sanitizeReturnPath((await headers()).get("x-bookingpro-path"));
    redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  }
  if (options.can && !hasAbility(user, options.can)) forbidden();
  return user;
}
