import type { Database } from "@/db/client";
import { enqueueMail } from "@/lib/mail/outbox";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";

export const REGISTRATION_NOTICE_SUBJECT = "Someone tried to create a BookingPro account with your email";

/**
 * Registration with an email that already has an account: the form answers as it would for any refusal,
 * and the account's owner is told by email instead (plain text, no link that signs anyone in).
 */
export async function enqueueExistingAccountNotice(db: Database, email: string): Promise<void> {
  await enqueueMail(db, {
    to: email,
    subject: REGISTRATION_NOTICE_SUBJECT,
    text: [
      "Hello,",
      "",
      "Someone tried to create a BookingPro account with your email address, which already has an account.",
      "Nothing was changed: your account and your password stay as they are.",
      "",
      `If it was you, sign in, or reset your password at ${getPlatformOrigin()}/forgot-password`,
      "",
      "If it was not you, you can ignore this email.",
    ].join("\n"),
  });
}
