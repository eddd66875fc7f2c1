import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Counts one hit for the key in a fixed window and says whether it is within the limit.
 * One atomic upsert, so concurrent requests in any number of processes count correctly.
 */
export async function consumeRateLimit(db: Database, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
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
  return row.hits <= limit;
}
