import type { Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/limiter";

/** Feedback per signed-in user: a few in a row are fine, a flood is not. */
export const FEEDBACK_LIMIT = { perUser: 5, windowMs: 10 * 60_000 } as const;

export const FEEDBACK_LIMITED_MESSAGE =
  "You have sent a lot of feedback in the last few minutes. Please wait a little and try again.";

/** Counts one submission for the user (after the input was checked); `rate_limited` beyond the limit. */
export async function consumeFeedbackLimit(db: Database, userId: string, now = new Date()): Promise<void> {
  const allowed = await consumeRateLimit(
    db,
    `feedback-user:${userId}`,
    FEEDBACK_LIMIT.perUser,
    FEEDBACK_LIMIT.windowMs,
    now,
  );
  if (!allowed) throw new AppError("rate_limited", FEEDBACK_LIMITED_MESSAGE);
}
