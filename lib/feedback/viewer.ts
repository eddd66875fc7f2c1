import { getEnv } from "@/lib/env";
import { isLoopbackRequest } from "@/lib/mail/viewer";

/**
 * The development feedback viewer (/dev/feedback) has the mail viewer's gate and switch: only when the
 * development viewers are enabled (development, or ENABLE_MAIL_VIEWER for the browser tests) and only
 * for a request from this machine. Production never enables it; owners read the table in the database.
 */
export function canViewFeedback(headers: Headers, enabled = getEnv().mailViewerEnabled): boolean {
  return enabled && isLoopbackRequest(headers);
}
