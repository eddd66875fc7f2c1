import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { auth } from "@/auth";
import { getDb } from "@/db";
import type { CurrentUser } from "./load-user";
import type { Role } from "./roles";
import { sanitizeReturnPath } from "./return-path";
import { readSessionReissuedInThisRequest } from "./reissued-session";
import { loadSessionUser } from "./session-check";

export type { CurrentUser };

/**
 * The signed-in user, read fresh from the database on every request (role and business
 * are never taken from the cookie). Null when signed out, deleted, or signed out elsewhere.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  if (!session?.user?.id) return null;
  const user = await loadSessionUser(getDb(), { userId: session.user.id, sessionVersion: session.sessionVersion });
  if (user) return user;
  const reissued = await readSessionReissuedInThisRequest();
  if (reissued?.sub !== session.user.id || typeof reissued.sessionVersion !== "number") return null;
  return loadSessionUser(getDb(), { userId: reissued.sub, sessionVersion: reissued.sessionVersion });
});

/** For pages: signed-out visitors go to /login and come back afterwards; wrong roles get 403. */
export async function requireUser(options: { roles?: readonly Role[] } = {}): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    const path = sanitizeReturnPath((await headers()).get("x-bookingpro-path"));
    redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  }
  if (options.roles && !options.roles.includes(user.role)) forbidden();
  return user;
}
