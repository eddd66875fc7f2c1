import type { Database } from "@/db/client";
import { enqueueMail } from "@/lib/mail/outbox";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { hashPassword } from "./password";
import { consumeAuthToken, createAuthToken, type TokenPurpose } from "./tokens";
import { updateCredentialsEndingSessions } from "./account-queries";
import { findUserByEmail } from "./user-queries";

/**
 * Writes a single-use reset link (valid 1 hour) to the outbox when an account has this email.
 * Returns whether a mail was queued; callers answer the same either way (no account enumeration).
 */
export async function requestPasswordReset(db: Database, email: string): Promise<{ queued: boolean }> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return { queued: false };
  const token = await createAuthToken(db, user.id, "password_reset");
  const link = `${getPlatformOrigin()}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(db, {
    to: user.email,
    // The link is a credential: its text is purged once the mail is delivered.
    sensitive: true,
    subject: "Reset your BookingPro password",
    text: [
      `Hello ${user.name},`,
      "",
      "Someone (hopefully you) asked to reset the password of your BookingPro account.",
      `Choose a new password here (the link works once, for 1 hour):`,
      link,
      "",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
    ].join("\n"),
  });
  return { queued: true };
}

/**
 * Sets a new password from a reset or invitation link. The token is used up atomically, and
 * every existing session of the user is signed out.
 */
export async function setPasswordWithToken(
  db: Database,
  token: string,
  purpose: TokenPurpose | "any",
  password: string,
): Promise<{ email: string } | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId =
      purpose === "any"
        ? ((await consumeAuthToken(tx, token, "password_reset")) ?? (await consumeAuthToken(tx, token, "staff_invite")))
        : await consumeAuthToken(tx, token, purpose);
    if (!userId) return null;
    const changed = await updateCredentialsEndingSessions(tx, userId, { passwordHash });
    return changed ? { email: changed.email } : null;
  });
}
