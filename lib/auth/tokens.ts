import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import type { TOKEN_PURPOSES } from "@/lib/constants";
import { insertAuthToken, isAuthTokenHashUsable, markAuthTokenUsed } from "./token-queries";

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  staff_invite: 7 * 24 * 60 * 60_000,
};

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new single-use token; only its hash is stored. */
export async function createAuthToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertAuthToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns its user, atomically; null when unknown, used or expired. */
export async function consumeAuthToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  return markAuthTokenUsed(db, hashToken(token), purpose, now);
}

/** Whether a token could still be used (for showing the form), without using it. */
export async function isAuthTokenUsable(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return isAuthTokenHashUsable(db, hashToken(token), purpose, now);
}
