import "server-only";
import { after } from "next/server";
import { requestWaitlistOffersNow } from "@/lib/jobs/runtime";

/**
 * After the response, queues a waitlist pass for a time just freed (a cancel or a move; a deleted booking frees no opening), so the first
 * matching customer hears at once rather than with the minute's pass. Outside a request (scripts, tests) the
 * minute's pass is left to do it.
 */
export function scheduleWaitlistOffers(): void {
  try {
    after(() => requestWaitlistOffersNow());
  } catch {
    // No request scope: the cron's pass picks the opening up.
  }
}
