import type { Database } from "@/db/client";
import { FOREIGN_KEY_VIOLATION, getPgErrorCode } from "@/db/errors";
import { isUuid } from "@/lib/constants";
import { insertEndedSession } from "./ended-session-queries";

/** Auth.js sessions last 30 days unless signed out (auth.ts); an ended session is remembered that long. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Ends one session on the server: its cookie is refused from now on, wherever it is sent from, while
 * the user's other sessions (another browser, a phone) go on. Called when the session signs out.
 */
export async function endSession(
  db: Database,
  token: { sub?: unknown; sid?: unknown; exp?: unknown },
  now = new Date(),
): Promise<boolean> {
  const { sub, sid, exp } = token;
  if (typeof sub !== "string" || typeof sid !== "string" || !isUuid(sub) || !isUuid(sid)) return false;
  const expiresAt =
    typeof exp === "number" && Number.isFinite(exp)
      ? new Date(exp * 1000)
      : new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  try {
    await insertEndedSession(db, { sessionId: sid, userId: sub, expiresAt }, now);
  } catch (error) {
    // The user is gone, and every session of theirs with them.
    if (getPgErrorCode(error) === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
  return true;
}
