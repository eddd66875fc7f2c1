import { readSeconds } from "@/lib/mail/mail-config";

export const DEFAULT_JOB_POLL_SECONDS = 2;

/** JOB_POLL_SECONDS: how often a worker looks for new jobs in each queue (default 2). */
export function readJobPollSeconds(env: Record<string, string | undefined> = process.env): number {
  return readSeconds(env, "JOB_POLL_SECONDS", DEFAULT_JOB_POLL_SECONDS);
}
