import type { Database } from "@/db/client";
import { loadUser, type CurrentUser } from "./load-user";

/**
 * The user behind a session (its user id and the session version it was issued with), or null when
 * that session has ended: the user is gone, or a password or email change moved the version on.
 */
export async function loadSessionUser(
  db: Database,
  session: { userId: string; sessionVersion: number },
): Promise<CurrentUser | null> {
  const user = await loadUser(db, session.userId);
  return user && user.sessionVersion === session.sessionVersion ? user : null;
}
