/**
 * The Node.js server's start (instrumentation.ts imports it only in the nodejs runtime, so the edge
 * compile of instrumentation never sees `process.exit` or the job queue's Node-only modules).
 */
export async function startNodeServer(): Promise<void> {
  const { requireValidEnv } = await import("@/lib/env");
  if (requireValidEnv().building) return;
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
