import type { Database } from "@/db/client";
import { countRateLimitHit } from "./queries";

/** Counts one hit for the key in a fixed window and says whether it is within the limit. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  return (await countRateLimitHit(db, key, windowMs, now)) <= limit;
}
