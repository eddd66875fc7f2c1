import "server-only";
import { inArray, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { endedSessions } from "@/db/schema";

/** How many expired rows one sign-out deletes on its way in: the table stays near the live cookies' count. */
const PURGE_BATCH = 100;

/** Records a signed-out session (kept until its cookie would have expired) and purges rows past theirs. */
export async function insertEndedSession(
  db: Database,
  session: { sessionId: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ ...session, endedAt: now })
    .onConflictDoNothing();
  const expired = db
    .select({ sessionId: endedSessions.sessionId })
    .from(endedSessions)
    .where(lte(endedSessions.expiresAt, now))
    .limit(PURGE_BATCH);
  await db.delete(endedSessions).where(inArray(endedSessions.sessionId, expired));
}
