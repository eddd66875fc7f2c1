/** The dev mail viewer (/dev/mail) shows password-reset links, so it is never on in production unless asked for (tests). */
export function isMailViewerEnabled(): boolean {
  return process.env.NODE_ENV === "development" || process.env.ENABLE_MAIL_VIEWER === "true";
}
