import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { authTokens } from "@/db/schema";
import type { TOKEN_PURPOSES } from "@/lib/constants";

/** Single-use tokens, stored by hash only. */
type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export async function insertAuthToken(
  db: Database,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

function usable(tokenHash: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}

/** Marks a usable token used and returns its user, atomically; null when unknown, used or expired. */
export async function markAuthTokenUsed(
  db: Database,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, purpose, now))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export async function isAuthTokenHashUsable(
  db: Database,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(usable(tokenHash, purpose, now))
    .limit(1);
  return rows.length > 0;
}
