import { createHash, randomBytes } from "node:crypto";

/** A hold's link secret (256 random bits) and the SHA-256 the database keeps of it. */
export function createHoldToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashHoldToken(token) };
}

export function hashHoldToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The shape of a token in a link, checked before any query (malformed → not found). */
export function isHoldTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
