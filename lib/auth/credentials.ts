import type { Database } from "@/db/client";
import { parseWithDefaults, staffAccessSchema } from "@/lib/business/settings-schema";
import { normalizeRole } from "./roles";
import { verifyAgainstDummy, verifyPassword } from "./password";
import { recordSignInSuccess, takeSignInAttempt } from "./throttle";
import { findSignInCandidate } from "./user-queries";

export type SignInInput = {
  email: string;
  password: string;
  /** 'staff' for the staff portal: only staff users (of `tenantSlug`, when given) may sign in there. */
  portal?: "staff" | "dashboard";
  tenantSlug?: string | null;
  /** This browser's known-device id for the email (lib/auth/known-device.ts), when it has one. */
  knownDevice?: string | null;
};

export type SignInOutcome =
  | { ok: true; user: { id: string; email: string; name: string; sessionVersion: number } }
  | { ok: false; reason: "throttled"; retryAfterMs: number }
  | { ok: false; reason: "invalid" | "staff-portal-off" | "staff-revoked" };

/** For the 'staff-revoked' refusal: a staff user whose staff member was deactivated, deleted or unlinked. */
export const STAFF_LOGIN_REVOKED_MESSAGE = "Your staff login is no longer active. Please ask the business owner.";

/**
 * Checks a sign-in attempt: the attempt is counted first (one atomic database upsert per counter, so
 * all server processes agree and a burst of guesses cannot all reach the password check), then the
 * password. The same 'invalid' outcome for an unknown email, a wrong
 * password or the wrong portal, so nothing reveals which accounts exist.
 */
export async function verifySignIn(
  db: Database,
  input: SignInInput,
  clientAddress: string | null,
  now = new Date(),
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) return { ok: false, reason: "invalid" };
  const knownDevice = input.knownDevice ?? null;
  const attempt = await takeSignInAttempt(db, email, clientAddress, now, knownDevice);
  if (!attempt.ok) return { ok: false, reason: "throttled", retryAfterMs: attempt.retryAfterMs };

  const row = await findSignInCandidate(db, email);

  const passwordOk = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const portalOk =
    input.portal !== "staff" ||
    (row !== undefined &&
      normalizeRole(row.role) === "staff" &&
      (!input.tenantSlug || row.businessSlug === input.tenantSlug));

  // A failure was already counted with the attempt.
  if (!row || !passwordOk || !portalOk) return { ok: false, reason: "invalid" };
  await recordSignInSuccess(db, email, clientAddress, knownDevice);
  // Told only after the right password: the owner switched the staff portal off (White Label).
  if (
    normalizeRole(row.role) === "staff" &&
    row.staffAccess !== null &&
    !parseWithDefaults(staffAccessSchema, row.staffAccess).enableStaffLogin
  ) {
    return { ok: false, reason: "staff-portal-off" };
  }
  // Likewise: a staff user of a business signs in only while an active staff member of it stands behind them.
  if (normalizeRole(row.role) === "staff" && row.staffAccess !== null && row.staffMemberActive !== true) {
    return { ok: false, reason: "staff-revoked" };
  }
  return { ok: true, user: { id: row.id, email: row.email, name: row.name, sessionVersion: row.sessionVersion } };
}
