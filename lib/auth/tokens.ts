import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { authTokens } from "@/db/schema";

export type TokenPurpose = "password_reset" | "staff_invite";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  staff_invite: 7 * 24 * 60 * 60_000,
};

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new single-use token; only its hash is stored. */
export async function createAuthToken(db: Database, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns its user, atomically; null when unknown, used or expired. */
export async function consumeAuthToken(db: Database, token: string, purpose: TokenPurpose, now = new Date()): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Whether a token could still be used (for showing the form), without using it. */
export async function isAuthTokenUsable(db: Database, token: string, purpose: TokenPurpose, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
