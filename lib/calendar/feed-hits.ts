import type { Database } from "@/db/client";
import type { FeedHit } from "./feed";
import { recordFeedHits } from "./feed-queries";

/*
 * The feed routes' fetch log. A fetch is written right after its response, as before, but fetches that
 * arrive while a write is under way go together in the next one: under load one statement records many
 * fetches instead of one round trip each.
 */

let waiting: FeedHit[] = [];
let writing: Promise<void> | null = null;

async function writeWaiting(db: Database): Promise<void> {
  while (waiting.length > 0) {
    const batch = waiting;
    waiting = [];
    await recordFeedHits(db, batch).catch((error) => console.error("feed hits not recorded", error));
  }
  writing = null;
}

/** Queues one fetch; resolves once it is stored (or its write failed and was logged). */
export function recordFeedHitSoon(db: Database, hit: FeedHit): Promise<void> {
  waiting.push(hit);
  if (writing) {
    // Joins the write after the current one: resolved when the loop has drained the queue.
    return writing;
  }
  writing = writeWaiting(db);
  return writing;
}
