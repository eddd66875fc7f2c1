import { after, type NextRequest } from "next/server";
import { getDb } from "@/db";
import { serveFeed } from "@/lib/calendar/feed";
import { recordFeedHitSoon } from "@/lib/calendar/feed-hits";

// Read from the database on every request; never prerendered or cached by Next.
export const dynamic = "force-dynamic";

/** One staff member's live iCal feed, opened by that member's own secret token. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ businessId: string; staffId: string }> },
) {
  const { businessId, staffId } = await params;
  const db = getDb();
  return serveFeed(
    db,
    { businessId, staffId, token: request.nextUrl.searchParams.get("token") },
    request.headers,
    new Date(),
    (hit) => after(() => recordFeedHitSoon(db, hit)),
    // Next 16 drops a route handler's Content-Encoding and compresses the response itself when the client
    // accepts gzip: a body gzipped here would reach the client gzipped twice, labelled once.
    { gzip: false },
  );
}
