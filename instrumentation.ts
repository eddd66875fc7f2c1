/**
 * Runs once when a Next.js server starts, before it answers any request: a server whose
 * environment is unusable (in production: no APP_URL or AUTH_SECRET) refuses to start, even when
 * launched with a bare `next start` instead of `npm start`. It then starts the process's job queue
 * (lib/jobs): mail delivery (including mail queued before a crash), reminders, personal calendar
 * refreshes and purges run here unless WORKER=separate hands them to `npm run worker`. Last it turns on the business
 * cache (lib/cache), which listens for changes to any business.
 */
export async function register(): Promise<void> {
  // A condition around the import (not an early return) lets the edge compile drop the Node-only file.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./instrumentation-node");
    await startNodeServer();
  }
}
