/**
 * Runs once when a Next.js server starts, before it answers any request: a server whose
 * environment is unusable (in production: no APP_URL or AUTH_SECRET) refuses to start, even when
 * launched with a bare `next start` instead of `npm start`. It then starts the process's background
 * work: the refresh of staff members' personal calendars and, with SMTP_URL set, the mail worker,
 * which delivers the outbox (including mail queued before a crash).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requireValidEnv } = await import("@/lib/env");
  requireValidEnv();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startBusyCalendarRefresh } = await import("@/lib/calendar/busy-calendar-worker");
  startBusyCalendarRefresh();
  if (!process.env.SMTP_URL) return;
  const { startMailDelivery } = await import("@/lib/mail/send-mail");
  try {
    startMailDelivery();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
