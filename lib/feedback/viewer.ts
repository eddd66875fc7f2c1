import { isLoopbackRequest, isMailViewerEnabled } from "@/lib/mail/viewer";

/**
 * The development feedback viewer (/dev/feedback) has the mail viewer's gate and switch: only when the
 * development viewers are enabled (development, or ENABLE_MAIL_VIEWER for the browser tests) and only
 * for a request from this machine. Production never enables it; owners read the table in the database.
 */
export function canViewFeedback(headers: Headers, env: Record<string, string | undefined> = process.env): boolean {
  return isMailViewerEnabled(env) && isLoopbackRequest(headers);
}
