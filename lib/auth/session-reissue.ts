import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

/*
 * After a password or email change the database's session version moves on, which ends every session;
 * the changer's own session is then re-issued with the new version. Auth.js's session update endpoint
 * also accepts data from the browser, so the new version is only taken with a proof that the server
 * signed for exactly this user and this old version, valid for a minute. The proof never leaves the server.
 */

const PROOF_LIFETIME_MS = 60_000;

function getSecret(): string {
  const secret = getEnv().authSecret;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

function sign(fields: string, secret: string): string {
  return createHmac("sha256", secret).update(`session-reissue:${fields}`).digest("base64url");
}

type Reissue = { userId: string; fromVersion: number; toVersion: number };

export function createSessionReissueProof(
  { userId, fromVersion, toVersion }: Reissue,
  now = Date.now(),
  secret = getSecret(),
): string {
  const fields = `${userId}:${fromVersion}:${toVersion}:${now + PROOF_LIFETIME_MS}`;
  return `${fields}:${sign(fields, secret)}`;
}

/** The new session version when the proof is genuine, unexpired and made for this very token; else null. */
export function readSessionReissueProof(
  proof: unknown,
  token: { sub?: string; sessionVersion?: number },
  now = Date.now(),
  secret = getSecret(),
): number | null {
  if (typeof proof !== "string" || proof.length > 300) return null;
  const parts = proof.split(":");
  if (parts.length !== 5) return null;
  const [userId, from, to, expires, given] = parts;
  const fields = parts.slice(0, 4).join(":");
  const expected = Buffer.from(sign(fields, secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (Number(expires) < now) return null;
  if (userId !== token.sub || Number(from) !== token.sessionVersion) return null;
  const toVersion = Number(to);
  return Number.isInteger(toVersion) ? toVersion : null;
}
