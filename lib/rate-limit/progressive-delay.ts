/**
 * A progressive delay: the first `freeAttempts` (at least one) attempts in a window go through at once; from the
 * `freeAttempts`-th on, each attempt makes the next one wait twice as long as the one before,
 * starting at `firstDelayMs` and never longer than `maxDelayMs`. A short first delay keeps a typo-prone
 * owner (or a victim of someone guessing their password) waiting seconds, not a lock-out.
 */
export type ProgressiveDelayPolicy = {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** The counter is forgotten this long after the last attempt (or the end of its delay). */
  windowMs: number;
};

/** The wait after the `attempt`-th attempt of a window (1-based); 0 while attempts are still free. */
export function delayAfterAttempt(attempt: number, policy: ProgressiveDelayPolicy): number {
  if (attempt < policy.freeAttempts) return 0;
  const doublings = Math.min(attempt - policy.freeAttempts, 40);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/**
 * Every distinct delay, in order: the one the database applies after the `freeAttempts`-th attempt,
 * the next, ... up to the cap (which then repeats). Handed to the counter's upsert so the database and
 * this module share one formula.
 */
export function delaySchedule(policy: ProgressiveDelayPolicy): number[] {
  if (!Number.isInteger(policy.freeAttempts) || policy.freeAttempts < 1) {
    throw new Error("A progressive delay needs at least one free attempt.");
  }
  const schedule: number[] = [];
  for (let attempt = policy.freeAttempts; ; attempt++) {
    const delay = delayAfterAttempt(attempt, policy);
    schedule.push(delay);
    if (delay >= policy.maxDelayMs || schedule.length >= 64) return schedule;
  }
}

/** "1 minute", "15 minutes": a wait rounded up to whole minutes, for messages. */
export function formatWait(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
