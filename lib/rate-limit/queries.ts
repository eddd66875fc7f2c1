import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Counts one hit for the key in a fixed window (a window older than `windowMs` starts again at one)
 * and returns the hits so far. One atomic upsert, so concurrent requests in any number of processes
 * count correctly.
 */
export async function countRateLimitHit(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${at(windowStart)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row.hits;
}
