import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";

/*
 * Credential changes (account settings, a password reset or invitation link). Each one moves `session_version`
 * on, which ends every session issued before it; account settings re-issue the changer's own session with the
 * returned version.
 */

/** A new password, or a new name and sign-in email; the user's email and new session version, null when gone. */
export async function updateCredentialsEndingSessions(
  db: Database,
  userId: string,
  change: { passwordHash: string } | { name: string; email: string },
): Promise<{ email: string; sessionVersion: number } | null> {
  const [row] = await db
    .update(users)
    .set({ ...change, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, sessionVersion: users.sessionVersion });
  return row ?? null;
}
