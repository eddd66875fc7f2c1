import "server-only";
import { cookies, headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { getEnv } from "@/lib/env";

const SESSION_COOKIES = [
  { name: "authjs.session-token", secureCookie: false },
  { name: "__Secure-authjs.session-token", secureCookie: true },
];

/**
 * The session re-issued by this very request, if any. A password or email change re-issues the changer's
 * session in a server action, and the page Next renders into that action's response still sees the
 * request's old cookie header through `auth()`; the cookie store already holds the new session. Only a
 * cookie the server replaced during this request differs from the header, so nothing sent by the
 * browser is trusted here that `auth()` would not trust.
 */
export async function readSessionReissuedInThisRequest(): Promise<{
  sub?: string;
  sessionVersion?: number;
  sid?: unknown;
} | null> {
  const store = await cookies();
  const sent = (await headers()).get("cookie") ?? "";
  for (const { name, secureCookie } of SESSION_COOKIES) {
    const value = store.get(name)?.value;
    if (!value || sent.includes(`${name}=${value}`)) continue;
    return getToken({
      req: { headers: new Headers({ cookie: `${name}=${value}` }) },
      secret: getEnv().authSecret,
      secureCookie,
      salt: name,
    });
  }
  return null;
}
