/**
 * Runs once when a Next.js server starts, before it answers any request: a server whose
 * environment is unusable (in production: no APP_URL or AUTH_SECRET) refuses to start, even when
 * launched with a bare `next start` instead of `npm start`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requireValidEnv } = await import("@/lib/env");
  requireValidEnv();
}
