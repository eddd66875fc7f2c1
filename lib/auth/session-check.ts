import { isUuid } from "@/lib/constants";
import type { Database } from "@/db/client";
import { loadUser, type CurrentUser } from "./load-user";

/** What a session cookie holds: the user, the session version it was issued with and the session's own id. */
export type SessionClaims = { userId: string; sessionVersion: number; sessionId: string | null };

/**
 * The user behind a session, or null when that session has ended: the user is gone, a password or email
 * change moved the version on, the session was signed out, or it predates session ids (it cannot be
 * signed out, so it is not accepted).
 */
export async function loadSessionUser(db: Database, session: SessionClaims): Promise<CurrentUser | null> {
  if (!session.sessionId || !isUuid(session.sessionId)) return null;
  const user = await loadUser(db, session.userId, { sessionId: session.sessionId });
  return user && user.sessionVersion === session.sessionVersion ? user : null;
}
