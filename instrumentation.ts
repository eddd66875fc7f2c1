/**
 * Runs once when a Next.js server starts, before it answers any request: a server whose
 * environment is unusable (in production: no APP_URL or AUTH_SECRET) refuses to start, even when
 * launched with a bare `next start` instead of `npm start`. It then starts the process's job queue
 * (lib/jobs): mail delivery (including mail queued before a crash), reminders, personal calendar
 * refreshes and purges run here unless WORKER=separate hands them to `npm run worker`. Last it turns on the business
 * cache (lib/cache), which listens for changes to any business.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requireValidEnv } = await import("@/lib/env");
  requireValidEnv();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startJobs } = await import("@/lib/jobs/runtime");
  try {
    await startJobs();
  } catch (error) {
    console.error("[jobs] the job queue could not start:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { startBusinessCache } = await import("@/lib/cache/runtime");
  await startBusinessCache();
}
