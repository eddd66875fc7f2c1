/**
 * Runs once when a Next.js server starts, before it answers any request: a server whose
 * environment is unusable (in production: no APP_URL or AUTH_SECRET) refuses to start, even when
 * launched with a bare `next start` instead of `npm start`. With SMTP_URL set it then starts the
 * process's mail worker, which delivers the outbox (including mail queued before a crash).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requireValidEnv } = await import("@/lib/env");
  requireValidEnv();
  if (!process.env.SMTP_URL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startMailDelivery } = await import("@/lib/mail/send-mail");
  try {
    startMailDelivery();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
