import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";

/*
 * Credential changes from account settings. Each one moves `session_version` on, which ends every
 * session issued before it; the caller re-issues the changer's own session with the returned version.
 */

/** The new password; returns the new session version (null when the user is gone). */
export async function updatePasswordEndingSessions(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}

/** The new name and sign-in email; returns the new session version (null when the user is gone). */
export async function updateProfileEndingSessions(
  db: Database,
  userId: string,
  profile: { name: string; email: string },
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ ...profile, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}
